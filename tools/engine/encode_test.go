package engine

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"testing"
)

// appendJSON must write what json.Marshal writes, byte for byte.
func TestAppendJSONWritesAsMarshal(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	pieces := []string{"a", "Z", " ", "<mark>", "</mark>", "&", "\"", "\\", "\n", "\t", "\r", "\b", "\f", "\x00", "\x1f", "\x7f",
		"é", "反向代理", "\u2028", "\u2029", "\xff", "\xe4\xb8", "😀", "…", "'", "/"}
	str := func() string {
		var b []byte
		for n := r.Intn(8); n > 0; n-- {
			b = append(b, pieces[r.Intn(len(pieces))]...)
		}
		return string(b)
	}
	var value func(depth int) any
	value = func(depth int) any {
		switch k := r.Intn(12); {
		case k < 4 || depth > 3:
			return str()
		case k == 4:
			return nil
		case k == 5:
			return r.Intn(2) == 0
		case k == 6:
			return []json.Number{"0", "-12", "3.5e7", "1E-3", "", " 1", "1 ", "01", "x"}[r.Intn(9)]
		case k == 7:
			return r.Intn(2000) - 1000
		case k == 8:
			full := r.Intn(2) == 0
			h := &highlightResult{MatchLevel: str(), Value: str()}
			if r.Intn(2) == 0 {
				h.FullyHighlighted = &full
			}
			if r.Intn(3) > 0 {
				h.MatchedWords = []string{str(), str()}[:r.Intn(3)]
			}
			return h
		case k == 9:
			return &snippetResult{MatchLevel: str(), Value: str()}
		case k == 10:
			var l []any
			if r.Intn(5) > 0 {
				l = []any{}
			}
			for n := r.Intn(4); n > 0; n-- {
				l = append(l, value(depth+1))
			}
			return l
		}
		var m map[string]any
		if r.Intn(6) > 0 {
			m = map[string]any{}
		}
		for n := r.Intn(5); n > 0 && m != nil; n-- {
			m[str()] = value(depth + 1)
		}
		return m
	}
	for i := 0; i < 20000; i++ {
		v := value(0)
		want, wantErr := json.Marshal(v)
		got, err := appendJSON(nil, v)
		if (err != nil) != (wantErr != nil) || (err == nil && !bytes.Equal(got, want)) {
			t.Fatalf("value %#v:\nappendJSON %s (%v)\nMarshal    %s (%v)", v, got, err, want, wantErr)
		}
	}
}

// appendHit must write what json.Marshal writes for the hit as one map:
// retrieved attributes and the extra ones merged in key order, an extra
// replacing a retrieved attribute of its name.
func TestAppendHitWritesAsMarshal(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	keys := []string{"A", "Zed", "0", "_a", "_highlightResult", "_rankingInfo", "_s", "_snippetResult", "`", "content", "hierarchy", "objectID", "url", "é"}
	for i := 0; i < 5000; i++ {
		doc := map[string]any{}
		for _, k := range keys {
			if r.Intn(2) == 0 {
				doc[k] = []any{k, json.Number("1"), map[string]any{"lvl0": "<b>" + k}}[r.Intn(3)]
			}
		}
		var fields []field
		for _, k := range sortedKeys(doc) {
			enc, err := appendJSON(nil, doc[k])
			if err != nil {
				t.Fatal(err)
			}
			fields = append(fields, field{k, enc})
		}
		extras := []extraField{{key: "_highlightResult"}, {key: "_rankingInfo"}, {key: "_snippetResult"}}
		want := map[string]any{}
		for k, v := range doc {
			want[k] = v
		}
		for j := range extras {
			if r.Intn(2) == 0 {
				extras[j].value = map[string]any{"value": extras[j].key, "n": j}
				want[extras[j].key] = extras[j].value
			}
		}
		got, err := appendHit(nil, fields, extras)
		if err != nil {
			t.Fatal(err)
		}
		if raw, _ := json.Marshal(want); !bytes.Equal(got, raw) {
			t.Fatalf("appendHit\n%s\njson.Marshal\n%s", got, raw)
		}
	}
}

// An answer's meta fields are written as an Encoder with
// SetEscapeHTML(false) writes the struct, for any values.
func TestAnswerMetaWritesAsEncoder(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	strs := []string{"", "nginx", "<b>&\"x\"</b>", "tab\tnew\nline", "\x01\x1f", "\xff\xfe", "a\u2028b\u2029", "反向代理", "query=a%20b&hitsPerPage=20"}
	str := func() string { return strs[r.Intn(len(strs))] + strs[r.Intn(len(strs))] }
	for i := 0; i < 2000; i++ {
		m := answerMeta{
			NbHits: r.Intn(5000) - 10, Page: r.Intn(100), NbPages: r.Intn(100), HitsPerPage: r.Intn(1000),
			ExhaustiveNbHits: r.Intn(2) == 0, ExhaustiveTypo: r.Intn(2) == 0,
			Query: str(), Params: str(), ProcessingTimeMS: r.Int63n(1 << 40),
		}
		if r.Intn(2) == 0 {
			m.Index, m.QueryID = str(), str()
		}
		switch r.Intn(3) {
		case 0:
			m.Exhaustive = map[string]bool{"nbHits": true, "typo": r.Intn(2) == 0, str(): false}
		case 1:
			m.Exhaustive = map[string]bool{}
		}
		switch r.Intn(3) {
		case 0:
			m.RenderingContent = map[string]any{}
		case 1:
			m.RenderingContent = map[string]any{"facetOrdering": map[string]any{"facets": []any{str()}}, str(): 1.5}
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(&m); err != nil {
			t.Fatal(err)
		}
		got, err := m.appendFields([]byte("{"))
		if err != nil {
			t.Fatal(err)
		}
		if w := bytes.TrimSpace(want.Bytes()); !bytes.Equal(got, w) {
			t.Fatalf("meta %+v:\n got %s\nwant %s", m, got, w)
		}
	}
}
