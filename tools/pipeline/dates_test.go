package pipeline

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"vocedocs/tools/sitedata"
)

// Last-updated dates come from git: a committed page gets the date of the
// newest commit that touched it; a page with uncommitted changes, or one
// git does not track, keeps its file time, since its last edit is newer
// than any commit. A renamed page counts as changed until committed.
func TestLastUpdatedFromGit(t *testing.T) {
	root := writeSite(t, `
-- content/en/快速开始.md --
---
title: Quick start
description: d
---
x
-- content/zh-cn/快速开始.md --
---
title: 快速开始
description: d
---
x
-- content/en/教程.md --
---
title: Tutorial
description: d
---
x
-- content/zh-cn/教程.md --
---
title: 教程
description: d
---
x
`)
	// The site is a folder of the repository, as in a monorepo.
	repo := t.TempDir()
	if err := os.Rename(root, filepath.Join(repo, "docs")); err != nil {
		t.Fatal(err)
	}
	root = filepath.Join(repo, "docs")
	git := func(date string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t",
			"GIT_COMMITTER_EMAIL=t@example.com", "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("", "init", "-q")
	git("", "add", ".")
	git("2021-02-03T04:05:06+08:00", "commit", "-q", "-m", "first")
	docker := filepath.Join(root, "content", "en", "install", "docker.md")
	raw, _ := os.ReadFile(docker)
	os.WriteFile(docker, append(raw, "\nMore.\n"...), 0o644)
	git("", "add", ".")
	git("2022-05-06T07:08:09Z", "commit", "-q", "-m", "second")

	// After the commits: an uncommitted edit and a file git does not track.
	fileTime := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	zhDocker := filepath.Join(root, "content", "zh-cn", "install", "docker.md")
	raw, _ = os.ReadFile(zhDocker)
	os.WriteFile(zhDocker, append(raw, "\n更多。\n"...), 0o644)
	for _, loc := range []string{"en", "zh-cn"} {
		extra := filepath.Join(root, "content", loc, "extra.md")
		os.WriteFile(extra, []byte("---\ntitle: 附加 Extra\ndescription: d\n---\nx\n"), 0o644)
		os.Chtimes(extra, fileTime, fileTime)
	}
	os.Chtimes(zhDocker, fileTime, fileTime)
	git("", "mv", "docs/content/zh-cn/快速开始.md", "docs/content/zh-cn/开始.md")
	git("", "mv", "docs/content/en/快速开始.md", "docs/content/en/开始.md")
	for _, loc := range []string{"en", "zh-cn"} {
		os.Chtimes(filepath.Join(root, "content", loc, "开始.md"), fileTime, fileTime)
	}
	// A committed file's time says nothing: a checkout sets it to now.
	os.Chtimes(filepath.Join(root, "content", "en", "intro.md"), fileTime, fileTime)

	if _, err := Data(Options{Root: root, Out: filepath.Join(root, "build", "data")}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ page, want string }{
		{"en/intro", "2021-02-02T20:05:06Z"},          // first commit, in UTC
		{"en/教程", "2021-02-02T20:05:06Z"},             // a CJK file name, which git quotes by default
		{"zh-cn/开始", "2024-01-02T03:04:05Z"},          // renamed, not yet committed
		{"en/install/docker", "2022-05-06T07:08:09Z"}, // the newest commit that touched it
		{"zh-cn/install/docker", "2024-01-02T03:04:05Z"},
		{"en/extra", "2024-01-02T03:04:05Z"},
	} {
		var page sitedata.Page
		readData(t, filepath.Join(root, "build", "data"), "pages/"+c.page+".json", &page)
		if page.LastUpdated != c.want {
			t.Errorf("%s: last updated %q, want %q", c.page, page.LastUpdated, c.want)
		}
	}
}
