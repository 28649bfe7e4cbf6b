package pipeline

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func inode(t *testing.T, p string) uint64 {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Sys().(*syscall.Stat_t).Ino
}

func TestLinkTreeLinksEveryFile(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "out")
	os.MkdirAll(filepath.Join(src, "_assets"), 0o755)
	os.WriteFile(filepath.Join(src, "index.html"), []byte("template"), 0o644)
	os.WriteFile(filepath.Join(src, "_assets", "a.js"), []byte("js"), 0o644)
	if err := linkTree(src, dst); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"index.html", "_assets/a.js"} {
		if inode(t, filepath.Join(src, rel)) != inode(t, filepath.Join(dst, rel)) {
			t.Errorf("%s is not a link to the client build's", rel)
		}
	}
}

func TestCopyWorkspaceCopiesRootFilesAndLinksModules(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"package.json", "pnpm-workspace.yaml", "tsconfig.base.json", "apps/site/src/a.ts", "apps/site/dist/x.js", "packages/theme/src/b.ts", "node_modules/.modules.yaml"} {
		p := filepath.Join(root, filepath.FromSlash(f))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(f), 0o644)
	}
	dir, err := copyWorkspace(root)
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	for _, f := range []string{"package.json", "pnpm-workspace.yaml", "tsconfig.base.json", "apps/site/src/a.ts", "packages/theme/src/b.ts", "node_modules/.modules.yaml"} {
		if raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f))); err != nil || string(raw) != f {
			t.Errorf("%s: %q, %v", f, raw, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "apps", "site", "dist")); err == nil {
		t.Error("dist was copied")
	}
}
