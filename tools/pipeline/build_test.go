package pipeline

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A build that fails on bad input leaves the previous build/site and
// build/data byte for byte, so `mage serve` goes on serving them.
func TestFailedBuildKeepsPreviousSite(t *testing.T) {
	root, site := fixtureSite(t)
	if err := Build(BuildOptions{Root: root, Site: site, Log: io.Discard}); err != nil {
		t.Fatal(err)
	}
	siteBefore := snapshot(t, filepath.Join(site, "build", "site"))
	dataBefore := snapshot(t, filepath.Join(site, "build", "data"))

	page := filepath.Join(site, "content", "en", "install", "docker.md")
	spec := filepath.Join(site, "spec.yaml")
	pageRaw, _ := os.ReadFile(page)
	specRaw, _ := os.ReadFile(spec)
	cases := []struct {
		name, file, text, want string
	}{
		{"unknown admonition", page, string(pageRaw) + "\n:::tipp Oops\nx\n:::\n", "content/en/install/docker.md:"},
		{"spec that is not YAML", spec, "openapi: 3.0.0\npaths: [\n", "spec.yaml:"},
		{"spec with a dangling $ref", spec, strings.Replace(string(specRaw), "email: { type: string, format: email }", "email: { $ref: '#/components/schemas/Nope' }", 1), "Nope"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig, _ := os.ReadFile(c.file)
			defer os.WriteFile(c.file, orig, 0o644)
			if c.text == string(orig) {
				t.Fatal("the case does not change the file")
			}
			os.WriteFile(c.file, []byte(c.text), 0o644)
			err := Build(BuildOptions{Root: root, Site: site, Log: io.Discard})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want it to contain %q", err, c.want)
			}
			if snapshot(t, filepath.Join(site, "build", "site")) != siteBefore {
				t.Error("build/site changed")
			}
			if snapshot(t, filepath.Join(site, "build", "data")) != dataBefore {
				t.Error("build/data changed")
			}
		})
	}
}

// A rebuild reuses the Vite bundles when no code or static file changed,
// and never serves a stale page: an edit shows, a page changed behind the
// build's back is rendered again, and a new static file makes Vite run
// again.
func TestRebuildReusesOnlyWhatIsUnchanged(t *testing.T) {
	root, site := fixtureSite(t)
	var log strings.Builder
	build := func() string {
		t.Helper()
		log.Reset()
		if err := Build(BuildOptions{Root: root, Site: site, Log: &log}); err != nil {
			t.Fatal(err)
		}
		return log.String()
	}
	read := func(rel string) string {
		raw, err := os.ReadFile(filepath.Join(site, "build", "site", filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		return string(raw)
	}
	out := build()
	// Each stage says what it made and how long it took.
	for _, line := range []string{
		`(?m)^content: \d+ pages \(en \d+, zh-cn \d+\), .* in \d+ ms$`,
		`(?m)^vite: client and server bundles in \d+ ms$`,
		`(?m)^pre-render: [1-9]\d* pages in \d+ ms`,
		`(?m)^compress: [1-9]\d* files in \d+ ms$`,
	} {
		if !regexp.MustCompile(line).MatchString(out) {
			t.Errorf("the first build's log has no line like %s:\n%s", line, out)
		}
	}
	zh := read("zh-cn/install/docker/index.html")
	// The site starts as links to the client build; the pages written over
	// them (the home page over the template) must not write through.
	client := filepath.Join(site, "build", ".client")
	if tpl, _ := os.ReadFile(filepath.Join(client, "index.html")); string(tpl) == read("index.html") || len(tpl) == 0 {
		t.Error("the client build's template was overwritten by the home page")
	}
	assets, _ := filepath.Glob(filepath.Join(client, "_assets", "*.js"))
	if len(assets) == 0 {
		t.Fatal("no client assets")
	}
	if rel, _ := filepath.Rel(client, assets[0]); inode(t, assets[0]) != inode(t, filepath.Join(site, "build", "site", rel)) {
		t.Errorf("%s is not a link to the client build's", rel)
	}
	page := filepath.Join(site, "content", "en", "install", "docker.md")
	raw, _ := os.ReadFile(page)
	os.WriteFile(page, []byte(strings.Replace(string(raw), "## Quick start", "Edited for the rebuild.\n\n## Quick start", 1)), 0o644)
	out = build()
	if !strings.Contains(out, "reusing the last bundles") {
		t.Errorf("a content edit ran Vite again:\n%s", out)
	}
	if !strings.Contains(read("install/docker/index.html"), "Edited for the rebuild.") {
		t.Error("the edit is not in the rebuilt page")
	}
	if read("zh-cn/install/docker/index.html") != zh {
		t.Error("an unchanged page changed")
	}

	tampered := filepath.Join(site, "build", "site", "zh-cn", "install", "docker", "index.html")
	os.WriteFile(tampered, []byte(zh+"<!-- stale -->"), 0o644)
	build()
	if got := read("zh-cn/install/docker/index.html"); got != zh {
		t.Error("a page changed behind the build's back was copied, not rendered again")
	}

	newFile := filepath.Join(site, "content", "static", "img", "new.svg")
	if err := os.MkdirAll(filepath.Dir(newFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(newFile, []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`), 0o644); err != nil {
		t.Fatal(err)
	}
	out = build()
	if strings.Contains(out, "reusing the last bundles") {
		t.Errorf("a new static file did not run Vite:\n%s", out)
	}
	if !strings.Contains(read("img/new.svg"), "<svg") {
		t.Error("the new static file is not in the site")
	}
}

// fixtureSite copies the fixture site for one test; the build needs the JS
// dependencies, which `mage test` installs before the Go tests.
func fixtureSite(t *testing.T) (root, site string) {
	t.Helper()
	root = repoRoot()
	if _, err := os.Stat(filepath.Join(root, "apps", "site", "node_modules", "vite")); err != nil {
		t.Fatal("needs the JS dependencies: run `go run mage.go test`, which installs them first")
	}
	site, err := copyFixture(root)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(site) })
	return root, site
}
