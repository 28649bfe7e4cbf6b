package content

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"vocedocs/tools/markdown"
)

// resolve rewrites every link of a page to its final URL and reports links
// and anchors that lead nowhere, and images that are missing or lack alt text.
// Links into the API reference are kept for CheckAPILinks.
func (s *Site) resolve(pg *Page) Errors {
	var errs Errors
	for _, l := range pg.Res.Links {
		if problem := s.resolveLink(pg, l); problem != "" {
			errs.add(pg.Source, l.Line, "%s", problem)
		}
	}
	for _, im := range pg.Res.Images {
		if im.Alt == "" {
			errs.add(pg.Source, im.Line, "image %q has no alt text; write what it shows: ![a diagram of …](%s)", im.Src, im.Src)
		}
		switch kind, _, err := markdown.ClassifyLink(im.Src); {
		case err != nil:
			errs.add(pg.Source, im.Line, "image %q: %v", im.Src, err)
		case kind == markdown.LinkExternal:
			errs.add(pg.Source, im.Line, "image %q is remote; save it under content/static/img and use /img/…", im.Src)
		case !strings.HasPrefix(im.Src, "/") || !s.isStatic(im.Src):
			errs.add(pg.Source, im.Line, "image %q not found; put the file in content/static%s", im.Src, "/img/…")
		default:
			if w, h, ok := imageSize(filepath.Join(s.staticDir, filepath.FromSlash(im.Src))); ok {
				im.Attrs["width"], im.Attrs["height"] = w, h
			}
		}
	}
	return errs
}

// resolveLink writes the final URL of a link into its attributes, or says
// why the link leads nowhere.
func (s *Site) resolveLink(pg *Page, l *markdown.LinkRef) (problem string) {
	kind, dest, err := markdown.ClassifyLink(l.Dest)
	target, anchor, _ := strings.Cut(dest, "#")
	local, api := normalize(target), s.Config.API.RouteBase
	var to, draft *Page // the page a site path or a file names, and the draft it may name instead
	var missing string  // what to say when it names neither
	switch {
	case dest == "":
		return err.Error()
	case err != nil:
		return fmt.Sprintf("link %q: %v", dest, err)
	case kind == markdown.LinkExternal:
		l.Attrs["href"], l.Attrs["external"] = dest, true
		return ""
	case kind == markdown.LinkFragment:
		if !pg.HasAnchor(anchor) {
			return fmt.Sprintf("link #%s: no heading on this page has that id%s", anchor, suggest(pg))
		}
		return ""
	case kind == markdown.LinkSite && (local == api || strings.HasPrefix(local, api+"/")):
		s.apiLinks = append(s.apiLinks, apiLink{source: pg.Source, dest: dest, local: local, line: l.Line})
		l.Attrs["href"] = withAnchor(JoinRoute(s.Config.Prefix(pg.Locale), local), anchor)
		return ""
	case kind == markdown.LinkSite && s.isStatic(target):
		l.Attrs["href"], l.Attrs["download"] = dest, true
		return ""
	case kind == markdown.LinkSite:
		route := JoinRoute(s.Config.Prefix(pg.Locale), local)
		to, draft = s.ByRoute[route], s.drafts[route]
		missing = fmt.Sprintf("no page has that URL in %s; link to the page's file instead, e.g. ./docker.md", pg.Locale)
	case !strings.HasSuffix(target, ".md"):
		return fmt.Sprintf("link %q: link to another page by its file, e.g. ./docker.md", dest)
	default:
		rel := path.Clean(path.Join(path.Dir(pg.Rel), target))
		to, draft = s.published[pg.Locale][rel], s.drafts["content/"+pg.Locale+"/"+rel]
		missing = fmt.Sprintf("content/%s/%s does not exist", pg.Locale, rel)
	}
	switch {
	case to == nil && draft != nil:
		return fmt.Sprintf("link %q: %s is a draft (draft: true), left out of the site; publish it or drop the link", dest, draft.Source)
	case to == nil:
		return fmt.Sprintf("link %q: %s", dest, missing)
	case anchor != "" && !to.HasAnchor(anchor):
		return fmt.Sprintf("link %q: %s has no heading with id %q%s", dest, to.Source, anchor, suggest(to))
	}
	l.Attrs["href"] = withAnchor(to.Route, anchor)
	return ""
}

func withAnchor(route, anchor string) string {
	if anchor == "" {
		return route
	}
	return route + "#" + anchor
}

func suggest(p *Page) string {
	var ids []string
	for _, h := range p.Res.Headings[:min(6, len(p.Res.Headings))] {
		ids = append(ids, h.ID)
	}
	if len(ids) == 0 {
		return " (the page has no headings)"
	}
	return " (ids there: " + strings.Join(ids, ", ") + ")"
}

// fillDocCards lists the pages of the folder of a page using :::doc-cards.
func (s *Site) fillDocCards(pg *Page) {
	if len(pg.Res.DocCards) == 0 {
		return
	}
	sb := s.Sidebars[pg.Locale]
	own := sb.ItemFor(pg) // every published page has its item
	container := sb.Items
	if own.Type == "category" {
		container = own.Items
	} else if par := sb.parent[own]; par != nil {
		container = par.Items
	}
	var items []any
	for _, it := range container {
		if it.Page == pg || it.Type == "link" {
			continue
		}
		href := it.Href
		if href == "" && len(it.Items) > 0 {
			href = it.Items[0].Href
		}
		items = append(items, map[string]any{"title": it.Label, "href": href, "description": it.Description, "kind": it.Type, "count": len(it.Items)})
	}
	for _, dc := range pg.Res.DocCards {
		dc["items"] = items
	}
}
