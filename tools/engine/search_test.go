package engine

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// Each case is a query, the facet filter, and the objectIDs that must come
// first (in order) and those that must not appear at all.
func TestSearchQuality(t *testing.T) {
	e := loadedEngine(t)
	zh := []any{"language:zh-cn"}
	en := []any{"language:en"}
	cases := []struct {
		name    string
		query   string
		filters []any
		first   []string
		absent  []string
	}{
		// CJK: bigrams with character coverage find words that are not
		// adjacent in the text ("配置 SMTP … 邮件").
		{"zh words apart", "配置邮件", zh, []string{"r01"}, []string{"r00", "r02"}},
		{"zh phrase", "反向代理", zh, []string{"r02", "r04", "r03", "r05"}, []string{"r00", "r01"}},
		// The FAQ mentions 反向 and 代理 apart: it matches, but after the
		// pages where the phrase is whole.
		{"zh phrase apart ranks last", "反向代理", zh, []string{"r02", "r04", "r03", "r05", "r07"}, nil},
		{"zh prefix while typing", "反向代", zh, []string{"r02", "r04", "r03", "r05"}, nil},
		{"zh single character", "证", zh, []string{"r05"}, []string{"r00"}},
		{"zh with latin", "nginx 代理", zh, []string{"r02", "r03"}, []string{"r04", "r05"}},
		{"zh no match", "数据库集群", zh, nil, []string{"r00", "r01", "r02", "r03"}},
		// English: attribute order, then custom ranking (heading records
		// have the higher weight.level).
		{"en word", "nginx", en, []string{"r08", "r09"}, []string{"r02"}},
		{"en two words", "smtp settings", en, []string{"r10", "r11"}, nil},
		{"en content only", "container", en, []string{"r13"}, nil},
		// The last word is a prefix while the visitor types.
		{"prefix", "ngi", en, []string{"r08", "r09"}, nil},
		{"prefix only last word", "ngi proxy", en, nil, []string{"r08", "r09"}},
		// Typos: 1 from 4 letters, 2 from 8; transpositions count one.
		{"transposition", "nignx", en, []string{"r08", "r09"}, nil},
		{"deletion, 4 letters", "smpt", en, []string{"r10", "r11"}, nil},
		{"substitution", "dockar", en, []string{"r12", "r13"}, nil},
		{"two typos, 8 letters", "cnofigur", en, []string{"r09"}, nil},
		{"no typo under 4 letters", "ngx", en, nil, []string{"r08", "r09"}},
		{"two typos refused under 8 letters", "dcokre", en, nil, []string{"r12", "r13"}},
		// HTML in a query is just text.
		{"markup in query", "<img", en, []string{"r14"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := runQuery(t, e, c.query, map[string]any{"distinct": false, "facetFilters": c.filters})
			got := ids(res)
			if len(got) < len(c.first) {
				t.Fatalf("%q: got %v, want %v first", c.query, got, c.first)
			}
			for i, id := range c.first {
				if got[i] != id {
					t.Fatalf("%q: got %v, want %v first", c.query, got, c.first)
				}
			}
			for _, id := range c.absent {
				if contains(got, id) {
					t.Fatalf("%q: got %v, want no %s", c.query, got, id)
				}
			}
			if int(res["nbHits"].(float64)) != len(got) {
				t.Fatalf("nbHits %v, hits %d", res["nbHits"], len(got))
			}
		})
	}
}

func TestTypoRanksAfterExact(t *testing.T) {
	e := loadedEngine(t)
	// "nginx" is exact in r09 and r16; "nginy" only by typo everywhere.
	res := runQuery(t, e, "nginy", map[string]any{"getRankingInfo": true, "facetFilters": []any{"language:en"}, "distinct": false})
	for _, h := range hits(res) {
		if dig(h, "_rankingInfo", "nbTypos").(float64) != 1 {
			t.Fatalf("want 1 typo: %v", h["_rankingInfo"])
		}
	}
	res = runQuery(t, e, "typoTolerance", map[string]any{"typoTolerance": false})
	if res["nbHits"].(float64) != 0 {
		t.Fatal("typoTolerance=false still matched")
	}
	res = runQuery(t, e, "nignx", map[string]any{"typoTolerance": "false"})
	if res["nbHits"].(float64) != 0 {
		t.Fatalf("typoTolerance=false: %v", ids(res))
	}
}

