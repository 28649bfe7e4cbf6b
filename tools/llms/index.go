package llms

import (
	"strings"

	"vocedocs/tools/content"
	"vocedocs/tools/openapi"
)

// Index is what llms.txt of one locale lists.
type Index struct {
	Title    string // the site's title
	Summary  string // one paragraph: the home page's description
	Sidebar  []*content.Item
	APIRoute string         // the API landing page's route in this locale; the sidebar's link to it marks where its sections stand
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
	// An item is listed when it has a page: a doc under its page's title, a
	// category's index page under the category's label.
	var flatten func(items []*content.Item) []string
	flatten = func(items []*content.Item) []string {
		var out []string
		for _, it := range items {
			if pg := it.Page; pg != nil {
				title := pg.Front.Title
				if it.Type == "category" {
					title = it.Label
				}
				out = append(out, listLink(escapeText(title, false, true), s.Link(pg.Route, ""), escapeText(it.Description, false, true)))
			}
			out = append(out, flatten(it.Items)...)
		}
		return out
	}
	isAPI := func(it *content.Item) bool { return it.Type == "link" && it.Href == ix.APIRoute }
	var pages []string
	for _, it := range ix.Sidebar {
		if len(it.Items) == 0 && !isAPI(it) {
			pages = append(pages, flatten([]*content.Item{it})...)
		}
	}
	for _, it := range ix.Sidebar {
		switch {
		case isAPI(it) && ix.API != nil:
			ref := s.t("api.reference", "API reference")
			section(ref, []string{
				listLink(escapeText(ix.API.Title, false, true), s.Link(ix.APIRoute, ""), s.t("llms.apiNotes", "servers, authentication and every operation")),
				listLink(s.t("api.downloadSpec", "Download OpenAPI document"), s.Link(ix.API.SpecURL, ""), ""),
			})
			for _, tag := range ix.API.Tags {
				section(ref+": "+escapeText(tag.Label, false, true), s.opLinks(ix.APIRoute, tag.Operations))
			}
		case len(it.Items) > 0:
			section(escapeText(it.Label, false, true), flatten([]*content.Item{it}))
		case it.Page != nil:
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
