package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"vocedocs/tools/pipeline"
)

// All runs every benchmark and writes build/bench.json: builds (real and
// generated), page weight, a reader's first search, the dev loop,
// and Lighthouse.
func All(root string, w io.Writer) error {
	report := map[string]any{}
	fmt.Fprintln(w, "== build")
	builds, err := Build(root, GeneratedPages(), w)
	if err != nil {
		return err
	}
	report["builds"] = builds
	// The generated build left build/site alone; rebuild the real one for
	// the page and serving figures.
	if err := pipeline.Build(pipeline.BuildOptions{Root: root, Log: io.Discard}); err != nil {
		return err
	}
	fmt.Fprintln(w, "\n== page weight (first load, before interaction)")
	if err := Weights(root, w); err != nil {
		return err
	}
	fmt.Fprintln(w, "\n== search: the static index")
	searches, err := Search(root, w)
	if err != nil {
		return err
	}
	report["search"] = searches
	fmt.Fprintln(w, "\n== dev loop (mage dev, Chromium)")
	dev, err := DevLoop(root, w)
	if err != nil {
		return err
	}
	report["devLoop"] = dev
	fmt.Fprintln(w, "\n== Lighthouse, mobile")
	lh, err := Lighthouse(root, w)
	if err != nil {
		fmt.Fprintf(w, "lighthouse: %v\n", err)
	}
	report["lighthouse"] = lh
	raw, _ := json.MarshalIndent(report, "", "  ")
	return os.WriteFile(filepath.Join(root, "build", "bench.json"), raw, 0o644)
}
