package engine

import (
	"reflect"
	"testing"
)

// Answers are cached by their parameters: a second query answers the same,
// with its own params echo and queryID, and a write to the index drops
// what was cached.
func TestCachedAnswers(t *testing.T) {
	e := loadedEngine(t)
	en := map[string]any{"facetFilters": []any{"language:en"}, "distinct": false, "clickAnalytics": true}
	first := runQuery(t, e, "nginx", en)
	again := runQuery(t, e, "nginx", en)
	if !reflect.DeepEqual(first["hits"], again["hits"]) || first["nbHits"] != again["nbHits"] {
		t.Fatalf("a repeated query answered differently:\n%v\n%v", ids(first), ids(again))
	}
	if first["queryID"] == again["queryID"] || again["queryID"] == "" {
		t.Fatalf("queryIDs %v and %v: each request needs its own", first["queryID"], again["queryID"])
	}
	other := runQuery(t, e, "nginx", map[string]any{"facetFilters": []any{"language:zh-cn"}, "distinct": false})
	if reflect.DeepEqual(ids(other), ids(first)) {
		t.Fatal("a query with other filters got the cached answer")
	}

	code, out := call(t, e, "POST", "/1/indexes/voce/batch", map[string]any{"requests": []any{
		map[string]any{"action": "deleteObject", "body": map[string]any{"objectID": ids(first)[0]}},
	}}, testAdmin)
	if code != 200 {
		t.Fatalf("batch: %d %v", code, out)
	}
	after := runQuery(t, e, "nginx", en)
	if contains(ids(after), ids(first)[0]) {
		t.Fatalf("the deleted record %s still shows: a stale cached answer", ids(first)[0])
	}
}

// The cache key is the canonical parameters: every field of params must
// change it, or two different queries would share an answer.
func TestEveryParamIsInTheCacheKey(t *testing.T) {
	base := (&params{}).encode()
	v := reflect.ValueOf(&params{}).Elem()
	for i := 0; i < v.NumField(); i++ {
		p := &params{}
		f := reflect.ValueOf(p).Elem().Field(i)
		switch f.Kind() {
		case reflect.String:
			f.SetString("x")
		case reflect.Int:
			f.SetInt(3)
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Pointer:
			n := reflect.New(f.Type().Elem())
			switch n.Elem().Kind() {
			case reflect.String:
				n.Elem().SetString("x")
			case reflect.Int:
				n.Elem().SetInt(3)
			}
			f.Set(n)
		case reflect.Slice:
			if f.Type().Elem().Kind() == reflect.String {
				f.Set(reflect.ValueOf([]string{"x"}))
			} else {
				f.Set(reflect.ValueOf([][]facetFilter{{{Attr: "language", Value: "en"}}}))
			}
		default:
			t.Fatalf("field %s: kind %s not covered by this test", v.Type().Field(i).Name, f.Kind())
		}
		if p.encode() == base {
			t.Errorf("params.%s does not change the cache key (params.encode)", v.Type().Field(i).Name)
		}
	}
}
