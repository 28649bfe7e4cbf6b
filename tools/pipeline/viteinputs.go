package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// viteInputs digests everything the two Vite builds read: the site app and
// the packages (sources and manifests), the lockfile, the configs and the
// static files that Vite copies. node_modules follows from the lockfile.
func viteInputs(root, staticDir string) (string, error) {
	var paths []string
	add := func(dir string) error {
		return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if os.IsNotExist(err) {
					return nil
				}
				return err
			}
			name := d.Name()
			if d.IsDir() && (name == "node_modules" || name == "dist" || name == "e2e" || name == "test-results" || (strings.HasPrefix(name, ".") && p != dir)) {
				return filepath.SkipDir
			}
			if !d.IsDir() {
				paths = append(paths, p)
			}
			return nil
		})
	}
	for _, d := range []string{filepath.Join(root, "apps", "site"), filepath.Join(root, "packages"), staticDir} {
		if err := add(d); err != nil {
			return "", err
		}
	}
	for _, f := range []string{"pnpm-lock.yaml", "package.json", "pnpm-workspace.yaml"} {
		paths = append(paths, filepath.Join(root, f))
	}
	sort.Strings(paths)
	// Names and contents; a missing file counts as empty.
	h := sha256.New()
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil && !os.IsNotExist(err) {
			return "", err
		}
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(raw)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
