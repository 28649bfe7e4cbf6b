package pipeline

import (
	"os"
	"path/filepath"
	"strings"
)

// copyWorkspace copies the JavaScript workspace (apps/site, packages/ and
// the root files Vite and TypeScript read) to a temporary folder the caller
// removes, so a test can edit its components under `mage dev` without
// touching the repository. Installed packages are not copied: the
// node_modules folders keep their links (pnpm's are relative) and the root
// one links to the repository's.
func copyWorkspace(root string) (string, error) {
	dir, err := os.MkdirTemp("", "voce-workspace-")
	if err != nil {
		return "", err
	}
	fail := func(err error) (string, error) {
		os.RemoveAll(dir)
		return "", err
	}
	if err := os.Symlink(filepath.Join(root, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		return fail(err)
	}
	// Build output and Vite's caches are made afresh in the copy.
	skip := func(rel string) bool {
		base := filepath.Base(rel)
		return base == "dist" || base == "test-results" || (strings.HasPrefix(base, ".vite") && filepath.Base(filepath.Dir(rel)) == "node_modules")
	}
	for _, sub := range []string{"package.json", "pnpm-workspace.yaml", "tsconfig.base.json", filepath.Join("apps", "site"), "packages"} {
		if err := copyTree(filepath.Join(root, sub), filepath.Join(dir, sub), skip, false); err != nil {
			return fail(err)
		}
	}
	return dir, nil
}

// linkTree fills dst with hard links to every file under src, copying a
// file when it cannot be linked (another file system, one without links).
func linkTree(src, dst string) error { return copyTree(src, dst, nil, true) }

// copyTree copies a folder or a file, symbolic links as links, leaving out
// what skip (given the path relative to src; nil for nothing) says. With link set a
// file becomes a hard link to src's, or a copy where linking fails.
func copyTree(src, dst string, skip func(rel string) bool, link bool) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if rel != "." && skip != nil && skip(rel) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		target := filepath.Join(dst, rel)
		switch {
		case d.Type()&os.ModeSymlink != 0:
			link, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(link, target)
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case link && os.Link(p, target) == nil:
			return nil
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, raw, 0o644)
	})
}
