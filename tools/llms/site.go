// Package llms writes the site for AI tools: every page as Markdown (its
// "twin", served beside the HTML at the route plus .md), the llms.txt
// index of each locale in the llmstxt.org format, and llms-full.txt with
// every page's text. It reads what the Go stage made for the React side
// (a doc page's node tree, the API reference's operations), so a twin says
// what the reader sees, not what the source file says.
package llms

import "strings"

// Site is what every twin of one locale needs to know.
type Site struct {
	URL     string            // the site's origin, https://doc.voce.chat (no trailing slash)
	Twins   map[string]string // route → path of its twin, for every route that has one (both locales)
	Strings map[string]string // the locale's UI strings (content/i18n and the packages')
}

// TwinPath is where the Markdown twin of a route is served: the route plus
// .md, and index.md inside a locale's home, whose route is the folder
// itself (/ → /index.md, /zh-cn → /zh-cn/index.md).
func TwinPath(route string, home bool) string {
	if home {
		return strings.TrimSuffix(route, "/") + "/index.md"
	}
	return route + ".md"
}

// t is the locale's text for a UI string, or the English default given,
// as Markdown: the text escaped (a string may say <your-domain>), then its
// placeholders replaced by vars, pairs such as "{name}", "`X-API-Key`"
// whose values are Markdown already.
func (s *Site) t(key, fallback string, vars ...string) string {
	return strings.NewReplacer(vars...).Replace(escapeText(s.raw(key, fallback), false, false))
}

// raw is t's text as it is, placeholders left, for a caller that escapes it.
func (s *Site) raw(key, fallback string) string {
	if text, ok := s.Strings[key]; ok {
		return text
	}
	return fallback
}

// Abs is the absolute URL of a site path.
func (s *Site) Abs(p string) string { return s.URL + p }

// Link is where a link of a page leads in its twin: the target's twin
// where it has one (anchor kept), else the absolute URL of a site path;
// anything with a scheme (https:, mailto:) stays as it is. self is the
// route of the page holding the link, which a bare #anchor refers to.
func (s *Site) Link(href, self string) string {
	if strings.HasPrefix(href, "#") {
		href = self + href
	}
	if !strings.HasPrefix(href, "/") || strings.HasPrefix(href, "//") {
		return href
	}
	target, _, _ := strings.Cut(href, "#")
	if twin, ok := s.Twins[target]; ok {
		href = twin + strings.TrimPrefix(href, target) // the anchor, if any
	}
	return s.URL + href
}

// destination writes a URL as a link destination can hold it: spaces and
// parentheses would end it early, so they are percent-encoded.
var destination = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E").Replace

// listLink is a line of a list of links, "- [title](url): notes"; title
// and notes are Markdown already.
func listLink(title, url, notes string) string {
	line := "- [" + title + "](" + destination(url) + ")"
	if notes != "" {
		line += ": " + notes
	}
	return line
}

// linkTitle writes a link or image title in double quotes.
func linkTitle(title string) string {
	if title == "" {
		return ""
	}
	return ` "` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(title) + `"`
}
