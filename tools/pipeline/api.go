package pipeline

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"

	"vocedocs/tools/config"
	"vocedocs/tools/content"
	"vocedocs/tools/openapi"
	"vocedocs/tools/search"
	"vocedocs/tools/sitedata"
)

// apiResult is what the API stage hands to the other stages.
type apiResult struct {
	*apiStored
	localRoutes []string // /api, /api/<slug>
	base        string
}

// apiOp is an operation as the later stages read it: with the label of
// the first tag that lists it ("API" for an untagged one).
type apiOp struct {
	*openapi.Operation
	Tag string
}

// routes lists the API pages of one locale.
func (a *apiResult) routes(prefix, locale string) []sitedata.Route {
	out := []sitedata.Route{{Path: content.JoinRoute(prefix, a.base), Locale: locale, Kind: "api-index", Data: "api/index.json", Title: a.Index.Title}}
	for _, op := range a.Ops {
		out = append(out, sitedata.Route{Path: content.JoinRoute(prefix, a.base+"/"+op.Slug), Locale: locale, Kind: "api-operation", Data: "api/operations/" + op.Slug + ".json", Title: op.Summary})
	}
	return out
}

// records gives every operation its search records in one locale.
func (a *apiResult) records(siteURL, prefix, locale string) []search.Record {
	var out []search.Record
	for _, op := range a.Ops {
		out = append(out, search.APIRecords(search.APIInput{
			URL: siteURL + content.JoinRoute(prefix, a.base+"/"+op.Slug), Language: locale, Tag: op.Tag, Summary: op.Summary, Text: op.SearchText(),
		})...)
	}
	return out
}

// apiStage loads the OpenAPI document named in site.yaml, builds the
// reference's pages and publishes the document itself at /openapi.<ext>.
// In `mage dev` a run on the same document replays the last run's output
// (apicache.go).
func apiStage(opts Options, cfg *config.Site, w *writer) (*apiResult, error) {
	specPath := filepath.Join(opts.Root, filepath.FromSlash(cfg.API.Spec))
	if _, err := os.Stat(specPath); os.IsNotExist(err) {
		return nil, fmt.Errorf("content/site.yaml: api.spec %q does not exist; point it at the OpenAPI document", cfg.API.Spec)
	}
	raw, err := os.ReadFile(specPath)
	if err != nil {
		return nil, err
	}
	ext := filepath.Ext(specPath)
	w.raw("openapi"+ext, raw)
	key := specPath + "\x00" + cfg.API.RouteBase + "\x00" + string(raw)
	if st := lastAPI.Load(); st != nil && st.key == key {
		// The same bytes passed their schema check when they were kept.
		maps.Copy(w.files, st.Files)
		return st.result(cfg.API.RouteBase), nil
	}
	specParses.Add(1)
	doc, err := openapi.Parse(specPath, raw)
	if err != nil {
		return nil, relErr(opts.Root, err)
	}
	m := openapi.Build(doc)
	m.Index.SpecURL = "/openapi" + ext
	st := &apiStored{Index: &m.Index, key: key}
	if err := w.json("api/index.json", "api-index", m.Index); err != nil {
		return nil, err
	}
	bySlug := map[string]*openapi.Operation{}
	for _, op := range m.Operations {
		if err := w.json("api/operations/"+op.Slug+".json", "api-operation", op); err != nil {
			return nil, err
		}
		bySlug[op.Slug] = op
	}
	// Sidebar order: by tag, then within the tag. Every operation stands
	// under at least one tag; one with several is listed once.
	for _, tag := range m.Index.Tags {
		for _, ref := range tag.Operations {
			if op := bySlug[ref.Slug]; op != nil {
				st.Ops = append(st.Ops, apiOp{Operation: op, Tag: tag.Label})
				delete(bySlug, ref.Slug)
			}
		}
	}
	// The stage runs first: what the writer holds is its output.
	st.Files = maps.Clone(w.files)
	return st.result(cfg.API.RouteBase), nil
}
