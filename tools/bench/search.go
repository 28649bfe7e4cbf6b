package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"

	"vocedocs/tools/pipeline"
)

// searchResult is one query of apps/site/bench/search.mjs: the index's
// bytes and the time to the answer, the query entered whole and typed.
type searchResult struct {
	Query, Page  string
	KB, ScriptKB float64 // the index's response bodies (wasm, chunks, fragments, vocabulary); pagefind.js
	Ms           float64 // the query entered at once: to its first hit, cold, median
	TypedKB      float64 // typed a key at a time: the index's bytes for every answer on the way
	TypedMs      float64 // typed: from the last keystroke to the answer to the whole query, median
	Hits         int
	Top          string // the first hit's link
}

// searchRuns is how many fresh browser contexts each query gets.
const searchRuns = 3

// Search times a reader's first search in Chromium at 390×844 with no
// cache, the query entered at once and typed a key at a time, for a few
// queries in both locales (apps/site/bench/search.mjs).
func Search(root string, w io.Writer) error {
	root, _ = filepath.Abs(root)
	base, stop, err := pipeline.ServeSite(root)
	if err != nil {
		return err
	}
	defer stop()
	out, err := script(root, w, nil, "bench/search.mjs", base, fmt.Sprint(searchRuns))
	if err != nil {
		return fmt.Errorf("search bench: %w", err)
	}
	var res []searchResult
	if err := json.Unmarshal(out, &res); err != nil {
		return fmt.Errorf("search bench printed %q: %w", out, err)
	}
	fmt.Fprintf(w, "\nfirst search, 390x844, no cache, median of %d; whole: the query at once (budget: index 150 KB); typed: a key every 200 ms, ms after the last key (budget 300 ms)\n", searchRuns)
	fmt.Fprintf(w, "%-24s %-14s %9s %9s %9s %9s %9s %5s  %s\n", "page", "query", "index KB", "code KB", "whole ms", "typed KB", "typed ms", "hits", "first hit")
	for _, r := range res {
		fmt.Fprintf(w, "%-24s %-14s %9.1f %9.1f %9.0f %9.1f %9.0f %5d  %s\n", r.Page, r.Query, r.KB, r.ScriptKB, r.Ms, r.TypedKB, r.TypedMs, r.Hits, r.Top)
	}
	return nil
}
