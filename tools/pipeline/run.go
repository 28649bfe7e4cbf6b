package pipeline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"vocedocs/tools/config"
	"vocedocs/tools/content"
	"vocedocs/tools/sitedata"
)

// Options configure one run of the Go stage.
type Options struct {
	Root    string // project folder
	Out     string // where artifacts go, normally Root/build/data
	InPlace bool   // write into Out file by file, skipping unchanged files (dev); else build aside and swap
	NoGit   bool
	Log     io.Writer // progress lines; nil for none
	// Repo is the project folder holding packages/ (for their UI strings)
	// when Root is another content folder; Root by default.
	Repo string
}

// Result tells what a run produced.
type Result struct {
	Site    *content.Site
	Config  *config.Site
	Routes  []sitedata.Route
	Written int
	Records int
	Strings map[string]map[string]string
}

// Data runs the Go stage. On any problem it returns the problems and leaves
// the previous Out untouched.
func Data(opts Options) (*Result, error) {
	start := time.Now()
	cfg, err := config.Load(filepath.Join(opts.Root, "content", "site.yaml"))
	if err != nil {
		return nil, relErr(opts.Root, err)
	}
	cfg.FromEnv()
	w := &writer{files: map[string][]byte{}}

	api, err := apiStage(opts, cfg, w)
	if err != nil {
		return nil, err
	}
	site, err := content.Load(content.Options{Root: opts.Root, Config: cfg, APIRoutes: api.localRoutes, NoGit: opts.NoGit})
	if err != nil {
		return nil, err
	}
	res := &Result{Site: site, Config: cfg}
	counts := map[string]int{}
	for _, pg := range site.Pages {
		counts[pg.Locale]++
		if err := w.json(pageDataPath(pg), "page", docPage(site, pg)); err != nil {
			return nil, err
		}
		res.Routes = append(res.Routes, sitedata.Route{Path: pg.Route, Locale: pg.Locale, Kind: "doc", Data: pageDataPath(pg), Title: pg.Front.Title})
	}
	for _, loc := range cfg.Locales {
		if err := w.json("sidebar/"+loc.Code+".json", "sidebar", site.Sidebars[loc.Code]); err != nil {
			return nil, err
		}
		prefix := cfg.Prefix(loc.Code)
		res.Routes = append(res.Routes,
			sitedata.Route{Path: content.JoinRoute(prefix, "/search"), Locale: loc.Code, Kind: "search", Title: "search"},
			sitedata.Route{Path: content.JoinRoute(prefix, "/404"), Locale: loc.Code, Kind: "notfound", Title: "notfound"},
		)
		res.Routes = append(res.Routes, api.routes(prefix, loc.Code)...)
	}
	repo := opts.Repo
	if repo == "" {
		repo = opts.Root
	}
	if res.Strings, err = stringsStage(opts.Root, repo, cfg, w); err != nil {
		return nil, err
	}
	if err := w.json("site.json", "site", cfg); err != nil {
		return nil, err
	}
	sort.SliceStable(res.Routes, func(i, j int) bool { return res.Routes[i].Path < res.Routes[j].Path })
	if err := w.json("routes.json", "routes", sitedata.Routes{Routes: res.Routes}); err != nil {
		return nil, err
	}
	if err := searchStage(opts, res, api, w); err != nil {
		return nil, err
	}
	n, err := w.commit(opts.Out, opts.InPlace)
	if err != nil {
		return nil, err
	}
	res.Written = n
	if opts.Log != nil {
		var parts []string
		for _, loc := range cfg.Locales {
			parts = append(parts, fmt.Sprintf("%s %d", loc.Code, counts[loc.Code]))
		}
		fmt.Fprintf(opts.Log, "content: %d pages (%s), %d API operations, %d routes, %d search records in %d ms\n",
			len(site.Pages), strings.Join(parts, ", "), api.count, len(res.Routes), res.Records, time.Since(start).Milliseconds())
	}
	return res, nil
}

// relErr makes paths in an error relative to the project folder.
func relErr(root string, err error) error {
	abs, _ := filepath.Abs(root)
	msg := strings.ReplaceAll(err.Error(), abs+string(filepath.Separator), "")
	msg = strings.ReplaceAll(msg, filepath.Clean(root)+string(filepath.Separator), "")
	return fmt.Errorf("%s", msg)
}

// writer collects artifacts in memory, validated, and writes them all at
// the end: a run that fails halfway writes nothing.
type writer struct{ files map[string][]byte }

func (w *writer) json(rel, kind string, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("build/data/%s: %w", rel, err)
	}
	raw := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if kind != "" {
		if err := sitedata.ValidateRaw(kind, raw); err != nil {
			return fmt.Errorf("build/data/%s: %w", rel, err)
		}
	}
	w.files[rel] = raw
	return nil
}

func (w *writer) raw(rel string, data []byte) { w.files[rel] = data }

// commit writes the files. In place: only changed files are rewritten (each
// atomically) and stale ones removed, so a watching dev server sees exactly
// what changed. Otherwise: everything goes to a fresh folder beside out,
// which then replaces out in two renames.
func (w *writer) commit(out string, inPlace bool) (int, error) {
	if inPlace {
		n := 0
		for rel, data := range w.files {
			p := filepath.Join(out, filepath.FromSlash(rel))
			if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, data) {
				continue
			}
			if err := sitedata.WriteFile(p, data); err != nil {
				return n, err
			}
			n++
		}
		filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(out, p)
			if _, keep := w.files[filepath.ToSlash(rel)]; !keep && !strings.HasPrefix(filepath.Base(p), ".") {
				os.Remove(p)
			}
			return nil
		})
		return n, nil
	}
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return 0, err
	}
	tmp, err := os.MkdirTemp(parent, ".data-new-")
	if err != nil {
		return 0, err
	}
	for rel, data := range w.files {
		p := filepath.Join(tmp, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			os.RemoveAll(tmp)
			return 0, err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			os.RemoveAll(tmp)
			return 0, err
		}
	}
	if err := SwapDir(tmp, out); err != nil {
		os.RemoveAll(tmp)
		return 0, err
	}
	return len(w.files), nil
}

// SwapDir replaces dst by src: dst moves aside, src takes its name, the old
// one is removed. Between the renames dst is briefly absent, never partial.
func SwapDir(src, dst string) error {
	old := dst + ".old"
	os.RemoveAll(old)
	if _, err := os.Stat(dst); err == nil {
		if err := os.Rename(dst, old); err != nil {
			return err
		}
	}
	if err := os.Rename(src, dst); err != nil {
		os.Rename(old, dst)
		return err
	}
	return os.RemoveAll(old)
}

func errorf(format string, a ...any) error { return fmt.Errorf(format, a...) }
