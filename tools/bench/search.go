package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"vocedocs/tools/pipeline"
)

// SearchResult is the first search of a reader on a phone: what the static
// index cost in bytes and how long the results took, per query.
type SearchResult struct {
	Query    string  `json:"query"`
	Page     string  `json:"page"`
	KB       float64 `json:"kb"`       // the whole query at once: response bodies for the index (wasm, chunks, fragments, vocabulary)
	ScriptKB float64 `json:"scriptKB"` // pagefind.js, Pagefind's code
	Ms       float64 `json:"ms"`       // the whole query at once: from entering it to its first hit, cold, median
	TypedKB  float64 `json:"typedKB"`  // typed a key at a time: the index's bytes for every answer on the way
	TypedMs  float64 `json:"typedMs"`  // typed: from the last keystroke to the answer to the whole query shown, median
	Hits     int     `json:"hits"`     // hits shown
	Top      string  `json:"top"`      // the first hit's link
	RunsMs   []int64 `json:"runsMs"`   // each run
}

// searchRuns is how many fresh browser contexts each query gets.
const searchRuns = 3

// Search times a reader's first search in Chromium at 390×844 with no
// cache, the query entered at once and typed a key at a time, for a few
// queries in both locales (apps/site/bench/search.mjs).
func Search(root string, w io.Writer) ([]SearchResult, error) {
	root, _ = filepath.Abs(root)
	base, stop, err := pipeline.ServeSite(root)
	if err != nil {
		return nil, err
	}
	defer stop()
	cmd := exec.Command("node", "bench/search.mjs", base, fmt.Sprint(searchRuns))
	cmd.Dir = filepath.Join(root, "apps", "site")
	cmd.Env = append(os.Environ(), "CHROMIUM_PATH="+pipeline.ChromiumPath())
	cmd.Stderr = w
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("search bench: %w", err)
	}
	var res []SearchResult
	if err := json.Unmarshal(out, &res); err != nil {
		return nil, fmt.Errorf("search bench printed %q: %w", out, err)
	}
	fmt.Fprintf(w, "\nfirst search, 390x844, no cache, median of %d; whole: the query at once (budget: index 150 KB); typed: a key every 200 ms, ms after the last key (budget 300 ms)\n", searchRuns)
	fmt.Fprintf(w, "%-24s %-14s %9s %9s %9s %9s %9s %5s  %s\n", "page", "query", "index KB", "code KB", "whole ms", "typed KB", "typed ms", "hits", "first hit")
	for i := range res {
		r := res[i]
		fmt.Fprintf(w, "%-24s %-14s %9.1f %9.1f %9.0f %9.1f %9.0f %5d  %s\n", r.Page, r.Query, r.KB, r.ScriptKB, r.Ms, r.TypedKB, r.TypedMs, r.Hits, r.Top)
	}
	return res, nil
}
