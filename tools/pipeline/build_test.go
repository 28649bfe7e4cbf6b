package pipeline

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A build that fails on bad input leaves the previous build/site and
// build/data byte for byte, so `mage serve` goes on serving them.
func TestFailedBuildKeepsPreviousSite(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	if _, err := os.Stat(filepath.Join(root, "apps", "site", "node_modules", "vite")); err != nil {
		t.Fatal("needs the JS dependencies: run `go run mage.go test`, which installs them first")
	}
	site, err := copyFixture(root)
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(site)
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
