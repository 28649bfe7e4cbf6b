package openapi

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Bench generates an n-operation spec (GenerateSpec), then times loading
// it, computing slugs and emitting the JSON into a temporary folder, and
// prints the figures with operations per second. It measures; it does not
// judge.
func Bench(w io.Writer, n int) error {
	dir, err := os.MkdirTemp("", "openapi-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	spec := GenerateSpec(n)
	path := filepath.Join(dir, "spec.yaml")
	if err := os.WriteFile(path, spec, 0o644); err != nil {
		return err
	}
	t0 := time.Now()
	doc, err := Load(path)
	if err != nil {
		return err
	}
	t1 := time.Now()
	slugs := Slugs(doc)
	t2 := time.Now()
	st, err := Emit(doc, filepath.Join(dir, "out"))
	if err != nil {
		return err
	}
	t3 := time.Now()
	load, slug, emit, total := t1.Sub(t0), t2.Sub(t1), t3.Sub(t2), t3.Sub(t0)
	fmt.Fprintf(w, "openapi bench: %d operations, spec %d KiB, output %d files, %d KiB\n", len(slugs), len(spec)/1024, st.Files, st.Bytes/1024)
	fmt.Fprintf(w, "  load   %10s  %8.0f ops/s\n", load.Round(time.Microsecond), rate(len(slugs), load))
	fmt.Fprintf(w, "  slugs  %10s  %8.0f ops/s\n", slug.Round(time.Microsecond), rate(len(slugs), slug))
	fmt.Fprintf(w, "  emit   %10s  %8.0f ops/s\n", emit.Round(time.Microsecond), rate(len(slugs), emit))
	fmt.Fprintf(w, "  total  %10s  %8.0f ops/s\n", total.Round(time.Microsecond), rate(len(slugs), total))
	return nil
}

func rate(n int, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}
