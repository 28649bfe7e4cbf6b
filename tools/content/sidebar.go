package content

import (
	"cmp"
	"math"
	"path"
	"slices"
	"strings"

	"vocedocs/tools/config"
)

// Sidebar is the tutorial sidebar of one locale.
type Sidebar struct {
	Locale string  `json:"locale"`
	Items  []*Item `json:"items"`
	// Flat is the doc items (and categories with an index page) in reading
	// order, for previous/next.
	Flat   []*Item `json:"-"`
	parent map[*Item]*Item
}

// Item is a doc link, a category, or a configured link.
type Item struct {
	Type      string  `json:"type"` // doc | category | link
	Label     string  `json:"label"`
	Href      string  `json:"href,omitempty"`
	DocID     string  `json:"docId,omitempty"`
	Collapsed bool    `json:"collapsed,omitempty"`
	Items     []*Item `json:"items,omitempty"`

	Description string `json:"-"` // the description of the item's page, or ""
	Page        *Page  `json:"-"` // the page the item shows (a category's index page), or nil
	pos         float64
	name        string
}

// Trail returns the categories leading to item, outermost first.
func (s *Sidebar) Trail(it *Item) []*Item {
	var out []*Item
	for p := s.parent[it]; p != nil; p = s.parent[p] {
		out = append([]*Item{p}, out...)
	}
	return out
}

// ItemFor finds the sidebar item of a page.
func (s *Sidebar) ItemFor(p *Page) *Item {
	for _, it := range s.Flat {
		if it.Page == p {
			return it
		}
	}
	return nil
}

func buildSidebar(cfg *config.Site, locale string, pages []*Page, cats map[string]*Category) (*Sidebar, Errors) {
	var errs Errors
	folders := map[string]*Item{"": {Type: "category"}}
	var folderOf func(dir string) *Item
	folderOf = func(dir string) *Item {
		if it, ok := folders[dir]; ok {
			return it
		}
		it := &Item{Type: "category", name: path.Base(dir), pos: math.Inf(1), Label: path.Base(dir), Collapsed: true}
		if c := cats[dir]; c != nil {
			if l := c.Label[locale]; l != "" {
				it.Label = l
			} else {
				errs.add("content/"+locale+"/"+dir+"/_category_.yaml", 1, "label has no %s text; add label: { %s: … }", locale, locale)
			}
			if c.Position != nil {
				it.pos = *c.Position
			}
			if c.Collapsed != nil {
				it.Collapsed = *c.Collapsed
			}
		}
		folders[dir] = it
		par := folderOf(dirOf(dir))
		par.Items = append(par.Items, it)
		return it
	}
	for _, p := range pages {
		if p.Locale != locale {
			continue
		}
		dir := dirOf(p.Rel)
		cat := folderOf(dir)
		if path.Base(p.Rel) == "index.md" && dir != "" {
			cat.Href, cat.DocID, cat.Page, cat.Description = p.Route, p.ID, p, p.Front.Description
			continue
		}
		it := &Item{Type: "doc", Label: p.Label(), Href: p.Route, DocID: p.ID, Page: p, Description: p.Front.Description,
			name: strings.TrimSuffix(path.Base(p.Rel), ".md"), pos: math.Inf(1)}
		if p.Front.SidebarPosition != nil {
			it.pos = *p.Front.SidebarPosition
		}
		cat.Items = append(cat.Items, it)
	}
	// Sort each folder, then list its items in reading order.
	root := folders[""]
	sb := &Sidebar{Locale: locale, parent: map[*Item]*Item{}}
	var walk func(folder *Item)
	walk = func(folder *Item) {
		slices.SortStableFunc(folder.Items, func(a, b *Item) int {
			return cmp.Or(cmp.Compare(a.pos, b.pos), strings.Compare(a.name, b.name))
		})
		for _, it := range folder.Items {
			if folder != root {
				sb.parent[it] = folder
			}
			if it.Page != nil {
				sb.Flat = append(sb.Flat, it)
			}
			walk(it)
		}
	}
	walk(root)
	sb.Items = root.Items
	prefix := cfg.Prefix(locale)
	for _, l := range cfg.Sidebar.Links {
		href := l.Href
		if strings.HasPrefix(href, "/") {
			href = JoinRoute(prefix, href)
		}
		sb.Items = append(sb.Items, &Item{Type: "link", Label: l.Label[locale], Href: href})
	}
	return sb, errs
}
