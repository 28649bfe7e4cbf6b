package pipeline

import (
	"vocedocs/tools/config"
	"vocedocs/tools/search"
	"vocedocs/tools/sitedata"
)

// apiResult is what the API stage hands to the other stages.
type apiResult struct {
	count       int
	localRoutes []string // /api, /api/<slug>
	titles      map[string]string
}

func (a *apiResult) routes(prefix, locale string) []sitedata.Route {
	return nil
}

func (a *apiResult) records(siteURL, prefix, locale string) []search.Record { return nil }

func apiStage(opts Options, cfg *config.Site, w *writer) (*apiResult, error) {
	return &apiResult{}, nil
}
