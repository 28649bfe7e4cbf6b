package llms

import (
	"cmp"
	"strings"

	"vocedocs/tools/markdown"
)

// inlineCtx is where inline nodes stand.
type inlineCtx struct {
	oneLine bool // in a table cell or a heading: one line, '|' escaped
	inLink  bool // an image here is a picture in a link, never a diagram
}

// inline writes text and inline elements.
func (w *treeWriter) inline(nodes []any, ctx inlineCtx) string {
	var b strings.Builder
	for _, n := range nodes {
		w.inlineNode(&b, n, ctx)
	}
	return b.String()
}

func (w *treeWriter) inlineNode(b *strings.Builder, n any, ctx inlineCtx) {
	if s, ok := n.(string); ok {
		atLineStart := b.Len() == 0 || strings.HasSuffix(b.String(), "\n")
		b.WriteString(escapeText(s, atLineStart && !ctx.oneLine, ctx.oneLine))
		return
	}
	tag, attrs, kids, _ := markdown.Element(n)
	wrap := func(mark string) {
		inner := w.inline(kids, ctx)
		if strings.TrimSpace(inner) == "" {
			b.WriteString(inner)
			return
		}
		b.WriteString(mark + inner + mark)
	}
	switch tag {
	case "em":
		wrap("*")
	case "strong":
		wrap("**")
	case "del":
		wrap("~~")
	case "code":
		b.WriteString(codeSpan(markdown.PlainText(n)))
	case "br":
		if ctx.oneLine {
			b.WriteString(" ")
		} else {
			b.WriteString("\\\n")
		}
	case "a":
		inner := ctx
		inner.inLink = true
		href := w.site.Link(str(attrs, "href"), w.self)
		text := cmp.Or(w.inline(kids, inner), escapeText(href, false, true))
		b.WriteString("[" + text + "](" + destination(href) + linkTitle(str(attrs, "title")) + ")")
	case "img":
		b.WriteString(w.image(attrs, ctx.inLink))
	default:
		// An element with no inline form (a block where text was expected):
		// its text, so nothing the reader sees is lost.
		for _, k := range kids {
			w.inlineNode(b, k, ctx)
		}
	}
}

// image keeps the alt text and gets an absolute URL. A diagram (an SVG
// image outside a link, shown as a zoomable figure) says so before its alt
// text: a tool that cannot open the drawing still learns what it shows.
func (w *treeWriter) image(attrs map[string]any, inLink bool) string {
	src, alt := w.site.Link(str(attrs, "src"), w.self), str(attrs, "alt")
	if !inLink && strings.HasSuffix(strings.ToLower(src), ".svg") {
		alt = w.site.raw("llms.diagram", "Diagram") + ": " + alt
	}
	return "![" + escapeText(alt, false, true) + "](" + destination(src) + linkTitle(str(attrs, "title")) + ")"
}
