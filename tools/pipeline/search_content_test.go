package pipeline

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/engine"
)

// The site's own content, built by the Go stage and searched by the local
// engine with the modal's query: what a visitor types must find the pages
// that answer it, even when the words are only in a page's description or
// a diagram's alt text.
func TestSearchRealContent(t *testing.T) {
	root := repoRoot()
	out := filepath.Join(t.TempDir(), "data")
	if _, err := Data(Options{Root: root, Out: out, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	recs, err := BuildRecords(out)
	if err != nil {
		t.Fatal(err)
	}
	e, err := engine.Open(t.TempDir(), engine.Options{AdminKey: "admin"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.LoadRecords("voce", recs, engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	const site = "https://doc.voce.chat"
	cases := []struct {
		locale, query string
		// pages the modal must show (each at most 5 hits per category,
		// out of the 20 it asks for)
		shown []string
		// a page that must be among the first three hits
		top string
	}{
		{"zh-cn", "配置邮件", nil, "/zh-cn/setting/smtp/smtp-gmail"},
		{"zh-cn", "反向代理", []string{"/zh-cn/install/docker-nginx", "/zh-cn/install/docker-caddy"}, ""},
		{"en", "reverse proxy", []string{"/install/docker-nginx", "/install/docker-caddy"}, ""},
		{"en", "chatgpt", nil, "/bot/demo-gpt"},
		{"zh-cn", "chatgpt", nil, "/zh-cn/bot/demo-gpt"},
	}
	for _, c := range cases {
		t.Run(c.locale+" "+c.query, func(t *testing.T) {
			hits := modalQuery(t, e, c.locale, c.query)
			shown := modalShows(hits)
			for _, p := range c.shown {
				if !containsPage(shown, site+p) {
					t.Errorf("%q: the modal does not show %s; it shows %v", c.query, p, urls(shown))
				}
			}
			if c.top != "" && !containsPage(hits[:min(3, len(hits))], site+c.top) {
				t.Errorf("%q: %s is not among the first three hits %v", c.query, c.top, urls(hits))
			}
		})
	}
}

type modalHit struct {
	URL       string `json:"url_without_anchor"`
	Hierarchy struct {
		Lvl0 string `json:"lvl0"`
	} `json:"hierarchy"`
}

// modalQuery sends the search the DocSearch modal sends for a page in locale.
func modalQuery(t *testing.T, e *engine.Engine, locale, query string) []modalHit {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"requests": []any{map[string]any{
		"indexName": "voce", "query": query, "hitsPerPage": 20,
		"attributesToRetrieve": []string{"hierarchy.lvl0", "hierarchy.lvl1", "content", "type", "url", "url_without_anchor"},
		"facetFilters":         []any{"language:" + locale, []any{"docusaurus_tag:default", "docusaurus_tag:docs-default-current"}},
	}}})
	rec := httptest.NewRecorder()
	e.Handler().ServeHTTP(rec, httptest.NewRequest("POST", "/1/indexes/*/queries?x-algolia-api-key=k&x-algolia-application-id=a", bytes.NewReader(body)))
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var res struct {
		Results []struct{ Hits []modalHit }
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	return res.Results[0].Hits
}

// modalShows is what DocSearch lists: the hits grouped by lvl0 in the order
// the groups first appear, five per group.
func modalShows(hits []modalHit) []modalHit {
	var order []string
	groups := map[string][]modalHit{}
	for _, h := range hits {
		if _, ok := groups[h.Hierarchy.Lvl0]; !ok {
			order = append(order, h.Hierarchy.Lvl0)
		}
		if len(groups[h.Hierarchy.Lvl0]) < 5 {
			groups[h.Hierarchy.Lvl0] = append(groups[h.Hierarchy.Lvl0], h)
		}
	}
	var out []modalHit
	for _, g := range order {
		out = append(out, groups[g]...)
	}
	return out
}

func containsPage(hits []modalHit, url string) bool {
	for _, h := range hits {
		if h.URL == url {
			return true
		}
	}
	return false
}

func urls(hits []modalHit) string {
	var s []string
	for _, h := range hits {
		s = append(s, h.URL)
	}
	return strings.Join(s, " ")
}