func TestFacetFilters(t *testing.T) {
	e := loadedEngine(t)
	all := runQuery(t, e, "", noDistinct)
	if n := int(all["nbHits"].(float64)); n != len(fixture()) {
		t.Fatalf("empty query: %d hits, want every record (%d)", n, len(fixture()))
	}
	cases := []struct {
		filters any
		want    int
	}{
		{[]any{"language:zh-cn"}, 9},
		{[]any{"language:en"}, 9},
		{"language:en", 9},
		{[]any{"language:-en"}, 9},
		{[]any{"language:en", "docusaurus_tag:default"}, 1},
		{[]any{"language:en", []any{"docusaurus_tag:default", "docusaurus_tag:docs-default-current"}}, 9},
		{[]any{[]any{"language:en", "language:zh-cn"}}, 18},
		{[]any{"language:fr"}, 0},
		// Not in attributesForFaceting: filters nothing in, as in Algolia.
		{[]any{"url:/widget"}, 0},
		{"(language:en,language:zh-cn),type:lvl1", 7},
	}
	for _, c := range cases {
		res := runQuery(t, e, "", map[string]any{"facetFilters": c.filters, "distinct": false, "hitsPerPage": 100})
		if n := int(res["nbHits"].(float64)); n != c.want {
			t.Errorf("facetFilters %v: %d hits, want %d", c.filters, n, c.want)
		}
	}
}

func TestEmptyQueryUsesCustomRanking(t *testing.T) {
	e := loadedEngine(t)
	res := runQuery(t, e, "", map[string]any{"facetFilters": []any{"language:zh-cn"}, "distinct": false, "hitsPerPage": 100})
	prev := 1000.0
	for _, h := range hits(res) {
		o := fixture()[indexOf(h["objectID"].(string))]
		if lvl := float64(o.Weight.Level); lvl > prev {
			t.Fatalf("weight.level not descending: %v", ids(res))
		} else {
			prev = lvl
		}
	}
}

func indexOf(id string) int {
	for i, r := range fixture() {
		if r.ObjectID == id {
			return i
		}
	}
	return -1
}

