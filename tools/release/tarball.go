package release

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// packRequired are the files every library's tarball must hold, whatever
// its manifest says.
var packRequired = []string{"dist/index.js", "dist/index.d.ts", "README.md"}

// pack runs `pnpm pack` in the package's folder, with the pnpm pinned in
// root's package.json (the one turbo uses), and returns the path of the
// tarball it wrote into dest; its errors start with the package's name.
func pack(root string, p Package, dest string) (string, error) {
	pnpm := filepath.Join(root, "node_modules", ".bin", "pnpm")
	if _, err := run(filepath.Join(root, p.Dir), nil, pnpm, "pack", "--pack-destination", dest); err != nil {
		return "", fmt.Errorf("%s: %w", p.Name, err)
	}
	tarballs, _ := filepath.Glob(filepath.Join(dest, "*.tgz"))
	if len(tarballs) != 1 {
		return "", fmt.Errorf("%s: pnpm pack wrote %d tarballs in %s, want 1", p.Name, len(tarballs), dest)
	}
	return tarballs[0], nil
}

// CheckPacked checks a library as npm installed it from its tarball: it
// holds packRequired, and every path its package.json names in main, types
// and exports (any condition, any subpath; a "*" pattern must match at
// least one file). The installed manifest is the packed one, which is what
// a consumer resolves against: publishConfig may differ from the
// workspace's.
func CheckPacked(pkg fs.FS) error {
	manifest, err := fs.ReadFile(pkg, "package.json")
	if err != nil {
		return err
	}
	var m struct {
		Main    string `json:"main"`
		Types   string `json:"types"`
		Exports any    `json:"exports"`
	}
	if err := json.Unmarshal(manifest, &m); err != nil {
		return fmt.Errorf("package.json: %w", err)
	}
	files := map[string]bool{}
	err = fs.WalkDir(pkg, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files[p] = true
		}
		return err
	})
	if err != nil {
		return err
	}
	want := map[string]string{}
	for _, p := range packRequired {
		want[p] = "every library"
	}
	if m.Main != "" {
		want[clean(m.Main)] = "main"
	}
	if m.Types != "" {
		want[clean(m.Types)] = "types"
	}
	exportTargets(m.Exports, "exports", want)
	var missing []string
	for p, from := range want {
		if !tarballHas(files, p) {
			missing = append(missing, fmt.Sprintf("%s (%s)", p, from))
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return fmt.Errorf("the tarball lacks %s: add it to \"files\" in package.json, leave it out of the published exports (publishConfig) or build it first", strings.Join(missing, ", "))
	}
	return nil
}

// exportTargets collects the file paths of an exports value: a string, a
// map of subpaths or conditions, or an array of fallbacks. Null targets
// (a subpath closed on purpose) name no file.
func exportTargets(v any, where string, into map[string]string) {
	switch v := v.(type) {
	case string:
		into[clean(v)] = where
	case map[string]any:
		for k, sub := range v {
			exportTargets(sub, where+" "+k, into)
		}
	case []any:
		for _, sub := range v {
			exportTargets(sub, where, into)
		}
	}
}

func clean(p string) string { return strings.TrimPrefix(p, "./") }

// tarballHas reports whether a path, or for a pattern with "*" at least one
// path, is in the tarball; like Node's resolver, "*" may span folders.
func tarballHas(files map[string]bool, p string) bool {
	before, after, pattern := strings.Cut(p, "*")
	if !pattern {
		return files[p]
	}
	for f := range files {
		if len(f) > len(before)+len(after) && strings.HasPrefix(f, before) && strings.HasSuffix(f, after) {
			return true
		}
	}
	return false
}
