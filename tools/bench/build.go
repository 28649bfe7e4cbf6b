package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"vocedocs/tools/pipeline"
)

// BuildRun is one measured build.
type BuildRun struct {
	Set    string
	Kind   string // cold | warm
	Pages  int
	Total  time.Duration
	Stages map[string]pipeline.StageStat
}

// Build measures cold and warm builds of the real content and of a
// generated set of n pages per locale.
func Build(root string, n int, w io.Writer) error {
	root, _ = filepath.Abs(root)
	if err := pipeline.EnsureJSDeps(root, w); err != nil {
		return err
	}
	// What a cold start clears, and the generated sets, are removed only
	// once every build is measured: see coldStart.
	if err := os.MkdirAll(filepath.Join(root, "build"), 0o755); err != nil {
		return err
	}
	trash, err := os.MkdirTemp(filepath.Join(root, "build"), ".bench-trash-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(trash)
	var runs []BuildRun
	measure := func(set, site string) error {
		if err := coldStart(site, trash); err != nil {
			return err
		}
		os.RemoveAll(filepath.Join(root, "apps", "site", "node_modules", ".vite"))
		for _, kind := range []string{"cold", "warm"} {
			stats := map[string]pipeline.StageStat{}
			t := time.Now()
			if err := pipeline.Build(pipeline.BuildOptions{Root: root, Site: site, Stats: stats, Log: io.Discard}); err != nil {
				return fmt.Errorf("%s %s build: %w", set, kind, err)
			}
			runs = append(runs, BuildRun{Set: set, Kind: kind, Pages: routeCount(site), Total: time.Since(t), Stages: stats})
		}
		return nil
	}
	if err := measure("real", root); err != nil {
		return err
	}
	gen, err := os.MkdirTemp("", "voce-bench-gen-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(gen)
	if err := GenerateContent(root, gen, n); err != nil {
		return err
	}
	if err := measure(fmt.Sprintf("gen %d/locale+%d ops", n, n), gen); err != nil {
		return err
	}

	fmt.Fprintln(w)
	writeBuildTable(w, runs)
	return nil
}

// coldStart clears what a build reuses: the cache, the Go stage's
// artifacts, the static search index and the last site; the rest of
// build/ stays. They move into trash rather than being removed:
// removing a thousand files just before a cold build made its file
// creation several times slower on the bench machine's ext4 (each new file
// steps over the inodes freed in the last 30 s), which a build on a fresh
// clone does not pay. Where trash is on another file system they are
// removed (a missing one fails to move, and there is nothing to remove).
func coldStart(site, trash string) error {
	for _, dir := range []string{".cache", "data", ".search", "site"} {
		p := filepath.Join(site, "build", dir)
		aside, err := os.MkdirTemp(trash, dir+"-")
		if err != nil {
			return err
		}
		if os.Rename(p, filepath.Join(aside, dir)) == nil {
			continue
		}
		if err := os.RemoveAll(p); err != nil {
			return err
		}
	}
	return nil
}

// writeBuildTable prints one row per build under a header of the same
// widths; the set column is as wide as its longest name. "search" is what
// the static index adds after the pre-render (its budget: 1.5 s).
func writeBuildTable(w io.Writer, runs []BuildRun) {
	width := len("set")
	for _, r := range runs {
		width = max(width, len(r.Set))
	}
	fmt.Fprintf(w, "%-*s %-5s %6s %9s %9s %9s %9s %9s %9s %11s\n", width, "set", "run", "pages", "go", "vite", "prerender", "search", "compress", "total", "peak RSS")
	for _, r := range runs {
		peak := int64(0)
		for _, s := range r.Stages {
			peak = max(peak, s.PeakRSS)
		}
		fmt.Fprintf(w, "%-*s %-5s %6d %9s %9s %9s %9s %9s %9s %8.0f MB\n", width, r.Set, r.Kind, r.Pages, ms(r.Stages["go"].Wall), ms(r.Stages["vite"].Wall),
			ms(r.Stages["prerender"].Wall), ms(r.Stages["search"].Wall), ms(r.Stages["compress"].Wall), ms(r.Total), float64(peak)/(1<<20))
	}
}

// routeCount is the number of routes (pages) the site's last build wrote.
func routeCount(site string) int {
	var r struct{ Routes []json.RawMessage }
	raw, err := os.ReadFile(filepath.Join(site, "build", "data", "routes.json"))
	if err != nil || json.Unmarshal(raw, &r) != nil {
		return 0
	}
	return len(r.Routes)
}

func ms(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
