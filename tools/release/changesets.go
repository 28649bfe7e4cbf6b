package release

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Bump is a semver bump a changeset asks for: "major", "minor" or "patch".
type Bump string

var bumpRank = map[Bump]int{"patch": 1, "minor": 2, "major": 3}

// Changeset is one pending .changeset/*.md file.
type Changeset struct {
	File     string          // relative to the root
	Releases map[string]Bump // package name → bump
	Summary  string
}

// Pending reads the changesets waiting in .changeset/ (every .md file but
// its README), sorted by file name.
func Pending(root string) ([]Changeset, error) {
	files, _ := filepath.Glob(filepath.Join(root, ".changeset", "*.md"))
	sort.Strings(files)
	var out []Changeset
	for _, f := range files {
		if strings.EqualFold(filepath.Base(f), "README.md") {
			continue
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(root, f)
		cs, err := parseChangeset(raw)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
		cs.File = rel
		out = append(out, cs)
	}
	return out, nil
}

// parseChangeset reads a changeset as Changesets writes it: YAML front
// matter mapping package names to bumps, then the summary in Markdown.
func parseChangeset(raw []byte) (Changeset, error) {
	raw = bytes.ReplaceAll(raw, []byte("\r\n"), []byte("\n"))
	rest, ok := bytes.CutPrefix(bytes.TrimLeft(raw, "\n"), []byte("---\n"))
	if !ok {
		return Changeset{}, fmt.Errorf("no front matter: a changeset starts with a line \"---\"")
	}
	front, body, ok := bytes.Cut(rest, []byte("\n---"))
	if !ok && bytes.HasPrefix(rest, []byte("---")) {
		front, body, ok = nil, rest[3:], true // empty front matter: a changeset that releases nothing
	}
	if !ok {
		return Changeset{}, fmt.Errorf("the front matter has no closing \"---\"")
	}
	var releases map[string]string
	if err := yaml.Unmarshal(front, &releases); err != nil {
		return Changeset{}, fmt.Errorf("front matter: %w", err)
	}
	cs := Changeset{Releases: map[string]Bump{}, Summary: strings.TrimSpace(string(body))}
	for name, b := range releases {
		if bumpRank[Bump(b)] == 0 && b != "none" {
			return Changeset{}, fmt.Errorf("%s: bump %q (want major, minor or patch)", name, b)
		}
		if b != "none" {
			cs.Releases[name] = Bump(b)
		}
	}
	return cs, nil
}

// Bumps is the bump each package gets from the pending changesets: the
// largest asked for it, and in a "fixed" group of .changeset/config.json
// the largest of the group, as `changeset version` does (a group entry may
// be a glob such as "@vocedocs/*"). Packages that get no bump are absent.
func Bumps(root string, pkgs []Package, pending []Changeset) (map[string]Bump, error) {
	out := map[string]Bump{}
	raise := func(name string, b Bump) {
		if bumpRank[b] > bumpRank[out[name]] {
			out[name] = b
		}
	}
	for _, cs := range pending {
		for name, b := range cs.Releases {
			raise(name, b)
		}
	}
	raw, err := os.ReadFile(filepath.Join(root, ".changeset", "config.json"))
	if err != nil {
		return nil, fmt.Errorf(".changeset/config.json: %w", err)
	}
	var cfg struct {
		Fixed [][]string `json:"fixed"`
	}
	if err := json.Unmarshal(raw, &cfg); err != nil {
		return nil, fmt.Errorf(".changeset/config.json: %w", err)
	}
	for _, group := range cfg.Fixed {
		var members []string
		for _, p := range pkgs {
			for _, pattern := range group {
				if ok, _ := path.Match(pattern, p.Name); ok {
					members = append(members, p.Name)
					break
				}
			}
		}
		var top Bump
		for _, name := range members {
			if bumpRank[out[name]] > bumpRank[top] {
				top = out[name]
			}
		}
		if top == "" {
			continue
		}
		for _, name := range members {
			raise(name, top)
		}
	}
	return out, nil
}
