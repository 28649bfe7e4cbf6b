package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"testing"
)

// Sorting by the precomputed custom order must give the order the custom
// ranking values give when compared hit by hit, as they were before.
func TestCustomOrderSortsAsRankingValues(t *testing.T) {
	cfg, err := compileSettings(DocSearchSettings())
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(4))
	var objs []*object
	for i := 0; i < 600; i++ {
		doc := map[string]any{"content": "x", "weight": map[string]any{
			"pageRank": json.Number([]string{"0", "1", "2"}[r.Intn(3)]),
			"level":    json.Number([]string{"0", "50", "90", "100"}[r.Intn(4)]),
			"position": json.Number(string(rune('0' + r.Intn(10)))),
		}}
		if r.Intn(10) == 0 {
			delete(doc["weight"].(map[string]any), "level") // a missing value sorts last
		}
		o, err := newObject(doc, strconv.Itoa(i))
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	s, err := buildSearcher(cfg, objs)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.ranking) == 0 {
		t.Fatal("the DocSearch settings have no custom ranking: the test proves nothing")
	}
	reference := func(a, b hit) int {
		for _, c := range []int{cmp.Compare(a.typos, b.typos), cmp.Compare(a.proximity, b.proximity), cmp.Compare(a.attr, b.attr), cmp.Compare(b.exact, a.exact)} {
			if c != 0 {
				return c
			}
		}
		for k, cr := range s.cfg.ranking {
			if c := compareRank(s.rank[a.rec][k], s.rank[b.rec][k], cr.desc); c != 0 {
				return c
			}
		}
		return cmp.Compare(a.rec, b.rec)
	}
	for round := 0; round < 50; round++ {
		var hits []hit
		for rec := 0; rec < len(objs); rec++ {
			if r.Intn(3) == 0 {
				hits = append(hits, hit{rec: rec, typos: r.Intn(2), proximity: r.Intn(3), attr: r.Intn(2), exact: r.Intn(2)})
			}
		}
		want := slices.Clone(hits)
		slices.SortFunc(want, reference)
		s.sort(hits)
		if !slices.Equal(hits, want) {
			t.Fatalf("round %d: sorted by order\n%v\nby ranking values\n%v", round, hits, want)
		}
	}
}

// An answer's page is found without sorting every hit (best per distinct
// value in one pass, then the page's hits by a heap): it must be the page
// that sorting every hit and keeping the first per value gives (the first
// two or three, for distinct 2 and 3).
func TestPageEqualsFullSortThenDistinct(t *testing.T) {
	e := newTestEngine(t, t.TempDir())
	if err := e.LoadRecords("voce", SyntheticRecords(1500, 7), DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	snap, sr, err := e.searcherFor("voce")
	if err != nil {
		t.Fatal(err)
	}
	snap.mu.RUnlock()
	queries := append([]string{"", "a", "co", "the", "d"}, BenchQueries...)
	compared := 0
	for _, q := range queries {
		full, err := sr.search(context.Background(), newPlan(q, typoRules{min1: 4, min2: 8, max: 2}), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, distinct := range []int{1, 2, 3} {
			seen := map[int32]int{}
			var want []string
			for _, h := range full {
				if key := sr.distinct[h.rec]; key >= 0 {
					if seen[key] >= distinct {
						continue
					}
					seen[key]++
				}
				want = append(want, snap.objects[h.rec].id)
			}
			for _, hpp := range []int{1, 7, 20, 100} {
				for _, page := range []int{0, 1, 4} {
					p := &params{Query: q, HitsPerPage: &hpp, Page: page, Distinct: &distinct}
					res, err := e.search(context.Background(), "voce", p, fmt.Sprint(q, hpp, page, distinct))
					if err != nil {
						t.Fatal(err)
					}
					var hits []struct {
						ID string `json:"objectID"`
					}
					if err := json.Unmarshal(res.Hits, &hits); err != nil {
						t.Fatal(err)
					}
					from, to := min(page*hpp, len(want)), min(page*hpp+hpp, len(want))
					got := make([]string, len(hits))
					for i, h := range hits {
						got[i] = h.ID
					}
					if res.NbHits != len(want) || !slices.Equal(got, want[from:to]) {
						t.Fatalf("%q, distinct %d, %d a page, page %d: %d hits %v, want %d hits %v", q, distinct, hpp, page, res.NbHits, got, len(want), want[from:to])
					}
					compared += len(got)
				}
			}
		}
	}
	if compared < 2000 {
		t.Fatalf("only %d hits compared", compared)
	}
}
