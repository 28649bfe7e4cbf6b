package llms

import (
	"strings"

	"vocedocs/tools/openapi"
)

// Entry is an item of the docs' sidebar as llms.txt lists it: a page, or a
// category (which may have a page of its own) holding more entries.
type Entry struct {
	Title       string // a page's title; a category's label
	Description string
	Route       string // "" for a category without a page, or a link that leads outside the docs
	Items       []Entry
	API         bool // the sidebar's link to the API reference: its sections stand here
}

// Index is what llms.txt of one locale lists.
type Index struct {
	Title    string // the site's title
	Summary  string // one paragraph: the home page's description
	Sidebar  []Entry
	APIRoute string         // the API landing page's route in this locale; "" for none
	API      *openapi.Index // nil for none
	Full     string         // path of the locale's llms-full.txt
}

// LLMsTxt writes llms.txt in the format of llmstxt.org: the site's title,
// its summary in a block quote, a paragraph on the files, then a section
// of links per part of the sidebar (the pages at its top level gathered in
// one), a section per tag of the API reference where the sidebar links to
// it, and an Optional section with the full text.
func (s *Site) LLMsTxt(ix Index) []byte {
	t := s.t
	var b strings.Builder
	b.WriteString("# " + escapeText(ix.Title, false, true) + "\n\n")
	if ix.Summary != "" {
		b.WriteString(quote(escapeText(ix.Summary, true, false)) + "\n\n")
	}
	b.WriteString(t("llms.about", "Every page of this site is also served as Markdown, at its address plus {ext} (the home page at {home}); the links below lead to those files.",
		"ext", codeSpan(".md"), "home", codeSpan("index.md")) + "\n")
	section := func(title string, lines []string) {
		if len(lines) > 0 {
			b.WriteString("\n## " + title + "\n\n" + strings.Join(lines, "\n") + "\n")
		}
	}
	link := func(title, route, notes string) string {
		line := "- [" + title + "](" + destination(s.Link(route, route)) + ")"
		if notes != "" {
			line += ": " + notes
		}
		return line
	}
	var pages []string
	var flatten func(items []Entry) []string
	flatten = func(items []Entry) []string {
		var out []string
		for _, e := range items {
			if e.Route != "" {
				out = append(out, link(escapeText(e.Title, false, true), e.Route, escapeText(e.Description, false, true)))
			}
			out = append(out, flatten(e.Items)...)
		}
		return out
	}
	for _, e := range ix.Sidebar {
		if len(e.Items) == 0 && !e.API && e.Route != "" {
			pages = append(pages, link(escapeText(e.Title, false, true), e.Route, escapeText(e.Description, false, true)))
		}
	}
	pagesWritten := false
	for _, e := range ix.Sidebar {
		switch {
		case e.API && ix.API != nil:
			s.apiSections(&b, ix, link)
		case len(e.Items) > 0:
			section(escapeText(e.Title, false, true), flatten([]Entry{e}))
		case e.Route != "" && !pagesWritten:
			section(t("search.records.docs", "Documentation"), pages)
			pagesWritten = true
		}
	}
	if ix.Full != "" {
		section("Optional", []string{link(t("llms.full", "Full text"), ix.Full, t("llms.fullNotes", "every page above in one file, the API reference included"))})
	}
	return []byte(b.String())
}

// apiSections: the landing page and the OpenAPI document, then a section
// per tag, each operation with its method and path.
func (s *Site) apiSections(b *strings.Builder, ix Index, link func(title, route, notes string) string) {
	ref := s.t("api.reference", "API reference")
	b.WriteString("\n## " + ref + "\n\n")
	b.WriteString(link(escapeText(ix.API.Title, false, true), ix.APIRoute, s.t("llms.apiNotes", "servers, authentication and every operation")) + "\n")
	if ix.API.SpecURL != "" {
		b.WriteString(link(s.t("api.downloadSpec", "Download OpenAPI document"), ix.API.SpecURL, "") + "\n")
	}
	for _, tag := range ix.API.Tags {
		var lines []string
		for _, op := range tag.Operations {
			notes := codeSpan(op.Method + " " + op.Path)
			if op.Deprecated {
				notes += " (" + s.t("api.deprecated", "deprecated") + ")"
			}
			lines = append(lines, link(escapeText(op.Summary, false, true), ix.APIRoute+"/"+op.Slug, notes))
		}
		b.WriteString("\n## " + ref + ": " + escapeText(tag.Label, false, true) + "\n\n" + strings.Join(lines, "\n") + "\n")
	}
}

// Full writes llms-full.txt: the title and summary, then every doc twin
// in sidebar order and the API reference's after them, as given.
func Full(title, summary string, twins [][]byte) []byte {
	var b strings.Builder
	b.WriteString("# " + escapeText(title, false, true) + "\n\n")
	if summary != "" {
		b.WriteString(quote(escapeText(summary, true, false)) + "\n")
	}
	for _, tw := range twins {
		b.WriteString("\n")
		b.Write(tw)
	}
	return []byte(b.String())
}
