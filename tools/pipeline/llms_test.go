package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

// The Go stage writes a twin per doc and API page of both locales, and
// llms.txt and llms-full.txt of each, and routes.json says where the
// twins are.
func TestDataWritesMarkdownTwins(t *testing.T) {
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "build", "data")
	read := func(rel string) string {
		t.Helper()
		raw, err := os.ReadFile(filepath.Join(out, twinsDir, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		return string(raw)
	}
	var routes sitedata.Routes
	readData(t, out, "routes.json", &routes)
	twins := map[string]string{}
	for _, r := range routes.Routes {
		twins[r.Path] = r.Markdown
	}
	for route, want := range map[string]string{
		"/": "/index.md", "/zh-cn": "/zh-cn/index.md", "/install": "/install.md", "/zh-cn/install/docker": "/zh-cn/install/docker.md",
		"/api": "/api.md", "/zh-cn/api/login": "/zh-cn/api/login.md", "/search": "", "/zh-cn/404": "",
	} {
		if twins[route] != want {
			t.Errorf("route %s: markdown %q, want %q", route, twins[route], want)
		}
	}
	home := read("zh-cn/index.md")
	for _, want := range []string{"# 欢迎\n\n> 介绍。\n\nURL: https://docs.example.com/zh-cn\n", "[Docker](https://docs.example.com/zh-cn/install/docker.md#运行)"} {
		if !strings.Contains(home, want) {
			t.Errorf("zh-cn/index.md lacks %q:\n%s", want, home)
		}
	}
	if got := read("install.md"); !strings.Contains(got, "- [Docker](https://docs.example.com/install/docker.md): Run it in Docker.") {
		t.Errorf("install.md: doc cards:\n%s", got)
	}
	if got := read("zh-cn/api/login.md"); !strings.Contains(got, "# Login\n\n> POST /token/login\n\nURL: https://docs.example.com/zh-cn/api/login\n") {
		t.Errorf("zh-cn/api/login.md:\n%s", got)
	}
	idx := read("llms.txt")
	for _, want := range []string{"# T\n\n> The intro.\n", "## Install\n\n- [Install](https://docs.example.com/install.md): Ways to install.\n- [Docker](https://docs.example.com/install/docker.md): Run it in Docker.",
		"## API reference: Token\n\n- [Login](https://docs.example.com/api/login.md): `POST /token/login`", "- [Full text](https://docs.example.com/llms-full.txt)"} {
		if !strings.Contains(idx, want) {
			t.Errorf("llms.txt lacks %q:\n%s", want, idx)
		}
	}
	full := read("zh-cn/llms-full.txt")
	// Sidebar order, then the API reference.
	order := []string{"# 欢迎", "# 安装", "# Docker 安装", "# Test API", "# Login"}
	last := -1
	for _, h := range order {
		i := strings.Index(full, "\n"+h+"\n")
		if i <= last {
			t.Errorf("zh-cn/llms-full.txt: %q out of order (at %d, after %d)", h, i, last)
		}
		last = i
	}
}

// A twin's path may be claimed once: a page whose slug is /index would
// put its twin where the home's is.
func TestTwinPathClash(t *testing.T) {
	root := writeSite(t, `
-- content/en/other.md --
---
title: Other
description: x
slug: /index
---
Text.
-- content/zh-cn/other.md --
---
title: 其他
description: x
---
文字。
`)
	_, err := runData(root)
	if err == nil || !strings.Contains(err.Error(), "would both have their Markdown at /index.md") {
		t.Fatalf("want a clash, got %v", err)
	}
}

// The build links the files for AI tools into the new site and refuses a
// link of theirs that leads to no file there, naming file, line and URL.
func TestPublishTwinsChecksLinks(t *testing.T) {
	data, site := t.TempDir(), t.TempDir()
	write := func(dir, rel, text string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(site, "install/docker/index.html", "<!doctype html>")
	write(data, "llms/install/docker.md", "# Docker\n\nURL: https://docs.example.com/install/docker\n")
	write(data, "llms/llms.txt", "# T\n\n## Docs\n\n- [Docker](https://docs.example.com/install/docker.md): x\n")
	if err := publishTwins(data, site, "https://docs.example.com/"); err != nil {
		t.Fatalf("good links refused: %v", err)
	}
	if _, err := os.Stat(filepath.Join(site, "llms.txt")); err != nil {
		t.Fatal("llms.txt is not in the site")
	}

	site = t.TempDir()
	write(site, "install/docker/index.html", "<!doctype html>")
	write(data, "llms/zh-cn/llms.txt", "# T\n\n- [Gone](https://docs.example.com/zh-cn/gone.md): x\n")
	err := publishTwins(data, site, "https://docs.example.com")
	if err == nil || !strings.Contains(err.Error(), "build/site/zh-cn/llms.txt:3: https://docs.example.com/zh-cn/gone.md leads to no file of the site") {
		t.Fatalf("want the dead link named, got %v", err)
	}
}
