package pipeline

import (
	"cmp"
	"fmt"
	"path/filepath"
	"strings"

	"vocedocs/tools/content"
	"vocedocs/tools/llms"
)

// twinsDir is the folder of build/data holding the files for AI tools (the
// pages' Markdown twins, llms.txt, llms-full.txt), laid out as they are
// served: the build links it into the site.
const twinsDir = "llms"

// llmsStage writes the Markdown twin of every doc and API page, and
// llms.txt and llms-full.txt of every locale. It returns where each
// route's twin is served, for routes.json.
func llmsStage(res *Result, api *apiResult, w *writer) (map[string]string, error) {
	cfg := res.Config
	twins := map[string]string{}
	owner := map[string]string{}
	claim := func(route string, home bool) error {
		p := llms.TwinPath(route, home)
		if other, taken := owner[p]; taken {
			return fmt.Errorf("%s and %s would both have their Markdown at %s; change the slug of one", other, route, p)
		}
		owner[p], twins[route] = route, p
		return nil
	}
	for _, pg := range res.Site.Pages {
		if err := claim(pg.Route, pg.LocalPath == "/"); err != nil {
			return nil, err
		}
	}
	for _, loc := range cfg.Locales {
		for _, route := range api.localRoutes {
			if err := claim(content.JoinRoute(cfg.Prefix(loc.Code), route), false); err != nil {
				return nil, err
			}
		}
	}
	for _, loc := range cfg.Locales {
		writeLocaleTwins(res, api, loc.Code, twins, w)
	}
	return twins, nil
}

// writeLocaleTwins writes the twins of one locale's pages, in sidebar
// order, then its llms.txt and llms-full.txt.
func writeLocaleTwins(res *Result, api *apiResult, locale string, twins map[string]string, w *writer) {
	cfg := res.Config
	prefix := cfg.Prefix(locale)
	site := &llms.Site{URL: strings.TrimRight(cfg.URL, "/"), Twins: twins, Strings: res.Strings[locale]}
	var full []string
	put := func(route string, text []byte) {
		w.raw(twinsDir+twins[route], text)
		full = append(full, string(text))
	}
	var summary string
	written := map[*content.Page]bool{}
	for _, it := range res.Site.Sidebars[locale].Flat {
		put(it.Page.Route, site.Page(it.Page))
		written[it.Page] = true
	}
	for _, pg := range res.Site.Pages {
		if pg.Locale == locale && !written[pg] {
			put(pg.Route, site.Page(pg)) // a page the sidebar leaves out still gets its twin
		}
		if pg.Locale == locale && pg.LocalPath == "/" {
			summary = pg.Front.Description
		}
	}
	summary = cmp.Or(summary, cfg.Tagline)
	apiBase := content.JoinRoute(prefix, api.base)
	put(apiBase, site.APIIndex(apiBase, api.Index))
	for _, op := range api.Ops {
		put(apiBase+"/"+op.Slug, site.Operation(apiBase+"/"+op.Slug, op.Operation))
	}
	ix := llms.Index{Title: cfg.Title, Summary: summary, Sidebar: res.Site.Sidebars[locale].Items,
		APIRoute: apiBase, API: api.Index, Full: content.JoinRoute(prefix, "/llms-full.txt")}
	w.raw(twinsDir+content.JoinRoute(prefix, "/llms.txt"), site.LLMsTxt(ix))
	w.raw(twinsDir+ix.Full, llms.Full(cfg.Title, summary, full))
}

// publishTwins links the files for AI tools into the new site, then
// checks that every link they hold leads to a file of it.
func publishTwins(dataDir, site, siteURL string) error {
	src := filepath.Join(dataDir, twinsDir)
	if err := linkTree(src, site); err != nil {
		return err
	}
	return llms.CheckLinks(src, site, strings.TrimRight(siteURL, "/"))
}
