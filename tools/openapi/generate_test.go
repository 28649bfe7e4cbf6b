package openapi

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestGenerateSpec(t *testing.T) {
	petstore, err := Load("testdata/specs/petstore.yaml") // has operationIds
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range []*Doc{petstore, loadReal(t)} {
		for _, n := range []int{0, 1, 5, 2*len(src.ops) + 3} {
			checkGenerated(t, src, n)
		}
	}
}

func checkGenerated(t *testing.T, src *Doc, n int) {
	t.Helper()
	spec := GenerateSpec(src, n)
	if !bytes.Equal(spec, GenerateSpec(src, n)) {
		t.Fatalf("n=%d: not deterministic", n)
	}
	d, err := Parse("generated.json", spec)
	if err != nil {
		t.Fatalf("n=%d: %v", n, err)
	}
	if len(d.ops) != n {
		t.Errorf("n=%d: %d operations", n, len(d.ops))
	}
	slugs := Slugs(d)
	seen := map[string]bool{}
	for _, s := range slugs {
		if seen[s] {
			t.Errorf("n=%d: slug %q repeats", n, s)
		}
		seen[s] = true
	}
	if n > len(src.ops) && !strings.HasPrefix(slugs[len(src.ops)], slugs[0]+"-") {
		t.Errorf("n=%d: the second round's first slug is %q, want %q with a suffix", n, slugs[len(src.ops)], slugs[0])
	}
}

func mustParse(t *testing.T, spec []byte) *Doc {
	t.Helper()
	d, err := Parse("spec.yaml", spec)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
