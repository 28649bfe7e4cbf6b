package content

import (
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
	prefix := s.Config.Prefix(pg.Locale)
	for _, l := range pg.Res.Links {
		kind, dest, err := markdown.ClassifyLink(l.Dest)
		target, anchor, _ := strings.Cut(dest, "#")
		switch {
		case dest == "":
			errs.add(pg.Source, l.Line, "%v", err)
		case err != nil:
			errs.add(pg.Source, l.Line, "link %q: %v", dest, err)
		case kind == markdown.LinkExternal:
			l.Attrs["href"], l.Attrs["external"] = dest, true
		case kind == markdown.LinkFragment:
			if !pg.HasAnchor(anchor) {
				errs.add(pg.Source, l.Line, "link #%s: no heading on this page has that id%s", anchor, suggest(pg))
			}
		case kind == markdown.LinkSite:
			local := normalize(target)
			switch {
			case local == s.Config.API.RouteBase || strings.HasPrefix(local, s.Config.API.RouteBase+"/"):
				s.apiLinks = append(s.apiLinks, apiLink{source: pg.Source, dest: dest, local: local, line: l.Line})
				l.Attrs["href"] = withAnchor(JoinRoute(prefix, local), anchor)
			case s.Static[target]:
				l.Attrs["href"] = dest
				l.Attrs["download"] = true
			default:
				route := JoinRoute(prefix, local)
				to := s.ByRoute[route]
				if d := s.drafts[route]; to == nil && d != nil {
					errs.add(pg.Source, l.Line, "link %q: %s is a draft (draft: true), left out of the site; publish it or drop the link", dest, d.Source)
					continue
				}
				if to == nil {
					errs.add(pg.Source, l.Line, "link %q: no page has that URL in %s; link to the page's file instead, e.g. ./docker.md", dest, pg.Locale)
					continue
				}
				if anchor != "" && !to.HasAnchor(anchor) {
					errs.add(pg.Source, l.Line, "link %q: %s has no heading with id %q%s", dest, to.Source, anchor, suggest(to))
					continue
				}
				l.Attrs["href"] = withAnchor(to.Route, anchor)
			}
		default:
			if !strings.HasSuffix(target, ".md") {
				errs.add(pg.Source, l.Line, "link %q: link to another page by its file, e.g. ./docker.md", dest)
				continue
			}
			rel := path.Clean(path.Join(path.Dir(pg.Rel), target))
			to := s.published[pg.Locale][rel]
			if d := s.drafts["content/"+pg.Locale+"/"+rel]; to == nil && d != nil {
				errs.add(pg.Source, l.Line, "link %q: %s is a draft (draft: true), left out of the site; publish it or drop the link", dest, d.Source)
				continue
			}
			if to == nil {
				errs.add(pg.Source, l.Line, "link %q: content/%s/%s does not exist", dest, pg.Locale, rel)
				continue
			}
			if anchor != "" && !to.HasAnchor(anchor) {
				errs.add(pg.Source, l.Line, "link %q: %s has no heading with id %q%s", dest, to.Source, anchor, suggest(to))
				continue
			}
			l.Attrs["href"] = withAnchor(to.Route, anchor)
		}
	}
	for _, im := range pg.Res.Images {
		if im.Alt == "" {
			errs.add(pg.Source, im.Line, "image %q has no alt text; write what it shows: ![a diagram of …](%s)", im.Src, im.Src)
		}
		switch kind, _, err := markdown.ClassifyLink(im.Src); {
		case err != nil:
			errs.add(pg.Source, im.Line, "image %q: %v", im.Src, err)
			continue
		case kind == markdown.LinkExternal:
			errs.add(pg.Source, im.Line, "image %q is remote; save it under content/static/img and use /img/…", im.Src)
			continue
		}
		if !strings.HasPrefix(im.Src, "/") || !s.Static[im.Src] {
			errs.add(pg.Source, im.Line, "image %q not found; put the file in content/static%s", im.Src, "/img/…")
			continue
		}
		if wh := s.imageSize(im.Src); wh[0] > 0 {
			im.Attrs["width"], im.Attrs["height"] = wh[0], wh[1]
		}
	}
	return errs
}

func withAnchor(route, anchor string) string {
	if anchor == "" {
		return route
	}
	return route + "#" + anchor
}

func suggest(p *Page) string {
	var ids []string
	for _, h := range p.Res.Headings {
		ids = append(ids, h.ID)
		if len(ids) == 6 {
			break
		}
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
	var items []any
	var container []*Item
	for _, it := range sb.flat {
		if it.page == pg {
			if it.Type == "category" {
				container = it.Items
			} else if par := sb.parent[it]; par != nil {
				container = par.Items
			} else {
				container = sb.Items
			}
		}
	}
	for _, it := range container {
		if it.page == pg || it.Type == "link" {
			continue
		}
		href := it.Href
		if href == "" && len(it.Items) > 0 {
			href = it.Items[0].Href
		}
		items = append(items, map[string]any{"title": it.Label, "href": href, "description": it.description, "kind": it.Type, "count": len(it.Items)})
	}
	for _, dc := range pg.Res.DocCards {
		dc["items"] = items
	}
}

// imageSize is imageSize for a file of content/static, read once per build.
func (s *Site) imageSize(src string) [2]int {
	wh, seen := s.sizes[src]
	if !seen {
		if w, h, ok := imageSize(filepath.Join(s.staticDir, filepath.FromSlash(strings.TrimPrefix(src, "/")))); ok {
			wh = [2]int{w, h}
		}
		s.sizes[src] = wh
	}
	return wh
}
