package content

import (
	"cmp"
	"slices"
	"time"

	"vocedocs/tools/markdown"
)

// Page is one Markdown file of one locale.
type Page struct {
	Locale    string
	Rel       string // path inside content/<locale>, slash-separated: install/docker.md
	ID        string // Rel without .md: install/docker, install/index
	Source    string // path from the repo root: content/en/install/docker.md
	LocalPath string // URL path without the locale prefix: /install/docker, /
	Route     string // URL path with the prefix: /zh-cn/install/docker, /zh-cn
	Front     FrontMatter
	H1        string
	Res       *markdown.Result
	BodyLine  int
	Updated   time.Time
	EditURL   string
}

// Label is the page's sidebar label.
func (p *Page) Label() string {
	return cmp.Or(p.Front.SidebarLabel, p.Front.Title)
}

// HasAnchor reports whether the page has a heading with that id.
func (p *Page) HasAnchor(id string) bool { return headingIndex(p, id) > 0 }

// headingIndex is the place of the heading with that id on the page (1
// for the first), or 0.
func headingIndex(pg *Page, id string) int {
	return slices.IndexFunc(pg.Res.Headings, func(h markdown.Heading) bool { return h.ID == id }) + 1
}
