package pipeline

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
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
	if err := cfg.FromEnv(); err != nil {
		return nil, err
	}
	w := &writer{files: map[string][]byte{}}
	defer w.checks.Wait()

	api, err := apiStage(opts, cfg, w)
	if err != nil {
		return nil, err
	}
	site, err := content.Load(content.Options{Root: opts.Root, Config: cfg, NoGit: opts.NoGit})
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
	if res.Strings, err = stringsStage(opts.Root, cmp.Or(opts.Repo, opts.Root), cfg, w); err != nil {
		return nil, err
	}
	if err := site.CheckAPILinks(api.localRoutes); err != nil {
		return nil, err
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
	if err := w.json("site.json", "site", cfg); err != nil {
		return nil, err
	}
	twins, err := llmsStage(res, api, w)
	if err != nil {
		return nil, err
	}
	for i := range res.Routes {
		res.Routes[i].Markdown = twins[res.Routes[i].Path]
	}
	sort.SliceStable(res.Routes, func(i, j int) bool { return res.Routes[i].Path < res.Routes[j].Path })
	if err := w.json("routes.json", "routes", sitedata.Routes{Routes: res.Routes}); err != nil {
		return nil, err
	}
	if err := writeSearch(res, api, w); err != nil {
		return nil, err
	}
	if err := w.wait(); err != nil {
		return nil, err
	}
	if err := w.commit(opts.Out, opts.InPlace); err != nil {
		return nil, err
	}
	lastAPI.Store(api.apiStored) // once the whole run succeeded: a failed build leaves build/ as it was
	if opts.Log != nil {
		var parts []string
		for _, loc := range cfg.Locales {
			parts = append(parts, fmt.Sprintf("%s %d", loc.Code, counts[loc.Code]))
		}
		fmt.Fprintf(opts.Log, "content: %d pages (%s), %d API operations, %d routes, %d search records in %d ms\n",
			len(site.Pages), strings.Join(parts, ", "), len(api.Ops), len(res.Routes), res.Records, time.Since(start).Milliseconds())
	}
	return res, nil
}

// relErr makes paths in an error relative to the project folder; they
// were joined to it, so they start with it cleaned.
func relErr(root string, err error) error {
	return errors.New(strings.ReplaceAll(err.Error(), filepath.Clean(root)+string(filepath.Separator), ""))
}

// writer collects artifacts in memory, validated, and writes them all at
// the end: a run that fails halfway writes nothing. Schema validation is
// the stage's largest cost, so each check runs on a goroutine of its own
// while the stages go on producing; wait returns the first failure in the
// order queued.
type writer struct {
	mu     sync.Mutex        // errs, which the checks' goroutines fill
	files  map[string][]byte // by path under out
	errs   []error           // one per check, in the order queued
	checks sync.WaitGroup
}

func (w *writer) json(rel, kind string, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("build/data/%s: %w", rel, err)
	}
	raw := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	w.queue(rel, kind, raw, func() error { return sitedata.ValidateRaw(kind, raw) })
	w.raw(rel, raw)
	return nil
}

// passed holds a digest of every artifact that passed its schema check in
// this process: under `mage dev` a save checks again only what it changed.
var passed sync.Map

// queue runs the schema check of an artifact in the background, unless
// the same kind and bytes passed before; its error names build/data/file.
func (w *writer) queue(file, kind string, raw []byte, check func() error) {
	w.mu.Lock()
	i := len(w.errs)
	w.errs = append(w.errs, nil)
	w.mu.Unlock()
	w.checks.Go(func() {
		key := sha256.Sum256(append([]byte(kind+"\x00"), raw...))
		if _, ok := passed.Load(key); ok {
			return
		}
		if err := check(); err != nil {
			w.mu.Lock()
			w.errs[i] = fmt.Errorf("build/data/%s: %w", file, err)
			w.mu.Unlock()
			return
		}
		passed.Store(key, true)
	})
}

// wait lets every queued check finish.
func (w *writer) wait() error {
	w.checks.Wait()
	for _, err := range w.errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func (w *writer) raw(rel string, data []byte) { w.files[rel] = data }

// commit writes the files. In place: only changed files are rewritten
// (each atomically) and stale ones removed, so a watching dev server sees
// exactly what changed. Otherwise: everything goes to a fresh folder beside
// out, which then replaces out in two renames.
func (w *writer) commit(out string, inPlace bool) error {
	dir := out
	if !inPlace {
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		tmp, err := os.MkdirTemp(filepath.Dir(out), ".data-new-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp) // gone already once it replaced out
		dir = tmp
	}
	for rel, data := range w.files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, data) {
			continue
		}
		if err := sitedata.WriteFile(p, data); err != nil {
			return err
		}
	}
	if !inPlace {
		return SwapDir(dir, out)
	}
	var dirs []string
	filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			dirs = append(dirs, p)
			return nil
		}
		rel, _ := filepath.Rel(out, p)
		if _, keep := w.files[filepath.ToSlash(rel)]; !keep && !strings.HasPrefix(filepath.Base(p), ".") {
			os.Remove(p)
		}
		return nil
	})
	// Deepest first; a folder that still holds something stays, one
	// emptied by a removed page or operation goes.
	for i := len(dirs) - 1; i > 0; i-- {
		os.Remove(dirs[i])
	}
	return nil
}

// SwapDir replaces dst by src: dst moves aside, src takes its name, the old
// one is removed. Between the renames dst is briefly absent, never partial.
func SwapDir(src, dst string) error {
	old, err := os.MkdirTemp(filepath.Dir(dst), "."+filepath.Base(dst)+"-old-")
	if err != nil {
		return err
	}
	os.Remove(old) // only the unique name is wanted
	if err := os.Rename(dst, old); err != nil && !os.IsNotExist(err) {
		return err
	}
	if err := os.Rename(src, dst); err != nil {
		os.Rename(old, dst)
		return err
	}
	return os.RemoveAll(old)
}
