package pipeline

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"vocedocs/tools/config"
)

// stringsStage checks the UI strings: every locale has a file, every file
// the same keys, then hands each to the browser.
//
// A locale's strings are content/i18n/<locale>.json plus every package's
// packages/*/src/strings/<locale>.json: each package ships the strings of
// its own components, and a key defined twice is an error.
func stringsStage(root, repo string, cfg *config.Site, w *writer) (map[string]map[string]string, error) {
	all := map[string]map[string]string{}
	for _, loc := range cfg.Locales {
		rel := filepath.ToSlash(filepath.Join("content", "i18n", loc.Code+".json"))
		if _, err := os.Stat(filepath.Join(root, rel)); err != nil {
			return nil, fmt.Errorf("%s: missing UI strings for locale %s; copy content/i18n/en.json and translate it", rel, loc.Code)
		}
		files := []string{filepath.Join(root, rel)}
		names := []string{rel}
		pkgFiles, _ := filepath.Glob(filepath.Join(repo, "packages", "*", "src", "strings", loc.Code+".json"))
		for _, f := range pkgFiles {
			prel, _ := filepath.Rel(repo, f)
			files, names = append(files, f), append(names, filepath.ToSlash(prel))
		}
		m, from := map[string]string{}, map[string]string{}
		for i, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			var fm map[string]string
			if err := json.Unmarshal(raw, &fm); err != nil {
				return nil, fmt.Errorf("%s: %v (a flat object of \"key.name\": \"text\")", names[i], err)
			}
			for k, v := range fm {
				if prev, dup := from[k]; dup {
					return nil, fmt.Errorf("%s: key %q is also defined in %s; keep it in one file", names[i], k, prev)
				}
				m[k], from[k] = v, names[i]
			}
		}
		all[loc.Code] = m
		if err := w.json("strings/"+loc.Code+".json", "ui-strings", m); err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
	}
	var problems []string
	for _, a := range cfg.Locales {
		for _, b := range cfg.Locales {
			if a.Code == b.Code {
				continue
			}
			missing := slices.DeleteFunc(slices.Sorted(maps.Keys(all[a.Code])), func(k string) bool {
				_, ok := all[b.Code][k]
				return ok
			})
			if len(missing) > 0 {
				problems = append(problems, fmt.Sprintf("content/i18n/%s.json: missing %s (present in %s.json)", b.Code, strings.Join(missing, ", "), a.Code))
			}
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(problems, "\n"))
	}
	return all, nil
}
