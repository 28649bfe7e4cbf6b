package release

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// releaseFixture is a pnpm workspace of two published packages versioned
// together (b's peer dependency on a is a workspace: range, as between the
// real libraries) and a private app, committed in a new git repository.
// Its changeset and pnpm are the repository's, linked.
func releaseFixture(t *testing.T) string {
	t.Helper()
	repo := repoRoot()
	if _, err := os.Stat(filepath.Join(repo, "node_modules", ".bin", "changeset")); err != nil {
		t.Fatal("needs the JS dependencies: run `go run mage.go test`, which installs them first")
	}
	root := t.TempDir()
	config, err := os.ReadFile(filepath.Join(repo, ".changeset", "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The repository's own config, its fixed group renamed to the fixture's.
	var cfg map[string]any
	json.Unmarshal(config, &cfg)
	cfg["fixed"] = [][]string{{"@fx/a", "@fx/b"}}
	config, _ = json.Marshal(cfg)
	writeFiles(t, root, map[string]string{
		"package.json": `{"name": "fixture", "private": true, "devDependencies": {` +
			`"@changesets/cli": "link:` + filepath.ToSlash(filepath.Join(repo, "node_modules", "@changesets", "cli")) + `", ` +
			`"pnpm": "link:` + filepath.ToSlash(filepath.Join(repo, "node_modules", "pnpm")) + `"}}`,
		"pnpm-workspace.yaml":     "packages:\n  - apps/*\n  - packages/*\n",
		".gitignore":              "node_modules\n",
		".changeset/config.json":  string(config),
		"packages/a/package.json": `{"name": "@fx/a", "version": "1.0.0", "files": ["index.js"]}`,
		"packages/a/index.js":     "export const a = 1;\n",
		"packages/b/package.json": `{"name": "@fx/b", "version": "1.0.0", "files": ["index.js"], "peerDependencies": {"@fx/a": "workspace:^"}}`,
		"packages/b/index.js":     "export const b = 2;\n",
		"apps/site/package.json":  `{"name": "@fx/site", "private": true, "version": "0.0.0", "dependencies": {"@fx/a": "workspace:*"}}`,
	})
	// The repository's own script, which imports Changesets from the repository.
	os.MkdirAll(filepath.Join(root, "tools", "release"), 0o755)
	if err := os.Symlink(filepath.Join(repo, "tools", "release", "releaseplan.mjs"), filepath.Join(root, "tools", "release", "releaseplan.mjs")); err != nil {
		t.Fatal(err)
	}
	// pnpm publish reads each workspace: dependency's version from the install.
	install := exec.Command(filepath.Join(repo, "node_modules", ".bin", "pnpm"), "install", "--offline", "--reporter=append-only")
	install.Dir = root
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("pnpm install: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"init", "-q", "-b", "main"}, {"config", "user.name", "Fixture"}, {"config", "user.email", "fixture@example.org"}, {"add", "-A"}, {"commit", "-q", "-m", "fixture"}} {
		if _, err := git(root, args...); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func commitChangeset(t *testing.T, root, name, body string) {
	t.Helper()
	writeFiles(t, root, map[string]string{filepath.Join(".changeset", name): body})
	if _, err := git(root, "add", "-A"); err != nil {
		t.Fatal(err)
	}
	if _, err := git(root, "commit", "-q", "-m", "changeset"); err != nil {
		t.Fatal(err)
	}
}

func TestReleaseStopsBeforeChangingAnything(t *testing.T) {
	root := releaseFixture(t)
	opts := ReleaseOptions{Root: root, Registry: "http://127.0.0.1:1/"}
	if err := Release(ReleaseOptions{Root: root}); err == nil || !strings.Contains(err.Error(), "npm_config_registry") {
		t.Errorf("no registry: want an error naming npm_config_registry, got %v", err)
	}
	if err := Release(opts); err == nil || !strings.Contains(err.Error(), "no changesets") {
		t.Errorf("no changesets: want an error saying so, got %v", err)
	}
	commitChangeset(t, root, "fix.md", "---\n\"@fx/a\": patch\n---\n\nFixes a.\n")
	writeFiles(t, root, map[string]string{"packages/a/index.js": "export const a = 2;\n"})
	if err := Release(opts); err == nil || !strings.Contains(err.Error(), "uncommitted changes") || !strings.Contains(err.Error(), "packages/a/index.js") {
		t.Errorf("a dirty tree: want an error naming the changed file, got %v", err)
	}
	git(root, "checkout", "--", ".")
	failing := opts
	failing.Before = func(map[string]Bump) error { return errors.New("the API check failed") }
	if err := Release(failing); err == nil || !strings.Contains(err.Error(), "nothing was changed or published") {
		t.Errorf("Before fails: want an error saying nothing changed, got %v", err)
	}
	if status, _ := git(root, "status", "--porcelain"); status != "" {
		t.Errorf("the tree changed:\n%s", status)
	}
}

// TestRelease versions, commits, publishes and tags the fixture against a
// stand-in registry; a second release whose checks fail publishes nothing
// and leaves the tree as committed.
func TestRelease(t *testing.T) {
	root := releaseFixture(t)
	var log bytes.Buffer
	reg := startFakeRegistry(t)

	commitChangeset(t, root, "feature.md", "---\n\"@fx/a\": minor\n---\n\nAdds the option `loud`.\n")
	var before map[string]Bump
	err := Release(ReleaseOptions{Root: root, Registry: reg.URL, Log: &log,
		Before: func(b map[string]Bump) error { before = b; return nil },
		After:  func() error { return nil },
	})
	if err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	// Versioned together, and b's peer range following a's minor does not
	// make b a major (onlyUpdatePeerDependentsWhenOutOfRange).
	if before["@fx/a"] != "minor" || before["@fx/b"] != "minor" {
		t.Errorf("Before saw bumps %v, want a and b minor", before)
	}
	for _, p := range []string{"a", "b"} {
		raw, _ := os.ReadFile(filepath.Join(root, "packages", p, "package.json"))
		if !bytes.Contains(raw, []byte(`"version": "1.1.0"`)) {
			t.Errorf("packages/%s/package.json is not at 1.1.0:\n%s", p, raw)
		}
		if reg.manifest("@fx/"+p, "1.1.0") == nil {
			t.Errorf("the registry lacks @fx/%s 1.1.0", p)
		}
		if _, err := git(root, "rev-parse", "@fx/"+p+"@1.1.0"); err != nil {
			t.Errorf("no tag @fx/%s@1.1.0: %v", p, err)
		}
	}
	changelog, _ := os.ReadFile(filepath.Join(root, "packages", "a", "CHANGELOG.md"))
	if !bytes.Contains(changelog, []byte("## 1.1.0")) || !bytes.Contains(changelog, []byte("Adds the option `loud`.")) {
		t.Errorf("packages/a/CHANGELOG.md lacks the release:\n%s", changelog)
	}
	if reg.manifest("@fx/site", "0.0.0") != nil {
		t.Error("the private app was published")
	}
	var b struct {
		PeerDependencies map[string]string `json:"peerDependencies"`
	}
	json.Unmarshal(reg.manifest("@fx/b", "1.1.0"), &b)
	if got := b.PeerDependencies["@fx/a"]; got != "^1.1.0" {
		t.Errorf("@fx/b 1.1.0 was published with the peer range %q for @fx/a, want ^1.1.0", got)
	}
	if status, _ := git(root, "status", "--porcelain"); status != "" {
		t.Errorf("the tree is not clean after the release:\n%s", status)
	}
	if subject, _ := git(root, "log", "-1", "--format=%s"); subject != "Release @fx/a 1.1.0, @fx/b 1.1.0" {
		t.Errorf("the last commit is %q", subject)
	}
	if _, err := os.Stat(filepath.Join(root, ".changeset", "feature.md")); err == nil {
		t.Error("the changeset was not consumed")
	}

	commitChangeset(t, root, "broken.md", "---\n\"@fx/b\": patch\n---\n\nFixes b.\n")
	head, _ := git(root, "rev-parse", "HEAD")
	err = Release(ReleaseOptions{Root: root, Registry: reg.URL, Log: &log, After: func() error { return errors.New("vitest: 1 failed") }})
	if err == nil || !strings.Contains(err.Error(), "vitest: 1 failed") || !strings.Contains(err.Error(), "nothing was published") {
		t.Fatalf("After fails: want an error naming the failure and saying nothing was published, got %v", err)
	}
	if now, _ := git(root, "rev-parse", "HEAD"); now != head {
		t.Error("a release whose checks failed made a commit")
	}
	if status, _ := git(root, "status", "--porcelain"); status != "" {
		t.Errorf("the versions were not undone:\n%s", status)
	}
	if stash, _ := git(root, "stash", "list"); !strings.Contains(stash, "packages:release") {
		t.Errorf("the undone versions are not in a stash: %q", stash)
	}
	if reg.manifest("@fx/b", "1.1.1") != nil {
		t.Error("a release whose checks failed was published")
	}
}
