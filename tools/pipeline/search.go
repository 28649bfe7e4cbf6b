package pipeline

import (
	"encoding/json"
	"fmt"

	"vocedocs/tools/search"
	"vocedocs/tools/sitedata"
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
		for i := range recs {
			if err := sitedata.Validate(search.RecordKind, recs[i]); err != nil {
				return fmt.Errorf("build/data/search/%s.json: record %d (%s): %w", loc.Code, i, recs[i].URL, err)
			}
		}
		raw, err := json.Marshal(recs)
		if err != nil {
			return err
		}
		w.raw("search/"+loc.Code+".json", raw)
		res.Records += len(recs)
	}
	return nil
}
