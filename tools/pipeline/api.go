package pipeline

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"sync"

	"vocedocs/tools/config"
	"vocedocs/tools/content"
	"vocedocs/tools/openapi"
	"vocedocs/tools/search"
	"vocedocs/tools/sitedata"
)

// apiResult is what the API stage hands to the other stages.
type apiResult struct {
	count       int
	localRoutes []string // /api, /api/<slug>
	model       *openapi.Model
	base        string
	tagLabels   map[string]string
}

// routes lists the API pages of one locale.
func (a *apiResult) routes(prefix, locale string) []sitedata.Route {
	if a.model == nil {
		return nil
	}
	out := []sitedata.Route{{Path: content.JoinRoute(prefix, a.base), Locale: locale, Kind: "api-index", Data: "api/index.json", Title: a.model.Index.Title}}
	for _, op := range a.model.Operations {
		out = append(out, sitedata.Route{Path: content.JoinRoute(prefix, a.base+"/"+op.Slug), Locale: locale, Kind: "api-operation", Data: "api/operations/" + op.Slug + ".json", Title: op.Summary})
	}
	return out
}

// records gives every operation its search records in one locale.
func (a *apiResult) records(siteURL, prefix, locale string) []search.Record {
	if a.model == nil {
		return nil
	}
	var out []search.Record
	for _, op := range a.model.Operations {
		tag := "API"
		if len(op.Tags) > 0 {
			tag = a.tagLabels[op.Tags[0]]
		}
		out = append(out, search.APIRecords(search.APIInput{
			URL: siteURL + content.JoinRoute(prefix, a.base+"/"+op.Slug), Language: locale, Tag: tag, Summary: op.Summary, Text: op.SearchText(),
		})...)
	}
	return out
}

// apiStage loads the OpenAPI document named in site.yaml, builds the
// reference's pages and publishes the document itself at /openapi.<ext>.
func apiStage(opts Options, cfg *config.Site, w *writer) (*apiResult, error) {
	specPath := filepath.Join(opts.Root, filepath.FromSlash(cfg.API.Spec))
	res := &apiResult{base: cfg.API.RouteBase, tagLabels: map[string]string{}}
	if _, err := os.Stat(specPath); os.IsNotExist(err) {
		return nil, relErr(opts.Root, errorf("content/site.yaml: api.spec %q does not exist; point it at the OpenAPI document", cfg.API.Spec))
	}
	raw, err := os.ReadFile(specPath)
	if err != nil {
		return nil, err
	}
	m, err := buildSpec(specPath, raw)
	if err != nil {
		return nil, relErr(opts.Root, err)
	}
	ext := filepath.Ext(specPath)
	m.Index.SpecURL = "/openapi" + ext
	w.raw("openapi"+ext, raw)
	if err := w.json("api/index.json", "api-index", m.Index); err != nil {
		return nil, err
	}
	for _, op := range m.Operations {
		if err := w.json("api/operations/"+op.Slug+".json", "api-operation", op); err != nil {
			return nil, err
		}
		res.localRoutes = append(res.localRoutes, cfg.API.RouteBase+"/"+op.Slug)
	}
	res.localRoutes = append(res.localRoutes, cfg.API.RouteBase)
	for _, t := range m.Index.Tags {
		res.tagLabels[t.Name] = t.Label
	}
	res.model = m
	res.count = len(m.Operations)
	return res, nil
}

// lastSpec keeps the model of the last spec read, by path and digest: under
// `mage dev` every Markdown save reruns the Go stage, and parsing the spec
// was its largest part. The model is only read after Build.
var lastSpec struct {
	sync.Mutex
	key   [32]byte
	model *openapi.Model
}

func buildSpec(path string, raw []byte) (*openapi.Model, error) {
	key := sha256.Sum256(append([]byte(path+"\x00"), raw...))
	lastSpec.Lock()
	defer lastSpec.Unlock()
	if lastSpec.model != nil && lastSpec.key == key {
		return lastSpec.model, nil
	}
	doc, err := openapi.Parse(path, raw)
	if err != nil {
		return nil, err
	}
	lastSpec.key, lastSpec.model = key, openapi.Build(doc)
	return lastSpec.model, nil
}