func TestHighlightShape(t *testing.T) {
	e := loadedEngine(t)
	res := runQuery(t, e, "nginx proxy", map[string]any{"distinct": false})
	h := hits(res)[0] // r09: both words in content, nginx in lvl1 and lvl2
	if h["objectID"] != "r09" {
		t.Fatalf("first hit %v", ids(res))
	}
	lvl1 := dig(h, "_highlightResult", "hierarchy", "lvl1").(map[string]any)
	if lvl1["value"] != "Install with <em>Nginx</em>" || lvl1["matchLevel"] != "partial" ||
		strings.Join(toStrings(lvl1["matchedWords"]), ",") != "nginx" || lvl1["fullyHighlighted"] != false {
		t.Fatalf("lvl1 leaf: %v", lvl1)
	}
	content := dig(h, "_highlightResult", "content").(map[string]any)
	if content["value"] != "Configure <em>nginx</em> as a reverse <em>proxy</em> in front of the server." ||
		content["matchLevel"] != "full" || strings.Join(toStrings(content["matchedWords"]), ",") != "nginx,proxy" {
		t.Fatalf("content leaf: %v", content)
	}
	lvl0 := dig(h, "_highlightResult", "hierarchy", "lvl0").(map[string]any)
	if lvl0["matchLevel"] != "none" || lvl0["value"] != "Installation" || len(lvl0["matchedWords"].([]any)) != 0 {
		t.Fatalf("lvl0 leaf: %v", lvl0)
	}
	if _, ok := lvl0["fullyHighlighted"]; ok {
		t.Fatal("fullyHighlighted on an unmatched leaf")
	}
	if dig(h, "_highlightResult", "hierarchy", "lvl3") != nil {
		t.Fatal("null attribute highlighted")
	}
	// Full highlight of a whole value.
	res = runQuery(t, e, "nginx", map[string]any{"facetFilters": []any{"language:en"}})
	lvl2 := dig(hits(res)[1], "_highlightResult", "hierarchy", "lvl2").(map[string]any)
	if lvl2["value"] != "Configure <em>nginx</em>" {
		t.Fatalf("lvl2: %v", lvl2)
	}
	res = runQuery(t, e, "smtp", map[string]any{"facetFilters": []any{"language:en"}, "attributesToHighlight": []string{"hierarchy.lvl2"}})
	for _, h := range hits(res) {
		if dig(h, "_highlightResult", "hierarchy", "lvl1") != nil {
			t.Fatal("attributesToHighlight ignored")
		}
	}
	// Prefix: only the typed part; CJK: one highlight for the phrase;
	// custom tags.
	res = runQuery(t, e, "ngi", map[string]any{"facetFilters": []any{"language:en"}, "highlightPreTag": "<mark>", "highlightPostTag": "</mark>"})
	if v := dig(hits(res)[0], "_highlightResult", "hierarchy", "lvl1", "value"); v != "Install with <mark>Ngi</mark>nx" {
		t.Fatalf("prefix highlight: %v", v)
	}
	res = runQuery(t, e, "反向代理", nil)
	if v := dig(hits(res)[0], "_highlightResult", "hierarchy", "lvl1", "value"); v != "使用 Nginx <em>反向代理</em>" {
		t.Fatalf("CJK highlight: %v", v)
	}
	res = runQuery(t, e, "配置邮件", nil)
	if v := dig(hits(res)[0], "_highlightResult", "content"); dig(v, "value") != "在管理后台<em>配置</em> SMTP 服务器后，系统就能发送<em>邮件</em>，例如注册验证码。" || dig(v, "matchLevel") != "full" {
		t.Fatalf("CJK words apart: %v", v)
	}
	if v := dig(hits(res)[0], "_highlightResult", "hierarchy", "lvl1"); dig(v, "matchLevel") != "partial" || dig(v, "value") != "SMTP <em>邮件</em>设置" {
		t.Fatalf("CJK partial: %v", v)
	}
	// Tags from the settings apply when the query gives none.
	e2 := newTestEngine(t, "")
	if err := e2.LoadRecords("voce", fixture(), DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	res = runQuery(t, e2, "smtp", nil)
	if v := dig(hits(res)[0], "_highlightResult", "hierarchy", "lvl1", "value"); v != "<mark>SMTP</mark> 邮件设置" {
		t.Fatalf("settings tags: %v", v)
	}
	// Typos highlight the whole word.
	res = runQuery(t, e, "nignx", map[string]any{"facetFilters": []any{"language:en"}})
	if v := dig(hits(res)[0], "_highlightResult", "hierarchy", "lvl1", "value"); v != "Install with <em>Nginx</em>" {
		t.Fatalf("typo highlight: %v", v)
	}
}

func TestHighlightEscapesHTML(t *testing.T) {
	e := loadedEngine(t)
	for _, q := range []string{"widget", "img onerror", "quotes"} {
		res := runQuery(t, e, q, map[string]any{"attributesToSnippet": []string{"content:30"}})
		h := hits(res)[0]
		if h["objectID"] != "r14" {
			t.Fatalf("%q: %v", q, ids(res))
		}
		hl := dig(h, "_highlightResult", "content", "value").(string)
		sn := dig(h, "_snippetResult", "content", "value").(string)
		for _, v := range []string{hl, sn} {
			stripped := strings.NewReplacer("<em>", "", "</em>", "").Replace(v)
			if strings.ContainsAny(stripped, "<>\"") || regexp.MustCompile(`&[^a-z#]`).MatchString(stripped) {
				t.Fatalf("%q: unescaped markup in %q", q, v)
			}
			if !strings.Contains(stripped, "&lt;img src=x onerror=alert(1)&gt; &amp; &#34;quotes&#34;") {
				t.Fatalf("%q: text changed: %q", q, v)
			}
		}
		// The record itself is returned as stored.
		if !strings.Contains(h["content"].(string), "<img src=x onerror=alert(1)>") {
			t.Fatalf("content changed: %v", h["content"])
		}
	}
	res := runQuery(t, e, "img", nil)
	if v := dig(hits(res)[0], "_highlightResult", "content", "value"); !strings.Contains(v.(string), "&lt;<em>img</em> src=x") {
		t.Fatalf("highlight inside escaped markup: %v", v)
	}
}

func TestSnippet(t *testing.T) {
	e := loadedEngine(t)
	words := func(s string) int { return len(strings.Fields(strings.Trim(s, "…"))) }
	res := runQuery(t, e, "permissions", map[string]any{"attributesToSnippet": []string{"content:10"}, "snippetEllipsisText": "…"})
	sn := dig(hits(res)[0], "_snippetResult", "content").(map[string]any)
	v := sn["value"].(string)
	if !strings.HasPrefix(v, "…") || !strings.HasSuffix(v, "…") || words(v) > 10 || !strings.Contains(v, "<em>permissions</em>") || sn["matchLevel"] != "full" {
		t.Fatalf("snippet %q (%d words)", v, words(v))
	}
	if _, ok := sn["matchedWords"]; ok {
		t.Fatal("snippet leaves carry value and matchLevel only")
	}
	// A match at the start: no leading ellipsis.
	res = runQuery(t, e, "backups", map[string]any{"attributesToSnippet": []string{"content:5"}})
	v = dig(hits(res)[0], "_snippetResult", "content", "value").(string)
	if v != "<em>Backups</em> are plain archives. To…" {
		t.Fatalf("snippet at start: %q", v)
	}
	// Short values come whole; no match gives the beginning.
	res = runQuery(t, e, "backups", map[string]any{"attributesToSnippet": []string{"hierarchy.lvl1:10", "content:4"}})
	h := hits(res)[0]
	if v := dig(h, "_snippetResult", "hierarchy", "lvl1", "value"); v != "<em>Backup</em> and migration" {
		t.Fatalf("short snippet: %v", v)
	}
	res = runQuery(t, e, "restore", map[string]any{"attributesToSnippet": []string{"hierarchy.lvl0:1"}, "facetFilters": []any{"language:en"}})
	if v := dig(hits(res)[0], "_snippetResult", "hierarchy", "lvl0"); dig(v, "value") != "Settings" || dig(v, "matchLevel") != "none" {
		t.Fatalf("unmatched snippet: %v", v)
	}
	// CJK: a word counts as two characters, so content:10 shows about 20.
	res = runQuery(t, e, "权限", map[string]any{"attributesToSnippet": []string{"content:10"}})
	v = dig(hits(res)[0], "_snippetResult", "content", "value").(string)
	plain := strings.NewReplacer("<em>", "", "</em>", "", "…", "").Replace(v)
	if n := utf8.RuneCountInString(plain); n < 12 || n > 26 || !strings.Contains(v, "<em>权限</em>") || !strings.HasPrefix(v, "…") {
		t.Fatalf("CJK snippet %q (%d characters)", v, n)
	}
}

func TestPaginationAndDistinct(t *testing.T) {
	e := loadedEngine(t)
	// r09 and r16 share their url (one anchor): distinct keeps the best.
	res := runQuery(t, e, "nginx", map[string]any{"facetFilters": []any{"language:en"}})
	if got := ids(res); contains(got, "r09") == contains(got, "r16") {
		t.Fatalf("distinct: %v", got)
	}
	all := ids(runQuery(t, e, "nginx", map[string]any{"facetFilters": []any{"language:en"}, "distinct": false}))
	if !contains(all, "r09") || !contains(all, "r16") {
		t.Fatalf("distinct=false: %v", all)
	}
	var paged []string
	for page := 0; page < 3; page++ {
		res := runQuery(t, e, "nginx", map[string]any{"facetFilters": []any{"language:en"}, "distinct": false, "hitsPerPage": 1, "page": page})
		if res["nbPages"].(float64) != 3 || res["page"].(float64) != float64(page) || res["hitsPerPage"].(float64) != 1 {
			t.Fatalf("page %d: %v", page, res)
		}
		paged = append(paged, ids(res)...)
	}
	if strings.Join(paged, ",") != strings.Join(all, ",") {
		t.Fatalf("pages %v, all %v", paged, all)
	}
	res = runQuery(t, e, "nginx", map[string]any{"hitsPerPage": 2, "page": 9})
	if len(hits(res)) != 0 || res["nbHits"].(float64) == 0 {
		t.Fatalf("page past the end: %v", res)
	}
	res = runQuery(t, e, "", nil)
	if res["hitsPerPage"].(float64) != 20 {
		t.Fatalf("default hitsPerPage %v", res["hitsPerPage"])
	}
}

func TestAttributesToRetrieve(t *testing.T) {
	e := loadedEngine(t)
	res := runQuery(t, e, "nginx", map[string]any{"attributesToRetrieve": []string{"hierarchy.lvl0", "hierarchy.lvl2", "url"}})
	h := hits(res)[0]
	if _, ok := h["content"]; ok {
		t.Fatalf("content retrieved: %v", h)
	}
	hier := h["hierarchy"].(map[string]any)
	if len(hier) != 2 || hier["lvl0"] == nil || h["url"] == nil || h["objectID"] == nil {
		t.Fatalf("retrieved %v", h)
	}
	if _, ok := hier["lvl2"]; !ok {
		t.Fatal("a null attribute asked for must come as null")
	}
	res = runQuery(t, e, "nginx", map[string]any{"attributesToRetrieve": []string{"*", "-weight"}})
	if h := hits(res)[0]; h["weight"] != nil || h["language"] == nil {
		t.Fatalf("* minus weight: %v", h)
	}
	res = runQuery(t, e, "nginx", map[string]any{"clickAnalytics": true})
	if id, _ := res["queryID"].(string); !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(id) {
		t.Fatalf("queryID %q", id)
	}
	if _, ok := runQuery(t, e, "nginx", nil)["queryID"]; ok {
		t.Fatal("queryID without clickAnalytics")
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// A string that matches nothing gets leaves shared across queries; they
// must never stand in for the same string once a query matches it, nor
// for another snippet length or ellipsis.
func TestUnmatchedLeavesAreSharedButNotStale(t *testing.T) {
	e := loadedEngine(t)
	en := map[string]any{"facetFilters": []any{"language:en"}, "attributesToSnippet": []string{"hierarchy.lvl0:1"}}
	lvl0 := func(q string) (hl, sn map[string]any) {
		h := hits(runQuery(t, e, q, en))[0]
		return dig(h, "_highlightResult", "hierarchy", "lvl0").(map[string]any), dig(h, "_snippetResult", "hierarchy", "lvl0").(map[string]any)
	}
	for round := 0; round < 2; round++ {
		hl, sn := lvl0("restore")
		if hl["value"] != "Settings" || hl["matchLevel"] != "none" || len(hl["matchedWords"].([]any)) != 0 || hl["fullyHighlighted"] != nil ||
			sn["value"] != "Settings" || sn["matchLevel"] != "none" {
			t.Fatalf("round %d, unmatched: %v %v", round, hl, sn)
		}
		hl, sn = lvl0("settings restore")
		if hl["value"] != "<em>Settings</em>" || hl["matchLevel"] != "partial" || sn["value"] != "<em>Settings</em>" {
			t.Fatalf("round %d, the same string matched: %v %v", round, hl, sn)
		}
	}

	// An unmatched content snippet, asked for at two lengths and with two
	// ellipses, in turn.
	var id string
	var content string
	for _, h := range hits(runQuery(t, e, "migration", map[string]any{"attributesToSnippet": []string{"content:4"}})) {
		if c, ok := h["content"].(string); ok && dig(h, "_snippetResult", "content", "matchLevel") == "none" && len(strings.Fields(c)) > 8 {
			id, content = h["objectID"].(string), c
			break
		}
	}
	if id == "" {
		t.Fatal("no hit for migration with long unmatched content")
	}
	first := strings.Fields(content)
	for round := 0; round < 2; round++ {
		for _, c := range []struct {
			n        int
			ellipsis string
		}{{4, "…"}, {6, " [...]"}, {4, " [...]"}} {
			res := runQuery(t, e, "migration", map[string]any{"attributesToSnippet": []string{fmt.Sprintf("content:%d", c.n)}, "snippetEllipsisText": c.ellipsis})
			for _, h := range hits(res) {
				if h["objectID"] != id {
					continue
				}
				want := strings.Join(first[:c.n], " ") + c.ellipsis
				if v := dig(h, "_snippetResult", "content", "value"); v != want {
					t.Fatalf("round %d, content:%d with %q: %q, want %q", round, c.n, c.ellipsis, v, want)
				}
			}
		}
	}
}
