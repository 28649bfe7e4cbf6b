// Package markdown turns one page's Markdown into the element tree the React
// theme renders: ["tag", {attrs}, ...children] arrays with plain strings as
// text (JSONML). The tree carries no HTML, so nothing in a page can become
// markup the theme did not choose to render.
package markdown

import "strings"

// Attrs are an element's attributes. encoding/json sorts map keys, so the
// output is deterministic.
type Attrs = map[string]any

// El builds an element node.
func El(tag string, attrs Attrs, children ...any) []any {
	if attrs == nil {
		attrs = Attrs{}
	}
	return append([]any{tag, attrs}, children...)
}

// Element splits a node into its tag, attributes and children; ok is
// false for text.
func Element(n any) (tag string, attrs Attrs, kids []any, ok bool) {
	el, isEl := n.([]any)
	if !isEl || len(el) < 2 {
		return "", nil, nil, false
	}
	tag, _ = el[0].(string)
	attrs, _ = el[1].(Attrs)
	return tag, attrs, el[2:], true
}

// PlainText is the text of a node and its children, as a reader sees it.
func PlainText(n any) string { return string(appendText(nil, n, false)) }

// Text is the text of a tree as a reader sees it, each block (paragraph,
// heading, list item, table row…) on a line of its own and table cells
// apart; code blocks and images have no text here. Search indexes it.
func Text(nodes []any) string {
	var b []byte
	for _, n := range nodes {
		b = appendText(b, n, true)
	}
	lines := strings.Split(string(b), "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// lineTags are the elements Text starts a line after; cellTags end with a space.
var (
	lineTags = map[string]bool{"p": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "li": true, "tr": true, "br": true, "hr": true, "blockquote": true}
	cellTags = map[string]bool{"th": true, "td": true}
)

// appendText appends the text of n; lines says whether blocks end lines.
func appendText(b []byte, n any, lines bool) []byte {
	switch v := n.(type) {
	case string:
		if lines { // a soft line break inside a paragraph reads as a space
			v = strings.ReplaceAll(v, "\n", " ")
		}
		b = append(b, v...)
	case []any:
		if len(v) < 2 {
			return b
		}
		tag, _ := v[0].(string)
		if tag == "img" {
			return b
		}
		for _, c := range v[2:] {
			b = appendText(b, c, lines)
		}
		switch {
		case lines && lineTags[tag]:
			b = append(b, '\n')
		case lines && cellTags[tag]:
			b = append(b, ' ')
		}
	}
	return b
}
