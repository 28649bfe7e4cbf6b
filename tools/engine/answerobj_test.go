package engine

import (
	"bytes"
	"fmt"
	"math/rand"
	"testing"
)

// The answer objects must write what the nested maps they replaced wrote
// (a map's keys sorted, paths merged into the objects already there), for
// records of any shape: mirrorReference is the map version.
func TestAnswerObjectsWriteAsMaps(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	keys := []string{"a", "b", "lvl0", "lvl1", "lvl10", "lvl2", "B", "é", "content", "hierarchy", "a.b", "a.lvl0"} // dotted keys: a path may name one whole
	var value func(depth int) any
	value = func(depth int) any {
		switch n := r.Intn(10); {
		case n < 4 || depth > 2:
			return fmt.Sprintf("text %d <b>", r.Intn(100))
		case n < 5:
			return nil
		case n < 6:
			return r.Intn(50)
		case n < 8:
			m := map[string]any{}
			for i := r.Intn(5); i > 0; i-- {
				m[keys[r.Intn(len(keys))]] = value(depth + 1)
			}
			return m
		default:
			var a []any
			for i := r.Intn(4); i > 0; i-- {
				a = append(a, value(depth+1))
			}
			return a
		}
	}
	paths := []string{"a", "b", "hierarchy", "hierarchy.lvl0", "hierarchy.lvl1", "content", "a.b", "a.lvl0", "B", "é", "*"}
	leaf := func(s string) any { return &snippetResult{MatchLevel: "none", Value: "[" + s + "]"} }
	for round := 0; round < 3000; round++ {
		doc := map[string]any{"objectID": "x"}
		for i := r.Intn(6); i > 0; i-- {
			doc[keys[r.Intn(len(keys))]] = value(0)
		}
		var attrs []string
		for i := r.Intn(5); i > 0; i-- {
			attrs = append(attrs, paths[r.Intn(len(paths))])
		}
		got, err := appendJSON(nil, highlightAttrs(doc, attrs, leaf))
		if err != nil {
			t.Fatal(err)
		}
		ref := map[string]any{}
		for _, a := range expandStar(doc, attrs) {
			mirrorReference(ref, doc, a, leaf)
		}
		want, err := appendJSON(nil, ref)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("doc %v, attributes %q:\n got %s\nwant %s", doc, attrs, got, want)
		}
	}
}

func mirrorReference(out map[string]any, doc map[string]any, path string, leaf func(string) any) {
	v := lookup(doc, path)
	if v == nil {
		return
	}
	if r := mirrorValueReference(v, leaf); r != nil {
		setPath(out, path, r)
	}
}

func mirrorValueReference(v any, leaf func(string) any) any {
	switch t := v.(type) {
	case string:
		return leaf(t)
	case []any:
		out := make([]any, 0, len(t))
		for _, e := range t {
			if r := mirrorValueReference(e, leaf); r != nil {
				out = append(out, r)
			}
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range t {
			if r := mirrorValueReference(e, leaf); r != nil {
				out[k] = r
			}
		}
		return out
	case nil:
		return nil
	}
	return leaf(scalarString(v))
}
