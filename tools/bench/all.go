package bench

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"vocedocs/tools/pipeline"
)

// All runs every benchmark and prints its figures: builds (real and
// generated), page weight, a reader's first search, the dev loop, and
// Lighthouse.
func All(root string, w io.Writer) error {
	fmt.Fprintln(w, "== build")
	if err := Build(root, GeneratedPages(), w); err != nil {
		return err
	}
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
	if err := Search(root, w); err != nil {
		return err
	}
	fmt.Fprintln(w, "\n== dev loop (mage dev, Chromium)")
	if err := DevLoop(root, w); err != nil {
		return err
	}
	fmt.Fprintln(w, "\n== Lighthouse, mobile")
	if err := Lighthouse(root, w); err != nil {
		fmt.Fprintf(w, "lighthouse: %v\n", err)
	}
	return nil
}

// script runs a Node script of apps/site (a bench script or Playwright)
// and returns what it printed; its errors go to w.
func script(root string, w io.Writer, env []string, args ...string) ([]byte, error) {
	cmd := exec.Command("node", args...)
	cmd.Dir = filepath.Join(root, "apps", "site")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = w
	return cmd.Output()
}
