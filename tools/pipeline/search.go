package pipeline

import (
	"bytes"
	"encoding/json"
	"errors"
	"sync"

	"vocedocs/tools/search"
)

// docSearch holds the doc pages' search records of each locale, built and
// encoded while the API stage still runs: they are five sixths of the
// records' bytes, and the stage's end waited for them.
type docSearch struct {
	done chan struct{}
	recs [][]search.Record // by locale, in the config's order
	raw  [][]byte
	errs []error
}

// startDocSearch builds every locale's doc records on goroutines of their
// own; finishSearch adds the API's.
func startDocSearch(res *Result) *docSearch {
	locs := res.Config.Locales
	ds := &docSearch{done: make(chan struct{}), recs: make([][]search.Record, len(locs)), raw: make([][]byte, len(locs)), errs: make([]error, len(locs))}
	var wg sync.WaitGroup
	for i, loc := range locs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ds.recs[i] = docRecords(res, loc.Code)
			ds.raw[i], ds.errs[i] = json.Marshal(ds.recs[i])
		}()
	}
	go func() { wg.Wait(); close(ds.done) }()
	return ds
}

// finishSearch writes build/data/search/<locale>.json: the DocSearch records
// of every doc page and then every API operation of the locale, validated.
func finishSearch(res *Result, api *apiResult, ds *docSearch, w *writer) error {
	<-ds.done
	if err := errors.Join(ds.errs...); err != nil {
		return err
	}
	for i, loc := range res.Config.Locales {
		code := loc.Code
		apiRecs := api.records(res.Config.URL, res.Config.Prefix(code), code)
		apiRaw, err := json.Marshal(apiRecs)
		if err != nil {
			return err
		}
		recs := append(ds.recs[i], apiRecs...)
		if recs == nil {
			recs = []search.Record{} // an empty file is [], not null
		}
		raw := joinArrays(ds.raw[i], apiRaw)
		w.queue("search/"+code+".json", func() error {
			return w.cache.Check("search-records", raw, func(raw []byte) error { return search.ValidateRecords(raw, recs) })
		})
		w.raw("search/"+code+".json", raw)
		res.Records += len(recs)
	}
	return nil
}

// joinArrays gives the JSON array of a's items then b's, from two arrays
// as encoding/json writes them (no white space; nil slices as null).
func joinArrays(a, b []byte) []byte {
	items := func(x []byte) []byte {
		if bytes.Equal(x, []byte("null")) || len(x) < 2 {
			return nil
		}
		return x[1 : len(x)-1]
	}
	ia, ib := items(a), items(b)
	out := make([]byte, 0, len(ia)+len(ib)+3)
	out = append(out, '[')
	out = append(out, ia...)
	if len(ia) > 0 && len(ib) > 0 {
		out = append(out, ',')
	}
	out = append(out, ib...)
	return append(out, ']')
}

// docRecords gives the search records of a locale's doc pages.
func docRecords(res *Result, code string) []search.Record {
	cfg := res.Config
	docs := res.Strings[code]["search.records.docs"]
	if docs == "" {
		docs = "Documentation"
	}
	var recs []search.Record
	sb := res.Site.Sidebars[code]
	for _, pg := range res.Site.Pages {
		if pg.Locale != code {
			continue
		}
		lvl0 := docs
		if it := sb.ItemFor(pg); it != nil {
			if trail := sb.Trail(it); len(trail) > 0 {
				lvl0 = trail[0].Label
			} else if it.Type == "category" {
				lvl0 = it.Label
			}
		}
		recs = append(recs, search.DocRecords(search.PageInput{
			URL: cfg.URL + pg.Route, Language: code, Lvl0: lvl0, Title: pg.Front.Title, Description: pg.Front.Description, Body: pg.Res.Body,
		})...)
	}
	return recs
}
