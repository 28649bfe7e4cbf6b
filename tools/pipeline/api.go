package pipeline

import (
	"fmt"
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
	localRoutes []string // /api, /api/<slug>
	base        string
	index       *openapi.Index
	operations  []*openapi.Operation // in sidebar order: by tag, then within the tag
	ops         []apiOp
}

// apiOp is what the search records read of one operation.
type apiOp struct {
	Slug, Summary string
	Tag           string // the first tag's label, "API" when it has none
	Text          string // the text its search records index
}

// routes lists the API pages of one locale.
func (a *apiResult) routes(prefix, locale string) []sitedata.Route {
	out := []sitedata.Route{{Path: content.JoinRoute(prefix, a.base), Locale: locale, Kind: "api-index", Data: "api/index.json", Title: a.index.Title}}
	for _, op := range a.ops {
		out = append(out, sitedata.Route{Path: content.JoinRoute(prefix, a.base+"/"+op.Slug), Locale: locale, Kind: "api-operation", Data: "api/operations/" + op.Slug + ".json", Title: op.Summary})
	}
	return out
}

// records gives every operation its search records in one locale.
func (a *apiResult) records(siteURL, prefix, locale string) []search.Record {
	var out []search.Record
	for _, op := range a.ops {
		out = append(out, search.APIRecords(search.APIInput{
			URL: siteURL + content.JoinRoute(prefix, a.base+"/"+op.Slug), Language: locale, Tag: op.Tag, Summary: op.Summary, Text: op.Text,
		})...)
	}
	return out
}

// apiStage loads the OpenAPI document named in site.yaml, builds the
// reference's pages and publishes the document itself at /openapi.<ext>.
func apiStage(opts Options, cfg *config.Site, w *writer) (*apiResult, error) {
	specPath := filepath.Join(opts.Root, filepath.FromSlash(cfg.API.Spec))
	if _, err := os.Stat(specPath); os.IsNotExist(err) {
		return nil, relErr(opts.Root, fmt.Errorf("content/site.yaml: api.spec %q does not exist; point it at the OpenAPI document", cfg.API.Spec))
	}
	raw, err := os.ReadFile(specPath)
	if err != nil {
		return nil, err
	}
	ext := filepath.Ext(specPath)
	w.raw("openapi"+ext, raw)
	doc, err := openapi.Parse(specPath, raw)
	if err != nil {
		return nil, relErr(opts.Root, err)
	}
	m := openapi.Build(doc)
	m.Index.SpecURL = "/openapi" + ext
	if err := w.json("api/index.json", "api-index", m.Index); err != nil {
		return nil, err
	}
	base := cfg.API.RouteBase
	res := &apiResult{base: base, index: &m.Index}
	labels := map[string]string{}
	for _, t := range m.Index.Tags {
		labels[t.Name] = t.Label
	}
	bySlug := map[string]*openapi.Operation{}
	for _, op := range m.Operations {
		if err := w.json("api/operations/"+op.Slug+".json", "api-operation", op); err != nil {
			return nil, err
		}
		tag := "API"
		if len(op.Tags) > 0 {
			tag = labels[op.Tags[0]]
		}
		res.ops = append(res.ops, apiOp{Slug: op.Slug, Summary: op.Summary, Tag: tag, Text: op.SearchText()})
		res.localRoutes = append(res.localRoutes, base+"/"+op.Slug)
		bySlug[op.Slug] = op
	}
	res.localRoutes = append(res.localRoutes, base)
	// Every operation stands under at least one tag (untagged ones under
	// a tag of their own); one with several tags is listed once.
	listed := map[string]bool{}
	for _, tag := range m.Index.Tags {
		for _, op := range tag.Operations {
			if !listed[op.Slug] {
				listed[op.Slug] = true
				res.operations = append(res.operations, bySlug[op.Slug])
			}
		}
	}
	return res, nil
}
