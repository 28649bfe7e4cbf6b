package engine

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// The searcher's own postings must answer exactly as bleve's searchers do:
// the same hits in the same order, the same ranking details and the same
// highlights, for whole words, every prefix of them, typos, transpositions,
// CJK runs and single characters, with and without facet filters.
func TestPostingsAnswerAsBlevesSearchers(t *testing.T) {
	e, err := Open(t.TempDir(), Options{AppID: testApp, AdminKey: testAdmin, SearchKey: testSearch, NoResultCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	recs := append(fixture(), SyntheticRecords(1500, 11)...)
	if err := e.LoadRecords("voce", recs, testSettings()); err != nil {
		t.Fatal(err)
	}
	queries := append([]string{}, BenchQueries...)
	queries = append(queries, "nignx", "smpt", "dokcer instal", "serever", "proxi", "a", "the", "代", "理", "器",
		"反向代", "服务器 nginx", "设置 smtp", "zzzz", "配置邮件服务器", "证书 安装 反向代理", "nginx ", "安装 ")
	for _, w := range []string{"configure", "反向代理", "certificate", "机器人"} {
		for i := 1; i <= utf8.RuneCountInString(w); i++ {
			queries = append(queries, string([]rune(w)[:i]))
		}
	}
	answer := func(q string, extra map[string]any) string {
		opts := map[string]any{"distinct": false, "hitsPerPage": 1000, "getRankingInfo": true}
		for k, v := range extra {
			opts[k] = v
		}
		res := runQuery(t, e, q, opts)
		delete(res, "processingTimeMS")
		raw, _ := json.Marshal(res)
		return string(raw)
	}
	defer func() { walkPostings = true }()
	compared := 0
	for _, q := range queries {
		for _, extra := range []map[string]any{nil, {"facetFilters": []any{"language:zh-cn"}}, {"facetFilters": []any{"language:en"}, "typoTolerance": "min"}} {
			walkPostings = true
			own := answer(q, extra)
			walkPostings = false
			bleve := answer(q, extra)
			if own != bleve {
				t.Errorf("%q %v: own postings answer\n%s\nbleve answers\n%s", q, extra, own, bleve)
			}
			var res struct{ NbHits int }
			json.Unmarshal([]byte(own), &res)
			compared += res.NbHits
		}
	}
	if compared < 10000 {
		t.Fatalf("only %d hits compared: the queries prove too little", compared)
	}
	if !strings.Contains(answer("反向代理", nil), "反向代理") {
		t.Fatal("a CJK phrase found no record holding it")
	}
}
