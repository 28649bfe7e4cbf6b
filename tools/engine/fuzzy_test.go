package engine

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The near terms the searcher lists itself must find exactly what bleve's
// fuzzy query finds, hit for hit and highlight for highlight.
func TestListedNearTermsAnswerAsBlevesFuzzyQuery(t *testing.T) {
	e, err := Open(t.TempDir(), Options{AppID: testApp, AdminKey: testAdmin, SearchKey: testSearch, NoResultCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	recs := append(fixture(), SyntheticRecords(1500, 7)...)
	if err := e.LoadRecords("voce", recs, testSettings()); err != nil {
		t.Fatal(err)
	}
	queries := []string{"nignx", "smpt", "dockar", "cnofigur", "confgure", "webhok", "certficate", "dokcer instal", "serever", "proxi"}
	answer := func(q string) []byte {
		res := runQuery(t, e, q, map[string]any{"distinct": false, "hitsPerPage": 50})
		delete(res, "processingTimeMS")
		raw, _ := json.Marshal(res)
		return raw
	}
	typoHits := 0
	for _, q := range queries {
		listFuzzyTerms = true
		listed := answer(q)
		listFuzzyTerms = false
		bleve := answer(q)
		listFuzzyTerms = true
		if !reflect.DeepEqual(listed, bleve) {
			t.Errorf("%q: listed near terms answer\n%s\nbleve's fuzzy query answers\n%s", q, listed, bleve)
		}
		var res struct{ NbHits int }
		json.Unmarshal(listed, &res)
		typoHits += res.NbHits
	}
	if typoHits == 0 {
		t.Fatal("no query with a typo found anything: the comparison proves nothing")
	}
	// The second time a word comes, its near terms come from the list.
	snap := (*e.indexes.Load())["voce"]
	s, err := snap.acquire()
	if err != nil {
		t.Fatal(err)
	}
	defer snap.mu.RUnlock()
	if _, ok := s.fuzzy.Get(fuzzyKey{"confgure", 2}); !ok {
		t.Fatalf("the near terms of a queried word were not kept (kept: %v)", s.fuzzy.Keys())
	}
}
