package engine

import (
	"context"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"vocedocs/tools/search"
)

// The searcher's own postings must find what bleve's term, prefix, regexp
// and fuzzy queries find, and rank it the same: the same hits in the same
// order with the same criteria, for whole words, every prefix of them,
// typos, transpositions, CJK runs and single characters, with and without
// facet filters and with each typo setting.
func TestPostingsAnswerAsBleve(t *testing.T) {
	s, ref := testIndex(t, append(fixture(), SyntheticRecords(1500, 11)...))
	queries := append([]string{}, BenchQueries...)
	queries = append(queries, "nignx", "smpt", "dokcer instal", "serever", "proxi", "a", "the", "代", "理", "器",
		"反向代", "服务器 nginx", "设置 smtp", "zzzz", "配置邮件服务器", "证书 安装 反向代理", "nginx ", "安装 ",
		"cnofigur", "certficate", "webhok", "sevrer mial")
	for _, w := range []string{"configure", "反向代理", "certificate", "机器人"} {
		for i := 1; i <= utf8.RuneCountInString(w); i++ {
			queries = append(queries, string([]rune(w)[:i]))
		}
	}
	filters := [][][]facetFilter{nil, {{{Attr: "language", Value: "zh-cn"}}},
		{{{Attr: "language", Value: "en"}}, {{Attr: "docusaurus_tag", Value: "default"}, {Attr: "docusaurus_tag", Value: "docs-default-current"}}}}
	rules := []typoRules{{min1: 4, min2: 8, max: 2}, {min1: 4, min2: 8, max: 1}, {off: true}}
	compared, typoHits := 0, 0
	for _, q := range queries {
		for _, f := range filters {
			for _, r := range rules {
				own, err := s.search(context.Background(), newPlan(q, r), f)
				if err != nil {
					t.Fatal(err)
				}
				want, err := ref.hits(newPlan(q, r), f)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(own, want) {
					t.Fatalf("%q (filters %v, typos %+v): the postings find\n%v\nbleve finds\n%v", q, f, r, own, want)
				}
				compared += len(own)
				for _, h := range own {
					typoHits += min(h.typos, 1)
				}
			}
		}
	}
	if compared < 20000 || typoHits < 100 {
		t.Fatalf("only %d hits compared, %d with typos: the queries prove too little", compared, typoHits)
	}
}

// near must list exactly what bleve's fuzzy automaton lists (which counts a
// swap of neighbours as one edit), for words with typos, CJK words and
// words longer than any term.
func TestNearListsWhatBlevesAutomatonLists(t *testing.T) {
	s, ref := testIndex(t, append(fixture(), SyntheticRecords(3000, 5)...))
	words := []string{"nginx", "nignx", "confgure", "dokcer", "smpt", "serever", "webhok", "ab", "反向代理", "代里",
		"certificatesandmore", "zzzz", "instal", "pasword", "xy"}
	for i, term := range s.post.terms {
		if i%17 == 0 && utf8.RuneCountInString(term) > 2 {
			w := []rune(term)
			k := i % (len(w) - 1)
			w[k], w[k+1] = w[k+1], w[k]
			words = append(words, string(w), strings.Replace(term, string(w[k]), "", 1), term+"s")
		}
	}
	found := 0
	for _, w := range words {
		for k := 1; k <= 2; k++ {
			got := names(s.post, s.post.near(w, k))
			if want := ref.near(t, w, k); !slices.Equal(got, want) {
				t.Fatalf("near(%q, %d) = %v, bleve lists %v", w, k, got, want)
			}
			found += len(got)
		}
	}
	if found < 1000 {
		t.Fatalf("only %d near terms found: the words prove too little", found)
	}
	// A word's near terms are kept for the next query that has it.
	s.fuzzyTerms("confgure", 2)
	if _, ok := s.fuzzy.Get(fuzzyKey{"confgure", 2}); !ok {
		t.Fatalf("the near terms of a queried word were not kept (kept: %v)", s.fuzzy.Keys())
	}
}

func names(p *postings, ids []int32) []string {
	out := []string{}
	for _, id := range ids {
		out = append(out, p.terms[id])
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// testIndex builds a searcher over recs with the test settings, and the
// bleve reference over the same records.
func testIndex(t *testing.T, recs []search.Record) (*searcher, *bleveReference) {
	t.Helper()
	cfg, err := compileSettings(testSettings())
	if err != nil {
		t.Fatal(err)
	}
	objs := make([]*object, len(recs))
	for i, r := range recs {
		objs[i] = &object{id: r.ObjectID, doc: r.Decoded()}
	}
	s, err := buildSearcher(cfg, objs)
	if err != nil {
		t.Fatal(err)
	}
	return s, newBleveReference(t, s, objs)
}

// Highlighting classifies only the clause terms and passes over every
// other index term: that is right only if no other term matches a unit.
// Check every term of the index against classify, for each test query.
func TestOnlyClauseTermsMatch(t *testing.T) {
	s, _ := testIndex(t, append(fixture(), SyntheticRecords(1500, 12)...))
	queries := append([]string{"nignx", "smpt", "serever mial", "代", "器", "反向代", "proxi", "a", "安装 ", "cnofigur"}, BenchQueries...)
	matched := 0
	for _, q := range queries {
		for _, r := range []typoRules{{min1: 4, min2: 8, max: 2}, {off: true}} {
			pl := newPlan(q, r)
			if _, err := s.search(context.Background(), pl, nil); err != nil {
				t.Fatal(err)
			}
			fresh := newPlan(q, r)
			for id, term := range s.post.terms {
				got, want := pl.classifyID(int32(id), term), fresh.classify(term)
				if !slices.Equal(got, want) {
					t.Fatalf("%q: term %q classifies as %v, but highlighting would take %v", q, term, want, got)
				}
				matched += len(want)
			}
		}
	}
	if matched < 500 {
		t.Fatalf("only %d term matches: the queries prove too little", matched)
	}
}
