// Package release versions, checks and publishes the workspace's libraries
// (packages/*): Changesets for versions and changelogs, API Extractor
// reports for their public API, and a consumer site built outside the
// workspace from their tarballs.
package release

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// Package is a library of the workspace that is published.
type Package struct {
	Name    string // "@vocedocs/theme"
	Dir     string // relative to the root, "packages/theme"
	Version string
}

// Unscoped is the name without its scope: "theme".
func (p Package) Unscoped() string { return filepath.Base(p.Name) }

// Report is where the package's API report is committed, relative to the root.
func (p Package) Report() string {
	return filepath.Join(p.Dir, "etc", p.Unscoped()+".api.md")
}

// Packages lists the published libraries: every packages/*/package.json
// that is not private, sorted by name.
func Packages(root string) ([]Package, error) {
	manifests, _ := filepath.Glob(filepath.Join(root, "packages", "*", "package.json"))
	var out []Package
	for _, m := range manifests {
		raw, err := os.ReadFile(m)
		if err != nil {
			return nil, err
		}
		var pj struct {
			Name    string `json:"name"`
			Version string `json:"version"`
			Private bool   `json:"private"`
		}
		if err := json.Unmarshal(raw, &pj); err != nil {
			return nil, fmt.Errorf("%s: %w", m, err)
		}
		if pj.Private {
			continue
		}
		rel, _ := filepath.Rel(root, filepath.Dir(m))
		out = append(out, Package{Name: pj.Name, Dir: rel, Version: pj.Version})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no published package under %s", filepath.Join(root, "packages"))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}
