package pipeline

import (
	"encoding/json"
	"errors"
	"sync"

	"vocedocs/tools/search"
)

// searchStage writes build/data/search/<locale>.json: the DocSearch records
// of every doc page and API operation of the locale, each validated. The
// locales run side by side: one's records do not depend on another's.
func searchStage(opts Options, res *Result, api *apiResult, w *writer) error {
	var wg sync.WaitGroup
	counts := make([]int, len(res.Config.Locales))
	errs := make([]error, len(res.Config.Locales))
	for i, loc := range res.Config.Locales {
		wg.Add(1)
		go func() {
			defer wg.Done()
			counts[i], errs[i] = localeRecords(res, api, w, loc.Code)
		}()
	}
	wg.Wait()
	for _, n := range counts {
		res.Records += n
	}
	return errors.Join(errs...)
}

// localeRecords writes search/<code>.json and returns how many records it holds.
func localeRecords(res *Result, api *apiResult, w *writer, code string) (int, error) {
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
	recs = append(recs, api.records(cfg.URL, cfg.Prefix(code), code)...)
	if recs == nil {
		recs = []search.Record{} // an empty file is [], not null
	}
	raw, err := json.Marshal(recs)
	if err != nil {
		return 0, err
	}
	w.queue("search/"+code+".json", func() error { return search.ValidateRecords(raw, recs) })
	w.raw("search/"+code+".json", raw)
	return len(recs), nil
}
