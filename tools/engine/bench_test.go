package engine

import (
	"os"
	"testing"
)

// TestBench prints Bench figures for 5,000 synthetic records when
// ENGINE_BENCH=1; otherwise it runs a tiny smoke version.
func TestBench(t *testing.T) {
	n, queries := 300, BenchQueries[:3]
	if os.Getenv("ENGINE_BENCH") == "1" {
		n, queries = 5000, BenchQueries
	}
	recs := SyntheticRecords(n, 1)
	if len(recs) != n {
		t.Fatalf("SyntheticRecords(%d) gave %d records", n, len(recs))
	}
	var out testWriter
	if err := Bench(&out, recs, queries); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", out.String())
}

type testWriter struct{ b []byte }

func (w *testWriter) Write(p []byte) (int, error) { w.b = append(w.b, p...); return len(p), nil }
func (w *testWriter) String() string              { return string(w.b) }
