// Package pipeline runs the Go stage of a build: it loads the config, the
// content and the API description, checks them, and writes every artifact
// the React side reads into build/data.
package pipeline

import (
	"path/filepath"
	"slices"
	"time"

	"vocedocs/tools/content"
	"vocedocs/tools/sitedata"
)

// docPage turns a loaded page into its artifact.
func docPage(site *content.Site, pg *content.Page) *sitedata.Page {
	sb := site.Sidebars[pg.Locale]
	out := &sitedata.Page{
		Kind: "doc", Route: pg.Route, Locale: pg.Locale, ID: pg.ID,
		Title: pg.Front.Title, H1: pg.H1, Description: pg.Front.Description,
		Body: pg.Res.Body, HideTableOfContents: pg.Front.HideTableOfContents,
		HideFooter: pg.Front.HideFooter, EditURL: pg.EditURL, Source: pg.Source,
		TOC: []sitedata.TOCEntry{}, Breadcrumbs: []sitedata.Crumb{}, Alternates: map[string]string{},
	}
	if out.Body == nil {
		out.Body = []any{}
	}
	if !pg.Updated.IsZero() {
		out.LastUpdated = pg.Updated.UTC().Format(time.RFC3339)
	}
	for _, h := range pg.Res.TOC() {
		out.TOC = append(out.TOC, sitedata.TOCEntry{ID: h.ID, Text: h.Text, Level: h.Level})
	}
	if it := sb.ItemFor(pg); it != nil {
		for _, c := range sb.Trail(it) {
			out.Breadcrumbs = append(out.Breadcrumbs, sitedata.Crumb{Label: c.Label, Href: c.Href})
		}
		out.Breadcrumbs = append(out.Breadcrumbs, sitedata.Crumb{Label: it.Label})
		flat := sb.Flat
		i := slices.Index(flat, it)
		if i > 0 {
			out.Prev = &sitedata.NavLink{Label: flat[i-1].Label, Href: flat[i-1].Href}
		}
		if i >= 0 && i+1 < len(flat) {
			out.Next = &sitedata.NavLink{Label: flat[i+1].Label, Href: flat[i+1].Href}
		}
	}
	// Only pages that exist: a locale where the page is missing or a draft
	// has no entry, and the language switch offers that locale's home.
	for _, loc := range site.Config.Locales {
		if alt := site.Alternate(pg, loc.Code); alt != nil {
			out.Alternates[loc.Code] = alt.Route
		}
	}
	return out
}

// pageDataPath names a page's artifact under build/data.
func pageDataPath(pg *content.Page) string {
	return filepath.ToSlash(filepath.Join("pages", pg.Locale, pg.ID+".json"))
}
