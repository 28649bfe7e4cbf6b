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
	var b strings.Builder
	b.WriteString(heading(ix.Title, escapeText(ix.Summary, true, false)) + "\n")
	b.WriteString(s.t("llms.about", "Every page of this site is also served as Markdown, at its address plus {ext} (the home page at {home}); the links below lead to those files.",
		"{ext}", codeSpan(".md"), "{home}", codeSpan("index.md")) + "\n")
	section := func(title string, lines []string) {
		if len(lines) > 0 {
			b.WriteString("\n## " + title + "\n\n" + strings.Join(lines, "\n") + "\n")
		}
	}
	entry := func(e Entry) string {
		return listLink(escapeText(e.Title, false, true), s.Link(e.Route, ""), escapeText(e.Description, false, true))
	}
	var flatten func(items []Entry) []string
	flatten = func(items []Entry) []string {
		var out []string
		for _, e := range items {
			if e.Route != "" {
				out = append(out, entry(e))
			}
			out = append(out, flatten(e.Items)...)
		}
		return out
	}
	var pages []string
	for _, e := range ix.Sidebar {
		if len(e.Items) == 0 && !e.API && e.Route != "" {
			pages = append(pages, entry(e))
		}
	}
	for _, e := range ix.Sidebar {
		switch {
		case e.API && ix.API != nil:
			ref := s.t("api.reference", "API reference")
			section(ref, []string{
				listLink(escapeText(ix.API.Title, false, true), s.Link(ix.APIRoute, ""), s.t("llms.apiNotes", "servers, authentication and every operation")),
				listLink(s.t("api.downloadSpec", "Download OpenAPI document"), s.Link(ix.API.SpecURL, ""), ""),
			})
			for _, tag := range ix.API.Tags {
				var ops []string
				for _, op := range tag.Operations {
					ops = append(ops, s.opLink(ix.APIRoute, op))
				}
				section(ref+": "+escapeText(tag.Label, false, true), ops)
			}
		case len(e.Items) > 0:
			section(escapeText(e.Title, false, true), flatten([]Entry{e}))
		case e.Route != "":
			section(s.t("search.records.docs", "Documentation"), pages)
			pages = nil // written once, where the first of them stands
		}
	}
	section("Optional", []string{listLink(s.t("llms.full", "Full text"), s.Link(ix.Full, ""), s.t("llms.fullNotes", "every page above in one file, the API reference included"))})
	return []byte(b.String())
}

// Full writes llms-full.txt: the title and summary, then every doc twin
// in sidebar order and the API reference's after them, as given.
func Full(title, summary string, twins []string) []byte {
	return sections(heading(title, escapeText(summary, true, false)), twins...)
}
