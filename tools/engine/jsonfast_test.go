package engine

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

var jsonFastSeeds = []string{
	`"nginx"`, ` "反向代理" `, `""`, `"a\"b"`, `"tab\there"`, "\"raw\ttab\"", `"\u00e9"`, "\"\xff\xfe\"", `"x`, `x"`, `null`, `12`,
	`["hierarchy.lvl0","content"]`, `[ "a" , "b" ]`, `[]`, ` [ ] `, `["a",]`, `[,"a"]`, `["a" "b"]`, `["a",1]`, `["a",null]`, `[["a"]]`,
	`["language:en",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]`, `[["a","b"],"c",[]]`, `[["a",["b"]]]`, `["a"]x`, `[`,
}

// What the fast readers accept, they read exactly as encoding/json does;
// what encoding/json refuses, they decline.
func FuzzJSONFastAgreesWithEncodingJSON(f *testing.F) {
	for _, s := range jsonFastSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		raw := []byte(in)
		if got, ok := plainString(raw); ok {
			var want string
			if err := json.Unmarshal(raw, &want); err != nil || got != want {
				t.Fatalf("plainString(%q) = %q; encoding/json: %q, %v", in, got, want, err)
			}
		}
		if got, ok := plainStrings(raw); ok {
			var want []string
			if err := json.Unmarshal(raw, &want); err != nil || want == nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("plainStrings(%q) = %q; encoding/json: %q, %v", in, got, want, err)
			}
		}
		if got, ok := plainGroups(raw); ok {
			var items []any
			if err := json.Unmarshal(raw, &items); err != nil {
				t.Fatalf("plainGroups(%q) read what encoding/json refuses: %v", in, err)
			}
			if len(items) != len(got) {
				t.Fatalf("plainGroups(%q): %d groups for %d items", in, len(got), len(items))
			}
			for i, it := range items {
				want := []string{}
				switch v := it.(type) {
				case string:
					want = append(want, v)
				case []any:
					for _, x := range v {
						s, isStr := x.(string)
						if !isStr {
							t.Fatalf("plainGroups(%q) read a non-string %v", in, x)
						}
						want = append(want, s)
					}
				default:
					t.Fatalf("plainGroups(%q) read item %v", in, it)
				}
				if !reflect.DeepEqual(got[i], want) {
					t.Fatalf("plainGroups(%q)[%d] = %q, want %q", in, i, got[i], want)
				}
			}
		}
	})
}

// The request DocSearch sends takes the fast way for every value.
func TestDocSearchRequestValuesArePlain(t *testing.T) {
	raw, err := browserJSON(docSearchRequest("反向代理 nginx"))
	if err != nil {
		t.Fatal(err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		t.Fatal(err)
	}
	for k, v := range obj {
		switch k {
		case "attributesToRetrieve", "attributesToSnippet":
			if _, ok := plainStrings(v); !ok {
				t.Errorf("%s %s: not read the fast way", k, v)
			}
		case "facetFilters":
			if _, ok := plainGroups(v); !ok {
				t.Errorf("%s %s: not read the fast way", k, v)
			}
		default:
			if v[0] == '"' {
				if _, ok := plainString(v); !ok {
					t.Errorf("%s %s: not read the fast way", k, v)
				}
			}
		}
	}
}

// What plainQueries reads, decodeStrict reads the same (raw values byte for
// byte); what decodeStrict refuses, plainQueries declines.
func FuzzPlainQueriesAgreesWithDecodeStrict(f *testing.F) {
	body, err := browserJSON(map[string]any{"requests": []any{docSearchRequest("反向代理 nginx"), docSearchRequest("smtp")}})
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{
		string(body), `{}`, `{"requests":[]}`, `{"requests":null}`, `{"requests":[null]}`, `{"requests":[{}],"strategy":"none"}`,
		`{"Requests":[{"indexName":"voce"}]}`, `{"requests":[{"a":1}],"requests":[{"b":2}]}`, `{"requests":[{"a":"x\"y"}]}`,
		`{"requests":[{"a\u0062":1}]}`, `{"strategy":1,"requests":[]}`, `{"other":{"requests":[1]},"requests":[{"q":[1,{"a":[]}],"n":-1.5e3}]}`,
		`{"requests":[{"a":1}]} x`, `[{"requests":[]}]`, ` { "requests" : [ { "k" : true , "m" : null } ] } `, `{"requests":"x"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		reqs, strategy, ok := plainQueries([]byte(in))
		if !ok {
			return
		}
		var want struct {
			Requests []map[string]json.RawMessage `json:"requests"`
			Strategy string                       `json:"strategy"`
		}
		if err := decodeStrict([]byte(in), &want); err != nil {
			t.Fatalf("plainQueries read %q, which decodeStrict refuses: %v", in, err)
		}
		if strategy != want.Strategy || len(reqs) != len(want.Requests) || (reqs == nil) != (want.Requests == nil) {
			t.Fatalf("%q: %d requests, strategy %q; decodeStrict: %d, %q", in, len(reqs), strategy, len(want.Requests), want.Strategy)
		}
		for i := range reqs {
			if len(reqs[i]) != len(want.Requests[i]) {
				t.Fatalf("%q: request %d has %d keys, decodeStrict %d", in, i, len(reqs[i]), len(want.Requests[i]))
			}
			for k, v := range want.Requests[i] {
				if !bytes.Equal(reqs[i][k], v) {
					t.Fatalf("%q: request %d key %q is %s, decodeStrict %s", in, i, k, reqs[i][k], v)
				}
			}
		}
	})
}

// The bench's body, as the browser sends it, is read the fast way.
func TestDocSearchBodyIsPlain(t *testing.T) {
	body, err := browserJSON(map[string]any{"requests": []any{docSearchRequest("反向代理 nginx")}})
	if err != nil {
		t.Fatal(err)
	}
	if reqs, _, ok := plainQueries(body); !ok || len(reqs) != 1 || len(reqs[0]) < 10 {
		t.Fatalf("DocSearch's body: %v requests, ok %v", len(reqs), ok)
	}
}
