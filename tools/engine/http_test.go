package engine

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

const keys = "x-algolia-api-key=" + testSearch + "&x-algolia-application-id=" + testApp

// A v4 client sends one URL-encoded params string per request, with
// JSON-valued parameters encoded as JSON.
func TestQueriesV4Params(t *testing.T) {
	e := loadedEngine(t)
	params := url.Values{}
	params.Set("query", "nginx")
	params.Set("hitsPerPage", "2")
	params.Set("facetFilters", `["language:en",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]`)
	params.Set("attributesToRetrieve", `["hierarchy.lvl1","url"]`)
	params.Set("attributesToSnippet", `["content:5"]`)
	params.Set("highlightPreTag", "<b>")
	params.Set("highlightPostTag", "</b>")
	ps := params.Encode()
	code, out := call(t, e, "POST", "/1/indexes/*/queries?"+keys, map[string]any{
		"requests": []any{
			map[string]any{"indexName": "voce", "params": ps},
			map[string]any{"indexName": "voce", "params": "query=%E5%8F%8D%E5%90%91%E4%BB%A3%E7%90%86&hitsPerPage=1"},
		},
	}, "")
	if code != 200 {
		t.Fatalf("status %d: %v", code, out)
	}
	results := out["results"].([]any)
	r0 := results[0].(map[string]any)
	if r0["params"] != ps || r0["index"] != "voce" || r0["query"] != "nginx" || r0["hitsPerPage"].(float64) != 2 ||
		r0["nbPages"].(float64) != 1 || r0["exhaustiveNbHits"] != true {
		t.Fatalf("result shape: %v", r0)
	}
	for _, k := range []string{"hits", "nbHits", "page", "nbPages", "hitsPerPage", "exhaustiveNbHits", "query", "params", "processingTimeMS", "index"} {
		if _, ok := r0[k]; !ok {
			t.Fatalf("result has no %s", k)
		}
	}
	h := hits(r0)[0]
	if h["url"] == nil || h["content"] != nil || dig(h, "hierarchy", "lvl1") == nil {
		t.Fatalf("retrieved: %v", h)
	}
	if v := dig(h, "_highlightResult", "hierarchy", "lvl1", "value"); v != "Install with <b>Nginx</b>" {
		t.Fatalf("highlight tags: %v", v)
	}
	r1 := results[1].(map[string]any)
	if r1["query"] != "反向代理" || len(hits(r1)) != 1 {
		t.Fatalf("second result: %v", r1)
	}
}

// algoliasearch v5 (DocSearch 3.9) sends parameters inline.
func TestQueriesV5Inline(t *testing.T) {
	e := loadedEngine(t)
	res := runQuery(t, e, "smtp", map[string]any{
		"attributesToRetrieve": []string{"hierarchy.lvl0", "hierarchy.lvl1", "content", "type", "url"},
		"attributesToSnippet":  []string{"hierarchy.lvl1:10", "content:10"},
		"snippetEllipsisText":  "…",
		"highlightPreTag":      "<mark>",
		"highlightPostTag":     "</mark>",
		"hitsPerPage":          20,
		"clickAnalytics":       false,
		"facetFilters":         []any{"language:zh-cn", []any{"docusaurus_tag:default", "docusaurus_tag:docs-default-current"}},
	})
	got := ids(res)
	if len(got) != 2 || got[0] != "r00" {
		t.Fatalf("hits %v", got)
	}
	if v := dig(hits(res)[0], "_snippetResult", "hierarchy", "lvl1", "value"); v != "<mark>SMTP</mark> 邮件设置" {
		t.Fatalf("snippet %v", v)
	}
	if p := res["params"].(string); !strings.Contains(p, "query=smtp") || !strings.Contains(p, "hitsPerPage=20") {
		t.Fatalf("params %q", p)
	}
	// The single-index endpoint takes either form.
	code, out := call(t, e, "POST", "/1/indexes/voce/query", map[string]any{"params": "query=docker&hitsPerPage=1"}, testSearch)
	if code != 200 || out["nbHits"].(float64) < 1 || len(hits(out)) != 1 {
		t.Fatalf("single query v4: %d %v", code, out)
	}
	code, out = call(t, e, "POST", "/1/indexes/voce/query", map[string]any{"query": "docker", "hitsPerPage": 1}, testSearch)
	if code != 200 || len(hits(out)) != 1 {
		t.Fatalf("single query inline: %d %v", code, out)
	}
}

