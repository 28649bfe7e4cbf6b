package openapi

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"vocedocs/tools/sitedata"
)

// Bench generates an n-operation spec (GenerateSpec), then times loading
// it, computing slugs, and building the pages as JSON checked against
// their schemas (what the API stage writes), and prints the figures with
// operations per second. It measures; it does not judge.
func Bench(w io.Writer, n int) error {
	spec := GenerateSpec(n)
	t0 := time.Now()
	doc, err := Parse("generated.yaml", spec)
	if err != nil {
		return err
	}
	t1 := time.Now()
	slugs := Slugs(doc)
	t2 := time.Now()
	m := Build(doc)
	size, err := encodedSize("api-index", m.Index)
	if err != nil {
		return err
	}
	for _, op := range m.Operations {
		opSize, err := encodedSize("api-operation", op)
		if err != nil {
			return err
		}
		size += opSize
	}
	t3 := time.Now()
	ops := len(slugs)
	fmt.Fprintf(w, "openapi bench: %d operations, spec %d KiB, pages %d KiB of JSON\n", ops, len(spec)/1024, size/1024)
	for _, step := range []struct {
		name string
		took time.Duration
	}{{"load", t1.Sub(t0)}, {"slugs", t2.Sub(t1)}, {"build", t3.Sub(t2)}, {"total", t3.Sub(t0)}} {
		fmt.Fprintf(w, "  %-6s %10s  %8.0f ops/s\n", step.name, step.took.Round(time.Microsecond), float64(ops)/step.took.Seconds())
	}
	return nil
}

// encodedSize encodes a page and checks it against its schema.
func encodedSize(kind string, v any) (int, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return 0, err
	}
	return len(raw), sitedata.ValidateRaw(kind, raw)
}
