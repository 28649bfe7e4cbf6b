package engine

import (
	"cmp"
	"encoding/json"
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