func TestErrors(t *testing.T) {
	e := loadedEngine(t)
	big := `{"requests":[{"indexName":"voce","query":"` + strings.Repeat("a", 1<<20) + `"}]}`
	cases := []struct {
		name, method, target string
		body                 any
		key                  string
		status               int
		message              string
	}{
		{"no key", "POST", "/1/indexes/*/queries", `{"requests":[]}`, "", 403, "Invalid Application-ID or API key"},
		{"wrong key", "POST", "/1/indexes/*/queries", `{"requests":[]}`, "nope", 403, "Invalid Application-ID or API key"},
		{"search key may not write", "POST", "/1/indexes/voce/batch", `{"requests":[]}`, testSearch, 403, "Method not allowed with this API key"},
		{"settings with search key", "PUT", "/1/indexes/voce/settings", `{}`, testSearch, 403, "Method not allowed with this API key"},
		{"unknown index", "POST", "/1/indexes/*/queries", `{"requests":[{"indexName":"nope","query":"x"}]}`, testSearch, 404, "Index does not exist"},
		{"unknown index settings", "GET", "/1/indexes/nope/settings", nil, testSearch, 404, "Index does not exist"},
		{"unknown object", "GET", "/1/indexes/voce/nope", nil, testSearch, 404, "ObjectID does not exist"},
		{"unknown path", "GET", "/1/nothing", nil, testSearch, 404, "Path not found"},
		{"not the API", "GET", "/index.html", nil, testSearch, 404, "Path not found"},
		{"malformed JSON", "POST", "/1/indexes/*/queries", `{"requests":[`, testSearch, 400, "Invalid JSON"},
		{"body not an object", "POST", "/1/indexes/voce/query", `[1]`, testSearch, 400, "Invalid JSON"},
		{"bad hitsPerPage", "POST", "/1/indexes/*/queries", `{"requests":[{"indexName":"voce","params":"hitsPerPage=abc"}]}`, testSearch, 400, "hitsPerPage must be an integer"},
		{"bad facetFilters", "POST", "/1/indexes/*/queries", `{"requests":[{"indexName":"voce","facetFilters":[1]}]}`, testSearch, 400, "facetFilters"},
		{"facet without colon", "POST", "/1/indexes/*/queries", `{"requests":[{"indexName":"voce","facetFilters":["language"]}]}`, testSearch, 400, "not attribute:value"},
		{"unsupported filters", "POST", "/1/indexes/*/queries", `{"requests":[{"indexName":"voce","filters":"language:en"}]}`, testSearch, 400, "filters is not supported"},
		{"missing indexName", "POST", "/1/indexes/*/queries", `{"requests":[{"query":"x"}]}`, testSearch, 400, "indexName is missing"},
		{"query too long", "POST", "/1/indexes/voce/query", `{"query":"` + strings.Repeat("x", 600) + `"}`, testSearch, 400, "query is too long"},
		{"body too large", "POST", "/1/indexes/*/queries", big, testSearch, 413, "Request body is too large"},
		{"wrong method", "GET", "/1/indexes/*/queries", nil, testSearch, 405, "Method not allowed"},
		{"wrong method on settings", "POST", "/1/indexes/voce/settings", `{}`, testAdmin, 405, "Method not allowed"},
		{"bad task id", "GET", "/1/indexes/voce/task/x", nil, testSearch, 400, "invalid task id"},
		{"bad operation", "POST", "/1/indexes/voce/operation", `{"operation":"swap","destination":"b"}`, testAdmin, 400, "operation must be copy or move"},
		{"bad batch action", "POST", "/1/indexes/voce/batch", `{"requests":[{"action":"explode","body":{}}]}`, testAdmin, 400, "unknown action"},
		{"bad settings", "PUT", "/1/indexes/voce/settings", `{"customRanking":["weight"]}`, testAdmin, 400, "invalid customRanking"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out := call(t, e, c.method, c.target, c.body, c.key)
			if code != c.status || out["status"] != float64(c.status) || !strings.Contains(out["message"].(string), c.message) {
				t.Fatalf("got %d %v, want %d %q", code, out, c.status, c.message)
			}
		})
	}
}

