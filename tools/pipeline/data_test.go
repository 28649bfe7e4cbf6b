package pipeline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

func TestDataWritesValidatedArtifacts(t *testing.T) {
	root := writeSite(t, "")
	res, err := runData(root)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "build", "data")
	var routes sitedata.Routes
	readData(t, out, "routes.json", &routes)
	want := map[string]string{"/": "doc", "/install": "doc", "/install/docker": "doc", "/zh-cn": "doc", "/zh-cn/install/docker": "doc", "/search": "search", "/zh-cn/404": "notfound"}
	got := map[string]string{}
	for _, r := range routes.Routes {
		got[r.Path] = r.Kind
	}
	for p, k := range want {
		if got[p] != k {
			t.Errorf("route %s: kind %q, want %q", p, got[p], k)
		}
	}
	if len(res.Site.Pages) != 6 {
		t.Errorf("%d pages, want 6", len(res.Site.Pages))
	}

	var page sitedata.Page
	readData(t, out, "pages/zh-cn/intro.json", &page)
	if page.Route != "/zh-cn" || page.H1 != "欢迎" || page.Alternates["en"] != "/" || page.Alternates["zh-cn"] != "/zh-cn" {
		t.Errorf("home page: %+v", page)
	}
	link := page.Body[0].([]any)[3].([]any)
	if href := link[1].(map[string]any)["href"]; href != "/zh-cn/install/docker#运行" {
		t.Errorf("relative .md link rewritten to %v", href)
	}
	readData(t, out, "pages/en/install/docker.json", &page)
	if page.Prev == nil || page.Prev.Href != "/install" || page.Next != nil {
		t.Errorf("prev/next: %+v %+v", page.Prev, page.Next)
	}
	if len(page.Breadcrumbs) != 2 || page.Breadcrumbs[0].Label != "Install" || page.Breadcrumbs[0].Href != "/install" {
		t.Errorf("breadcrumbs: %+v", page.Breadcrumbs)
	}
	if page.EditURL != "https://example.com/edit/en/install/docker.md" {
		t.Errorf("edit url %q", page.EditURL)
	}
	if len(page.TOC) != 1 || page.TOC[0].ID != "run-it" {
		t.Errorf("toc %+v", page.TOC)
	}
	readData(t, out, "pages/en/install/index.json", &page)
	cards := page.Body[0].([]any)[1].(map[string]any)["items"].([]any)
	if len(cards) != 1 || cards[0].(map[string]any)["href"] != "/install/docker" {
		t.Errorf("doc cards %v", cards)
	}
	// The base site names no widget host: the provider's demo server's.
	var site struct{ Widget struct{ Host string } }
	readData(t, out, "site.json", &site)
	if site.Widget.Host != "https://privoce.voce.chat" {
		t.Errorf("widget host %q", site.Widget.Host)
	}
	var sb struct{ Items []map[string]any }
	readData(t, out, "sidebar/zh-cn.json", &sb)
	if len(sb.Items) != 3 || sb.Items[1]["label"] != "安装" || sb.Items[2]["href"] != "/zh-cn/api" {
		t.Errorf("sidebar %v", sb.Items)
	}
}

// A page that is a draft in one locale, or has its own slug there: the
// alternates of its versions name only routes that exist.
func TestAlternatesNameOnlyExistingRoutes(t *testing.T) {
	root := writeSite(t, `
-- content/en/extra.md --
---
title: Extra
description: d
draft: true
---
x
-- content/zh-cn/extra.md --
---
title: 附加
description: d
---
x
-- content/en/moved.md --
---
title: Moved
description: d
slug: /elsewhere
---
x
-- content/zh-cn/moved.md --
---
title: 搬走
description: d
---
x
`)
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "build", "data")
	for _, c := range []struct{ file, want string }{
		{"zh-cn/extra.json", "map[zh-cn:/zh-cn/extra]"},
		{"en/moved.json", "map[en:/elsewhere zh-cn:/zh-cn/moved]"},
		{"zh-cn/moved.json", "map[en:/elsewhere zh-cn:/zh-cn/moved]"},
		{"en/intro.json", "map[en:/ zh-cn:/zh-cn]"},
	} {
		var page sitedata.Page
		readData(t, out, "pages/"+c.file, &page)
		if got := fmt.Sprint(page.Alternates); got != c.want {
			t.Errorf("%s: alternates %s, want %s", c.file, got, c.want)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "pages", "en", "extra.json")); err == nil {
		t.Error("the draft was written")
	}
}

