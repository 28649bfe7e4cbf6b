package release

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// packRequired are the files every library's tarball must hold, whatever
// its manifest says.
var packRequired = []string{"dist/index.js", "dist/index.d.ts", "README.md"}

// pack runs `pnpm pack` in the package's folder, with the pnpm pinned in
// root's package.json (the one turbo uses), writes the tarball into dest
// and checks it (see CheckTarball). It returns the tarball's path; its
// errors start with the package's name.
func pack(root string, p Package, dest string) (string, error) {
	pnpm := filepath.Join(root, "node_modules", ".bin", "pnpm")
	if _, err := run(filepath.Join(root, p.Dir), nil, pnpm, "pack", "--pack-destination", dest); err != nil {
		return "", fmt.Errorf("%s: %w", p.Name, err)
	}
	tarballs, _ := filepath.Glob(filepath.Join(dest, "*.tgz"))
	if len(tarballs) != 1 {
		return "", fmt.Errorf("%s: pnpm pack wrote %d tarballs in %s, want 1", p.Name, len(tarballs), dest)
	}
	if err := CheckTarball(tarballs[0]); err != nil {
		return "", fmt.Errorf("%s: %w", p.Name, err)
	}
	return tarballs[0], nil
}

// CheckTarball checks a packed library: it holds packRequired, and every
// path its packed package.json names in main, types and exports (any
// condition, any subpath; a "*" pattern must match at least one file). It
// reads the packed manifest because that is what a consumer resolves
// against: publishConfig may differ from the workspace one.
func CheckTarball(tgz string) error {
	files, manifest, err := readTarball(tgz)
	if err != nil {
		return err
	}
	if manifest == nil {
		return fmt.Errorf("%s holds no package/package.json", filepath.Base(tgz))
	}
	var m struct {
		Main    string `json:"main"`
		Types   string `json:"types"`
		Exports any    `json:"exports"`
	}
	if err := json.Unmarshal(manifest, &m); err != nil {
		return fmt.Errorf("%s: package.json: %w", filepath.Base(tgz), err)
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

func readTarball(tgz string) (files map[string]bool, manifest []byte, err error) {
	f, err := os.Open(tgz)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", filepath.Base(tgz), err)
	}
	tr := tar.NewReader(zr)
	files = map[string]bool{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, manifest, nil
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", filepath.Base(tgz), err)
		}
		name := strings.TrimPrefix(h.Name, "package/")
		files[name] = true
		if name == "package.json" {
			if manifest, err = io.ReadAll(tr); err != nil {
				return nil, nil, err
			}
		}
	}
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
