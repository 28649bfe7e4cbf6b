package openapi

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestGenerateSpec(t *testing.T) {
	for _, n := range []int{0, 1, 5, 203} {
		spec := GenerateSpec(n)
		if !bytes.Equal(spec, GenerateSpec(n)) {
			t.Fatalf("n=%d: not deterministic", n)
		}
		d, err := Parse("generated.yaml", spec)
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
		if n == 203 && !seen["list-widgets-0-1"] {
			t.Errorf("n=%d: repeated summaries should give -1 slugs", n)
		}
	}
	m := Build(mustParse(t, GenerateSpec(8)))
	if !bytes.Contains(mustJSON(t, m), []byte(`"circular":"Node"`)) {
		t.Error("generated spec has no cycle")
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