func TestKeys(t *testing.T) {
	e := loadedEngine(t)
	body := `{"requests":[{"indexName":"voce","query":"nginx"}]}`
	do := func(target string, h map[string]string) int {
		req := httptest.NewRequest("POST", target, strings.NewReader(body))
		for k, v := range h {
			req.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		e.Handler().ServeHTTP(w, req)
		return w.Code
	}
	if c := do("/1/indexes/*/queries?"+keys, nil); c != 200 {
		t.Fatalf("keys as query parameters: %d", c)
	}
	if c := do("/1/indexes/*/queries", map[string]string{"X-Algolia-API-Key": testAdmin, "X-Algolia-Application-Id": testApp}); c != 200 {
		t.Fatalf("admin key reads: %d", c)
	}
	if c := do("/1/indexes/*/queries?x-algolia-api-key="+testSearch+"&x-algolia-application-id=OTHER", nil); c != 403 {
		t.Fatalf("wrong application id: %d", c)
	}
	// Without a search key, reads need no key; writes still need the admin key.
	open, err := Open("", Options{AdminKey: testAdmin})
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close()
	if err := open.LoadRecords("voce", fixture(), testSettings()); err != nil {
		t.Fatal(err)
	}
	if code, _ := call(t, open, "POST", "/1/indexes/*/queries", body, ""); code != 200 {
		t.Fatalf("open read: %d", code)
	}
	if code, _ := call(t, open, "DELETE", "/1/indexes/voce", nil, "whatever"); code != 403 {
		t.Fatalf("open write: %d", code)
	}
	// No admin key: read-only.
	ro, _ := Open("", Options{})
	defer ro.Close()
	if code, _ := call(t, ro, "DELETE", "/1/indexes/voce", nil, ""); code != 403 {
		t.Fatalf("read-only engine accepted a write: %d", code)
	}
}

func TestCORS(t *testing.T) {
	e := loadedEngine(t)
	pre := func(origin string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("OPTIONS", "/1/indexes/*/queries?x-algolia-agent=x", nil)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		w := httptest.NewRecorder()
		e.Handler().ServeHTTP(w, req)
		return w
	}
	for _, o := range []string{"http://localhost:5173", "http://127.0.0.1:3000", "http://[::1]:3000"} {
		w := pre(o)
		if w.Code != 204 || w.Header().Get("Access-Control-Allow-Origin") != o ||
			!strings.Contains(w.Header().Get("Access-Control-Allow-Methods"), "POST") ||
			w.Header().Get("Access-Control-Allow-Headers") != "content-type" {
			t.Fatalf("preflight from %s: %d %v", o, w.Code, w.Header())
		}
	}
	if w := pre("https://evil.example"); w.Header().Get("Access-Control-Allow-Origin") != "" {
		t.Fatal("foreign origin allowed")
	}
	req := httptest.NewRequest("POST", "/1/indexes/*/queries?"+keys, strings.NewReader(`{"requests":[]}`))
	req.Header.Set("Origin", "http://localhost:3000")
	w := httptest.NewRecorder()
	e.Handler().ServeHTTP(w, req)
	if w.Code != 200 || w.Header().Get("Access-Control-Allow-Origin") != "http://localhost:3000" {
		t.Fatalf("simple request: %d %v", w.Code, w.Header())
	}
}

func TestWritesOverHTTP(t *testing.T) {
	e := newTestEngine(t, t.TempDir())
	admin := func(method, target string, body any) map[string]any {
		t.Helper()
		code, out := call(t, e, method, target, body, testAdmin)
		if code != 200 {
			t.Fatalf("%s %s: %d %v", method, target, code, out)
		}
		return out
	}
	out := admin("PUT", "/1/indexes/docs/settings", map[string]any{
		"searchableAttributes":  []string{"title", "unordered(body)"},
		"attributesForFaceting": []string{"filterOnly(lang)"},
		"customRanking":         []string{"desc(rank)"},
		"somethingElse":         map[string]any{"kept": true},
	})
	if out["taskID"] == nil || out["updatedAt"] == nil {
		t.Fatalf("settings answer %v", out)
	}
	out = admin("POST", "/1/indexes/docs/batch", map[string]any{"requests": []any{
		map[string]any{"action": "addObject", "body": map[string]any{"objectID": "a", "title": "Alpha", "body": "first letter", "lang": "en", "rank": 1}},
		map[string]any{"action": "addObject", "body": map[string]any{"objectID": 7, "title": "Seven", "body": "a number id", "lang": "en", "rank": 3}},
		map[string]any{"action": "addObject", "body": map[string]any{"title": "No id", "body": "gets one", "lang": "fr", "rank": 2}},
		map[string]any{"action": "updateObject", "body": map[string]any{"objectID": "b", "title": "Beta", "body": "second letter", "lang": "en", "rank": 0}},
	}})
	idsOut := toStrings(out["objectIDs"])
	if len(idsOut) != 4 || idsOut[0] != "a" || idsOut[1] != "7" || idsOut[2] == "" || out["taskID"] == nil {
		t.Fatalf("batch answer %v", out)
	}
	task := out["taskID"].(float64)
	if st := admin("GET", "/1/indexes/docs/task/"+jsonNum(task), nil); st["status"] != "published" {
		t.Fatalf("task %v", st)
	}
	admin("POST", "/1/indexes/docs/batch", map[string]any{"requests": []any{
		map[string]any{"action": "partialUpdateObject", "body": map[string]any{"objectID": "a", "title": "Alpha prime"}},
		map[string]any{"action": "partialUpdateObjectNoCreate", "body": map[string]any{"objectID": "zz", "title": "never"}},
		map[string]any{"action": "deleteObject", "body": map[string]any{"objectID": "b"}},
	}})
	if o := admin("GET", "/1/indexes/docs/a", nil); o["title"] != "Alpha prime" || o["body"] != "first letter" {
		t.Fatalf("partial update: %v", o)
	}
	if code, _ := call(t, e, "GET", "/1/indexes/docs/b", nil, testAdmin); code != 404 {
		t.Fatal("deleted object still there")
	}
	if code, _ := call(t, e, "GET", "/1/indexes/docs/zz", nil, testAdmin); code != 404 {
		t.Fatal("partialUpdateObjectNoCreate created an object")
	}
	// Searches use the settings: rank decides between equal matches,
	// filterOnly facets filter.
	out = admin("POST", "/1/indexes/docs/query", map[string]any{"query": "letter", "facetFilters": []string{"lang:en"}})
	if got := ids(out); len(got) != 1 || got[0] != "a" {
		t.Fatalf("search after writes: %v", got)
	}
	out = admin("POST", "/1/indexes/docs/query", map[string]any{"query": ""})
	if got := ids(out); len(got) != 3 || got[0] != "7" {
		t.Fatalf("custom ranking: %v", got)
	}
	// A bad operation anywhere in a batch leaves the index unchanged.
	code, _ := call(t, e, "POST", "/1/indexes/docs/batch", map[string]any{"requests": []any{
		map[string]any{"action": "addObject", "body": map[string]any{"objectID": "c", "title": "Gamma"}},
		map[string]any{"action": "deleteObject", "body": map[string]any{"objectID": "a"}},
		map[string]any{"action": "updateObject", "body": map[string]any{"title": "no id"}},
	}}, testAdmin)
	if code != 400 {
		t.Fatalf("bad batch: %d", code)
	}
	if got := ids(admin("POST", "/1/indexes/docs/query", map[string]any{"query": ""})); len(got) != 3 || contains(got, "c") || !contains(got, "a") {
		t.Fatalf("bad batch changed the index: %v", got)
	}
	// Settings come back as sent, unknown keys included; null resets.
	s := admin("GET", "/1/indexes/docs/settings", nil)
	if dig(s, "somethingElse", "kept") != true || len(s["searchableAttributes"].([]any)) != 2 {
		t.Fatalf("settings %v", s)
	}
	admin("PUT", "/1/indexes/docs/settings", map[string]any{"somethingElse": nil})
	if s := admin("GET", "/1/indexes/docs/settings", nil); s["somethingElse"] != nil || s["customRanking"] == nil {
		t.Fatalf("settings after reset %v", s)
	}
	// Single-object routes.
	admin("PUT", "/1/indexes/docs/d", map[string]any{"title": "Delta", "lang": "en"})
	admin("POST", "/1/indexes/docs/d/partial", map[string]any{"body": "fourth letter"})
	if o := admin("GET", "/1/indexes/docs/d", nil); o["title"] != "Delta" || o["body"] != "fourth letter" || o["objectID"] != "d" {
		t.Fatalf("object routes: %v", o)
	}
	admin("DELETE", "/1/indexes/docs/d", nil)
	added := admin("POST", "/1/indexes/docs", map[string]any{"title": "Epsilon"})
	if added["objectID"] == "" || added["createdAt"] == nil {
		t.Fatalf("add object: %v", added)
	}
	// Copy (scoped and full), list, clear, delete.
	admin("POST", "/1/indexes/docs/operation", map[string]any{"operation": "copy", "destination": "docs_settings", "scope": []string{"settings"}})
	admin("POST", "/1/indexes/docs/operation", map[string]any{"operation": "copy", "destination": "docs_copy"})
	list := admin("GET", "/1/indexes", nil)
	entries := map[string]float64{}
	for _, it := range list["items"].([]any) {
		m := it.(map[string]any)
		entries[m["name"].(string)] = m["entries"].(float64)
	}
	if entries["docs"] != 4 || entries["docs_copy"] != 4 || entries["docs_settings"] != 0 || len(entries) != 3 {
		t.Fatalf("indexes %v", entries)
	}
	if s := admin("GET", "/1/indexes/docs_settings/settings", nil); s["customRanking"] == nil {
		t.Fatalf("scoped copy lost the settings: %v", s)
	}
	admin("POST", "/1/indexes/docs_copy/clear", nil)
	if got := ids(admin("POST", "/1/indexes/docs_copy/query", map[string]any{})); len(got) != 0 {
		t.Fatalf("clear: %v", got)
	}
	if d := admin("DELETE", "/1/indexes/docs_copy", nil); d["deletedAt"] == nil {
		t.Fatalf("delete answer %v", d)
	}
	admin("DELETE", "/1/indexes/never_existed", nil)
	if code, _ := call(t, e, "GET", "/1/indexes/docs_copy/settings", nil, testAdmin); code != 404 {
		t.Fatal("deleted index still there")
	}
	// gzip bodies are accepted.
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	json.NewEncoder(zw).Encode(map[string]any{"requests": []any{map[string]any{"action": "addObject", "body": map[string]any{"objectID": "z", "title": "Zeta"}}}})
	zw.Close()
	req := httptest.NewRequest("POST", "/1/indexes/docs/batch", &gz)
	req.Header.Set("Content-Encoding", "gzip")
	req.Header.Set("X-Algolia-API-Key", testAdmin)
	req.Header.Set("X-Algolia-Application-Id", testApp)
	w := httptest.NewRecorder()
	e.Handler().ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		t.Fatalf("gzip batch: %d %s", w.Code, w.Body)
	}
}

func TestBatchLimits(t *testing.T) {
	e, err := Open("", Options{AdminKey: testAdmin, MaxBatchBytes: 4096, MaxRecordBytes: 200})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	code, out := call(t, e, "POST", "/1/indexes/x/batch", map[string]any{"requests": []any{
		map[string]any{"action": "addObject", "body": map[string]any{"objectID": "big", "text": strings.Repeat("x", 300)}},
	}}, testAdmin)
	if code != 400 || !strings.Contains(out["message"].(string), "too big") {
		t.Fatalf("big record: %d %v", code, out)
	}
	code, out = call(t, e, "POST", "/1/indexes/x/batch", `{"requests":[`+strings.Repeat(" ", 5000)+`]}`, testAdmin)
	if code != 413 {
		t.Fatalf("big batch: %d %v", code, out)
	}
	if code, _ := call(t, e, "GET", "/1/indexes/x/settings", nil, testAdmin); code != 404 {
		t.Fatal("a failed batch created the index")
	}
}

func jsonNum(f float64) string {
	b, _ := json.Marshal(int64(f))
	return string(b)
}