// An explicit id may be CJK, as computed ids are, and links reach it.
func TestExplicitCJKHeadingID(t *testing.T) {
	// The en twins name the same places, as content:check asks.
	root := writeSite(t, "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n## 第二步 {#快速开始}\n"+
		"-- content/zh-cn/intro.md --\n---\ntitle: 简介\ndescription: 介绍。\nslug: /\n---\n参见 [Docker](./install/docker.md#快速开始)。\n"+
		"-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it\n\n## Step two\n"+
		"-- content/en/intro.md --\n---\ntitle: Intro\ndescription: The intro.\nslug: /\n---\nSee [Docker](./install/docker.md#step-two).\n")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	var page sitedata.Page
	readData(t, filepath.Join(root, "build", "data"), "pages/zh-cn/install/docker.json", &page)
	if len(page.TOC) != 2 || page.TOC[1].ID != "快速开始" || page.TOC[1].Text != "第二步" {
		t.Errorf("toc %+v", page.TOC)
	}
	readData(t, filepath.Join(root, "build", "data"), "pages/zh-cn/intro.json", &page)
	if href := page.Body[0].([]any)[3].([]any)[1].(map[string]any)["href"]; href != "/zh-cn/install/docker#快速开始" {
		t.Errorf("link %v", href)
	}
}

