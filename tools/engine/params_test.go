package engine

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestParseParams(t *testing.T) {
	cases := []struct {
		in   string
		want string // canonical encoding, or "error: <part of the message>"
	}{
		{"", ""},
		{"query=nginx", "query=nginx"},
		{"query=a+b&hitsPerPage=5&page=2", "hitsPerPage=5&page=2&query=a+b"},
		{"query=%E5%8F%8D%E5%90%91", "query=%E5%8F%8D%E5%90%91"},
		{"attributesToRetrieve=url,content", "attributesToRetrieve=%5B%22url%22%2C%22content%22%5D"},
		{`attributesToRetrieve=["url"]`, "attributesToRetrieve=%5B%22url%22%5D"},
		{`facetFilters=["language:en",["a:b","c:-d"]]`, "facetFilters=%5B%5B%22language%3Aen%22%5D%2C%5B%22a%3Ab%22%2C%22c%3A-d%22%5D%5D"},
		{"facetFilters=language:en", "facetFilters=%5B%5B%22language%3Aen%22%5D%5D"},
		{`facetFilters=a:\-x`, "facetFilters=%5B%5B%22a%3A%5C%5C-x%22%5D%5D"},
		{"distinct=true", "distinct=1"},
		{"distinct=0", "distinct=0"},
		{"clickAnalytics=true&getRankingInfo=1", "clickAnalytics=true&getRankingInfo=true"},
		{"x-algolia-agent=whatever&analytics=false", ""},
		{"hitsPerPage=abc", "error: hitsPerPage must be an integer"},
		{"hitsPerPage=1001", "error: between 0 and 1000"},
		{"page=-1", "error: page must be between"},
		{"distinct=9", "error: distinct must be"},
		{"facetFilters=[1]", "error: facetFilters"},
		{"facetFilters=[[[\"a:b\"]]]", "error: facetFilters"},
		{"facetFilters=novalue", "error: not attribute:value"},
		{"attributesToSnippet=content:x", "error: invalid attributesToSnippet"},
		{"typoTolerance=sometimes", "error: typoTolerance"},
		{"filters=language:en", "error: filters is not supported"},
		{"query=%zz", "error: invalid params string"},
		{"query=%ff", "error: not valid UTF-8"},
	}
	for _, c := range cases {
		p, err := parseParams(c.in)
		if msg, isErr := strings.CutPrefix(c.want, "error: "); isErr {
			if err == nil || !strings.Contains(err.Error(), msg) {
				t.Errorf("%q: error %v, want %q", c.in, err, msg)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := p.encode(); got != c.want {
			t.Errorf("%q: encodes as %q, want %q", c.in, got, c.want)
		}
	}
}

// v5 inline keys mean the same as the v4 string.
func TestParamsFromJSON(t *testing.T) {
	var obj map[string]json.RawMessage
	json.Unmarshal([]byte(`{"indexName":"voce","query":"nginx","hitsPerPage":5,"distinct":true,
		"facetFilters":["language:en",["a:b"]],"attributesToRetrieve":["url"],"clickAnalytics":false,"userToken":null}`), &obj)
	inline, err := paramsFromJSON(obj)
	if err != nil {
		t.Fatal(err)
	}
	v4, err := parseParams(`query=nginx&hitsPerPage=5&distinct=true&facetFilters=["language:en",["a:b"]]&attributesToRetrieve=["url"]`)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(inline, v4) {
		t.Fatalf("inline %+v\nv4     %+v", inline, v4)
	}
	// Inline keys override a params string given with them.
	obj = nil
	json.Unmarshal([]byte(`{"params":"query=a&hitsPerPage=3","query":"b"}`), &obj)
	p, err := paramsFromJSON(obj)
	if err != nil || p.Query != "b" || *p.HitsPerPage != 3 {
		t.Fatalf("%+v %v", p, err)
	}
}

// FuzzParams checks that parsing a params string never panics, and that
// whatever parses encodes to a string that parses to the same parameters.
func FuzzParams(f *testing.F) {
	for _, s := range []string{
		"query=nginx&hitsPerPage=20",
		`facetFilters=["language:zh-cn",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]`,
		"attributesToSnippet=hierarchy.lvl1:10,content:10&snippetEllipsisText=%E2%80%A6",
		"highlightPreTag=%3Cmark%3E&highlightPostTag=%3C%2Fmark%3E&clickAnalytics=true",
		"facetFilters=(a:b,c:d),e:-f",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := parseParams(s)
		if err != nil {
			return
		}
		enc := p.encode()
		q, err := parseParams(enc)
		if err != nil {
			t.Fatalf("%q encodes as %q, which does not parse: %v", s, enc, err)
		}
		if !reflect.DeepEqual(p, q) {
			t.Fatalf("%q: round trip through %q changed\n%+v\nto\n%+v", s, enc, p, q)
		}
	})
}
