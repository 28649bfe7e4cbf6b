package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	"vocedocs/tools/pipeline"
)

// BuildRun is one measured build.
type BuildRun struct {
	Set    string                        `json:"set"`
	Kind   string                        `json:"kind"` // cold | warm
	Pages  int                           `json:"pages"`
	Total  time.Duration                 `json:"totalNs"`
	Stages map[string]pipeline.StageStat `json:"stages"`
}

// Build measures cold and warm builds of the real content and of a
// generated set of n pages per locale, and the Go stage alone (median of 5).
func Build(root string, n int, w io.Writer) ([]BuildRun, error) {
	root, _ = filepath.Abs(root)
	if err := pipeline.EnsureJSDeps(root, w); err != nil {
		return nil, err
	}
	var runs []BuildRun
	measure := func(set, site string, pages int) error {
		os.RemoveAll(filepath.Join(site, "build"))
		os.RemoveAll(filepath.Join(root, "apps", "site", "node_modules", ".vite"))
		for _, kind := range []string{"cold", "warm"} {
			stats := map[string]pipeline.StageStat{}
			t := time.Now()
			if err := pipeline.Build(pipeline.BuildOptions{Root: root, Site: site, Stats: stats, Log: io.Discard}); err != nil {
				return fmt.Errorf("%s %s build: %w", set, kind, err)
			}
			runs = append(runs, BuildRun{Set: set, Kind: kind, Pages: pages, Total: time.Since(t), Stages: stats})
		}
		return nil
	}
	if err := measure("real", root, 284); err != nil {
		return nil, err
	}
	var goStage []time.Duration
	for i := 0; i < 5; i++ {
		tmp, _ := os.MkdirTemp("", "voce-bench-data-")
		t := time.Now()
		_, err := pipeline.Data(pipeline.Options{Root: root, Out: filepath.Join(tmp, "data")})
		goStage = append(goStage, time.Since(t))
		os.RemoveAll(tmp)
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(goStage, func(i, j int) bool { return goStage[i] < goStage[j] })

	gen, err := os.MkdirTemp("", "voce-bench-gen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(gen)
	if err := GenerateContent(root, gen, n); err != nil {
		return nil, err
	}
	if err := measure(fmt.Sprintf("gen %d/locale+%d ops", n, n), gen, 2*n+4*n); err != nil {
		return nil, err
	}

	fmt.Fprintf(w, "\n%-22s %-5s %6s %9s %9s %9s %9s %9s %11s\n", "set", "run", "pages", "go", "vite", "prerender", "compress", "total", "peak RSS")
	for _, r := range runs {
		peak := int64(0)
		for _, s := range r.Stages {
			if s.PeakRSS > peak {
				peak = s.PeakRSS
			}
		}
		fmt.Fprintf(w, "%-24s %-5s %6d %9s %9s %9s %9s %9s %8.0f MB\n", r.Set, r.Kind, r.Pages,
			ms(r.Stages["go"].Wall), ms(r.Stages["vite"].Wall), ms(r.Stages["prerender"].Wall), ms(r.Stages["compress"].Wall), ms(r.Total), float64(peak)/(1<<20))
	}
	fmt.Fprintf(w, "\nGo stage alone, real content: median %s (min %s, max %s, 5 runs)\n", ms(goStage[2]), ms(goStage[0]), ms(goStage[4]))
	out, _ := json.MarshalIndent(map[string]any{"builds": runs, "goStageMedianNs": goStage[2]}, "", "  ")
	os.MkdirAll(filepath.Join(root, "build"), 0o755)
	os.WriteFile(filepath.Join(root, "build", "bench-build.json"), out, 0o644)
	return runs, nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
