package bench

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"vocedocs/tools/pipeline"
)

// A cold build starts without what a build reuses; the rest of build/ stays.
func TestColdStartClearsWhatABuildReuses(t *testing.T) {
	site := t.TempDir()
	for _, rel := range []string{"build/.cache/vite-inputs.txt", "build/data/routes.json", "build/site/index.html",
		"build/.search/en/pagefind.js", "build/test-results/report.json"} {
		p := filepath.Join(site, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("x"), 0o644)
	}
	trash := filepath.Join(site, "trash")
	os.MkdirAll(trash, 0o755)
	if err := coldStart(site, trash); err != nil {
		t.Fatal(err)
	}
	// Moved aside, not removed: the bench removes trash at its end.
	moved, _ := filepath.Glob(filepath.Join(trash, "site-*", "site", "index.html"))
	if len(moved) != 1 {
		t.Errorf("the last site is not in trash: %v", moved)
	}
	var left []string
	filepath.WalkDir(filepath.Join(site, "build"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(site, p)
			left = append(left, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(left)
	if got := strings.Join(left, " "); got != "build/test-results/report.json" {
		t.Errorf("left after a cold start: %s", got)
	}
}

// The header and every row have the same column widths, whatever the
// length of the set names.
func TestBuildTableAligned(t *testing.T) {
	st := map[string]pipeline.StageStat{"go": {Wall: 300 * time.Millisecond, PeakRSS: 80 << 20}, "vite": {Wall: 12 * time.Second}}
	runs := []BuildRun{
		{Set: "real", Kind: "cold", Pages: 284, Total: 20 * time.Second, Stages: st},
		{Set: "gen 2000/locale+2000 ops", Kind: "warm", Pages: 8000, Total: 3 * time.Second, Stages: st},
	}
	var b strings.Builder
	writeBuildTable(&b, runs)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("want a header and 2 rows:\n%s", b.String())
	}
	header := lines[0]
	for i, row := range lines[1:] {
		// Fixed-width columns, the last right-aligned: the same width and
		// the second column at the same place mean every column lines up.
		if len(row) != len(header) || strings.Index(row, " "+runs[i].Kind+" ") != strings.Index(header, " run ") {
			t.Errorf("row and header do not line up:\n%s\n%s", header, row)
		}
	}
}
