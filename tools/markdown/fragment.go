package markdown

import "strings"

// Fragment renders Markdown shown inside another page, such as a
// description of an API document, into the element tree of Render, with
// the same parser. Unlike a page it never fails, since its text may come
// from anyone's API document: raw HTML and ::: lines are shown as the text
// they are, a fence without a language is text, an image is a link to it,
// and a link the site's policy refuses (see ClassifyLink), or one relative
// to a page file it does not have, keeps only its text. Headings get no
// ids and no level above topHeading: # becomes h<topHeading>.
//
// The result is never nil, so an empty description is written as [].
func Fragment(src string, topHeading int) []any {
	// As CommonMark says, invalid UTF-8 and NUL become U+FFFD.
	src = strings.ReplaceAll(strings.ToValidUTF8(strings.ReplaceAll(src, "\r\n", "\n"), "\uFFFD"), "\x00", "\uFFFD")
	c := &converter{res: &Result{}, fragment: true, topHeading: topHeading}
	out := c.markdownBlock(&block{line: 1, text: strings.Split(src, "\n")})
	if out == nil {
		return []any{}
	}
	return out
}

// fragmentLink is a link of a Fragment: an a element, or only its text
// when the policy refuses the destination.
func (c *converter) fragmentLink(dest, title string, children []any) []any {
	kind, href, err := ClassifyLink(dest)
	if err != nil || kind == LinkRelative {
		return children
	}
	attrs := Attrs{"href": href}
	if title != "" {
		attrs["title"] = title
	}
	return []any{El("a", attrs, children...)}
}
