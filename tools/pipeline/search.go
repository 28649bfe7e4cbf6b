package pipeline

import (
	"cmp"
	"encoding/json"

	"vocedocs/tools/search"
)

// writeSearch writes build/data/search/<locale>.json: the DocSearch records
// of every doc page and then every API operation of the locale, validated.
func writeSearch(res *Result, api *apiResult, w *writer) error {
	for _, loc := range res.Config.Locales {
		code := loc.Code
		recs := append(docRecords(res, code), api.records(res.Config.URL, res.Config.Prefix(code), code)...)
		if recs == nil {
			recs = []search.Record{} // an empty file is [], not null
		}
		raw, err := json.Marshal(recs)
		if err != nil {
			return err
		}
		w.queue("search/"+code+".json", "search-records", raw, func() error { return search.ValidateRecords(raw, recs) })
		w.raw("search/"+code+".json", raw)
		res.Records += len(recs)
	}
	return nil
}

// docRecords gives the search records of a locale's doc pages.
func docRecords(res *Result, code string) []search.Record {
	cfg := res.Config
	docs := cmp.Or(res.Strings[code]["search.records.docs"], "Documentation")
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