// Each bad input fails with path:line and what to do, with no follow-on
// problem (a page that failed is not also "missing"), and the build leaves the previous build/data and build/site
// exactly as they were.
func TestBadInputKeepsPreviousOutput(t *testing.T) {
	cases := []struct{ name, overlay, want string }{
		{"unparsable front matter", "-- content/en/install/docker.md --\n---\ntitle: [unclosed\n---\nx\n", "content/en/install/docker.md:2: front matter:"},
		{"wrong-typed front matter", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\nsidebar_position: first\n---\nx\n", "content/en/install/docker.md:4: front matter:"},
		{"unknown front matter key", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\nsidebar_pos: 1\n---\nx\n", `docker.md:4: front matter: key "sidebar_pos" is not a known key (known keys here: description, draft`},
		{"missing title", "-- content/en/install/docker.md --\n---\ndescription: d\n---\nx\n", "content/en/install/docker.md:2: front matter has no title"},
		{"missing description", "-- content/en/install/docker.md --\n---\ntitle: Docker\n---\nx\n", "has no description"},
		{"no front matter", "-- content/en/install/docker.md --\n# Docker\n", "content/en/install/docker.md:1: the page has no front matter"},
		{"unknown admonition", "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n\n:::tipp 提示\nx\n:::\n", `content/zh-cn/install/docker.md:6: unknown admonition "tipp"`},
		{"unclosed fence", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n```bash\nx\n", "content/en/install/docker.md:5: code fence ``` is never closed"},
		{"unparsable front matter in zh-cn", "-- content/zh-cn/install/docker.md --\n---\ntitle: [unclosed\n---\nx\n", "content/zh-cn/install/docker.md:2: front matter:"},
		{"link to no page in zh-cn", "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n参见 [x](./nope.md)。\n", `content/zh-cn/install/docker.md:7: link "./nope.md": content/zh-cn/install/nope.md does not exist`},
		{"anchor to nowhere in zh-cn", "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n参见 [x](../intro.md#没有)。\n", `content/zh-cn/install/docker.md:7: link "../intro.md#没有": content/zh-cn/intro.md has no heading with id "没有"`},
		{"link to no page", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](./nope.md).\n", `content/en/install/docker.md:5: link "./nope.md": content/en/install/nope.md does not exist`},
		{"anchor to nowhere", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](../intro.md#nope).\n", `has no heading with id "nope"`},
		{"link to a draft", "-- content/en/x.md --\n---\ntitle: X\ndescription: d\ndraft: true\n---\nx\n-- content/zh-cn/x.md --\n---\ntitle: 某\ndescription: d\ndraft: true\n---\nx\n-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](../x.md).\n", `content/en/install/docker.md:5: link "../x.md": content/en/x.md is a draft (draft: true), left out of the site; publish it or drop the link`},
		{"URL link to a draft", "-- content/en/x.md --\n---\ntitle: X\ndescription: d\ndraft: true\n---\nx\n-- content/zh-cn/x.md --\n---\ntitle: 某\ndescription: d\n---\nx\n-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it\n\nSee [x](/x).\n", `content/en/install/docker.md:7: link "/x": content/en/x.md is a draft (draft: true)`},
		{"link to no API page", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it\n\nSee [x](/api/no-such-operation).\n" +
			"-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n参见 [x](/api/no-such-operation)。\n", `content/en/install/docker.md:7: link "/api/no-such-operation": the API reference has no such page`},
		{"same-page anchor to nowhere", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](#nope).\n", "link #nope: no heading on this page has that id"},
		{"page in one locale", "-- content/en/extra.md --\n---\ntitle: Extra\ndescription: d\n---\nx\n", "content/en/extra.md:1: this page has no zh-cn version"},
		{"two files one URL", "-- content/en/install.md --\n---\ntitle: I\ndescription: d\n---\nx\n-- content/zh-cn/install.md --\n---\ntitle: 装\ndescription: d\n---\nx\n", "claims the URL /install"},
		{"invalid explicit id", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it {#bad id}\n", "invalid heading id {#bad id}"},
		{"heading id collision", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## A {#x}\n\n## B {#x}\n", `heading id "x" is already used on line 5`},
		{"english heading in zh-cn", "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## Run it now\n", `heading "Run it now" is in English`},
		{"javascript link", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](javascript:alert(1)).\n", `content/en/install/docker.md:5: link "javascript:alert(1)": only https, http and mailto links are allowed`},
		{"protocol-relative link", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nSee [x](//evil.example/install).\n", `content/en/install/docker.md:5: link "//evil.example/install": a link that starts with // or a backslash leaves the site without naming its scheme`},
		{"raw HTML", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nText\n\n<img src=x onerror=alert(1)>\n", "content/en/install/docker.md:7:"},
		{"image without alt", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n![](/img/a.svg)\n-- content/static/img/a.svg --\n<svg/>\n", "has no alt text"},
		{"missing image", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n![A](/img/none.svg)\n", `image "/img/none.svg" not found`},
		{"invalid utf-8", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\nok\n\xff\xfe\n", "content/en/install/docker.md:6: the file is not valid UTF-8"},
		{"bad site config", "-- content/site.yaml --\ntitle: T\nurl: not a url\n", `content/site.yaml:2: key "url"`},
		{"unknown site config key", "-- content/site.yaml --\ntitle: T\ncolour: red\n", `content/site.yaml:2: key "colour" is not a known key`},
		{"missing strings key", "-- content/i18n/zh-cn.json --\n{}\n", "content/i18n/zh-cn.json: missing theme.toc.title"},
		{"category label missing locale", "-- content/en/install/_category_.yaml --\nlabel: { en: Install }\n-- content/zh-cn/install/_category_.yaml --\nlabel: { en: Install }\n", "label has no zh-cn text"},
		// Only openapi-go refuses it (a number over int64), and its verdict
		// comes after the pages of the reference were built.
		{"API spec openapi-go cannot read", "-- api.yaml --\nopenapi: 3.0.0\ninfo: { title: Test API, version: \"1.0\" }\npaths:\n  /token/login:\n    post:\n      summary: Login\n      responses:\n        \"200\":\n          description: OK\n          content:\n            application/json:\n              schema: { type: string, maxLength: 99999999999999999999 }\n",
			"api.yaml:1: (document root): openapi-go cannot read the document"},
	}
	repo := repoRoot()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := writeSite(t, "")
			if _, err := runData(root); err != nil {
				t.Fatalf("base site: %v", err)
			}
			// A stand-in for the last build/site: the Go stage fails before
			// Vite runs, so no real one is needed to see it kept.
			if err := os.MkdirAll(filepath.Join(root, "build", "site"), 0o755); err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(root, "build", "site", "index.html"), []byte("<p>the last good build</p>"), 0o644)
			before := snapshot(t, filepath.Join(root, "build"))
			bad := writeSite(t, c.overlay)
			// Move the good output under the bad tree, as a maintainer's
			// previous build would be.
			if err := os.Rename(filepath.Join(root, "build"), filepath.Join(bad, "build")); err != nil {
				t.Fatal(err)
			}
			err := Build(BuildOptions{Root: repo, Site: bad, Log: io.Discard})
			if err == nil {
				t.Fatalf("want an error containing %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error\n  %v\nwant it to contain\n  %s", err, c.want)
			}
			// A page that did not parse is not also missing in a locale.
			if follow := "this page has no "; strings.Contains(err.Error(), follow) && !strings.Contains(c.want, follow) {
				t.Errorf("a follow-on problem:\n%v", err)
			}
			if after := snapshot(t, filepath.Join(bad, "build")); before != after {
				t.Error("the previous build/data or build/site changed")
			}
		})
	}
}

func TestHugePageRefused(t *testing.T) {
	big := strings.Repeat("word ", 2_200_000) // about 10 MB
	root := writeSite(t, "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n"+big+"\n")
	_, err := runData(root)
	if err == nil || !strings.Contains(err.Error(), "over the 2 MB limit; split it") {
		t.Fatalf("got %v", err)
	}
}

// snapshot is the list of files with their sizes and contents' lengths.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		raw, _ := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		b.WriteString(rel + ":" + string(raw) + "\n")
		return nil
	})
	if b.Len() == 0 {
		t.Fatal("empty output")
	}
	return b.String()
}

// Algolia's application id without its search key (or the reverse) stops
// the build: a site quietly searching the static index when it was meant to
// search Algolia is found only after deploying.
func TestHalfSetAlgoliaStopsTheBuild(t *testing.T) {
	root := writeSite(t, "")
	for _, c := range []struct{ set, want string }{
		{"ALGOLIA_APP_ID", "`apiKey` is missing. ALGOLIA_APP_ID is set: set ALGOLIA_SEARCH_API_KEY"},
		{"ALGOLIA_SEARCH_API_KEY", "`appId` is missing. ALGOLIA_SEARCH_API_KEY is set: set ALGOLIA_APP_ID"},
	} {
		t.Setenv("ALGOLIA_APP_ID", "")
		t.Setenv("ALGOLIA_SEARCH_API_KEY", "")
		t.Setenv(c.set, "x")
		_, err := runData(root)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("only %s set: error %v, want %q…", c.set, err, c.want)
		}
		if _, statErr := os.Stat(filepath.Join(root, "build", "data", "routes.json")); statErr == nil {
			t.Errorf("only %s set: the build wrote routes.json", c.set)
		}
	}
}
