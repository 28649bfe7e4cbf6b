package markdown

import (
	"strings"
	"unicode"
)

// Fragment renders Markdown shown inside another page, such as a
// description of an API document, into the element tree of Render, with
// the same parser. Unlike a page it never fails, since its text may come
// from anyone's API document: raw HTML and ::: lines are shown as the text
// they are, a fence without a language is text, an image is a link to it,
// and a link to anything but an https or mailto URL, a site path or a
// #fragment keeps only its text. Headings get no ids and no level above
// topHeading: # becomes h<topHeading>.
//
// The result is never nil, so an empty description is written as [].
func Fragment(src string, topHeading int) []any {
	// As CommonMark says, invalid UTF-8 and NUL become U+FFFD.
	src = strings.ReplaceAll(strings.ToValidUTF8(strings.ReplaceAll(src, "\r\n", "\n"), "\uFFFD"), "\x00", "\uFFFD")
	if strings.TrimSpace(src) == "" {
		return []any{}
	}
	c := &converter{res: &Result{}, fragment: true, topHeading: topHeading}
	out := c.markdownBlock(&block{line: 1, text: strings.Split(src, "\n")})
	if out == nil {
		return []any{}
	}
	return out
}

// fragmentLink is a link of a Fragment: an a element, or only its text
// when the destination is not one a description may link to.
func (bc *blockConv) fragmentLink(dest, title string, children []any) []any {
	href := fragmentHref(dest)
	if href == "" {
		return children
	}
	attrs := Attrs{"href": href}
	if title != "" {
		attrs["title"] = title
	}
	return []any{El("a", attrs, children...)}
}

// fragmentHref is dest if a description may link to it, else "": https and
// mailto URLs, site paths and #fragments, as the API reference allowed when
// it parsed descriptions in the browser.
func fragmentHref(dest string) string {
	u := strings.TrimSpace(dest)
	if u == "" || strings.ContainsFunc(u, func(r rune) bool { return unicode.IsControl(r) || unicode.IsSpace(r) }) {
		return ""
	}
	switch {
	case len(u) > 8 && strings.EqualFold(u[:8], "https://") && !strings.ContainsRune("/\\?#", rune(u[8])),
		len(u) > 7 && strings.EqualFold(u[:7], "mailto:"),
		u[0] == '#',
		u[0] == '/' && (len(u) == 1 || u[1] != '/' && u[1] != '\\'):
		return u
	}
	return ""
}
