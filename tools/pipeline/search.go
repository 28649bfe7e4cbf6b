package pipeline

import (
	"encoding/json"

	"vocedocs/tools/search"
)

// searchStage writes build/data/search/<locale>.json: the DocSearch records
// of every doc page and API operation of the locale, each validated.
func searchStage(opts Options, res *Result, api *apiResult, w *writer) error {
	cfg := res.Config
	for _, loc := range cfg.Locales {
		var recs []search.Record
		docs := res.Strings[loc.Code]["search.records.docs"]
		if docs == "" {
			docs = "Documentation"
		}
		for _, pg := range res.Site.Pages {
			if pg.Locale != loc.Code {
				continue
			}
			lvl0 := docs
			sb := res.Site.Sidebars[loc.Code]
			if it := sb.ItemFor(pg); it != nil {
				if trail := sb.Trail(it); len(trail) > 0 {
					lvl0 = trail[0].Label
				} else if it.Type == "category" {
					lvl0 = it.Label
				}
			}
			recs = append(recs, search.DocRecords(search.PageInput{
				URL: cfg.URL + pg.Route, Language: loc.Code, Lvl0: lvl0, Title: pg.Front.Title, Body: pg.Res.Body,
			})...)
		}
		recs = append(recs, api.records(cfg.URL, cfg.Prefix(loc.Code), loc.Code)...)
		raw, err := json.Marshal(recs)
		if err != nil {
			return err
		}
		w.validate("search/"+loc.Code+".json", search.RecordsKind, raw, search.ValidateRecordsRaw)
		w.raw("search/"+loc.Code+".json", raw)
		res.Records += len(recs)
	}
	return nil
}
