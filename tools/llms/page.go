package llms

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"vocedocs/tools/content"
	"vocedocs/tools/markdown"
)

// Page writes the twin of a doc page as the reader sees it: its h1, the
// description of its front matter, and its body (the tree tools/markdown
// made, with links resolved by tools/content).
func (s *Site) Page(pg *content.Page) []byte {
	w := &treeWriter{site: s, self: pg.Route, level: 1}
	return sections(header(pg.H1, escapeText(pg.Front.Description, true, false), s.Abs(pg.Route)), w.blocks(pg.Res.Body, false))
}

// heading starts a twin or an index: the title as its one # heading, then
// the summary (in Markdown) as a block quote, the shape llms.txt gives a site.
func heading(title, summary string) string {
	out := "# " + escapeText(title, false, true) + "\n"
	if summary != "" {
		out += "\n" + quote(summary) + "\n"
	}
	return out
}

// header starts every twin: its heading, then the page's address on the
// site, so a reader of a pasted page can cite it.
func header(title, summary, pageURL string) string {
	return heading(title, summary) + "\nURL: " + pageURL + "\n"
}

// sections writes a twin: its header, then each section that is not
// empty after a blank line.
func sections(header string, parts ...string) []byte {
	// A Builder, since llms-full.txt joins every twin of the site.
	var b strings.Builder
	b.WriteString(header)
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			b.WriteString("\n" + p + "\n")
		}
	}
	return []byte(b.String())
}

// joinBlocks joins the blocks that are not empty with a blank line.
func joinBlocks(blocks ...string) string {
	return strings.Join(slices.DeleteFunc(blocks, func(b string) bool { return b == "" }), "\n\n")
}

// text is a description of the API reference in Markdown: the Go stage
// renders descriptions into the node tree pages use, and they are written
// back the same way as a page's blocks.
func (s *Site) text(nodes []any) string {
	w := &treeWriter{site: s}
	return strings.TrimSpace(w.blocks(nodes, false))
}

// treeWriter writes the blocks of one page. level is the level of the last
// heading written, so tabs become sections one level below it.
type treeWriter struct {
	site  *Site
	self  string
	level int
}

func str(attrs map[string]any, key string) string {
	s, _ := attrs[key].(string)
	return s
}

var blockTags = map[string]bool{
	"p": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "ul": true, "ol": true,
	"blockquote": true, "hr": true, "table": true, "x-code": true, "x-admonition": true, "x-tabs": true,
	"x-doc-cards": true, "x-images": true, "x-downloads": true,
}

// blocks writes a run of nodes; inline nodes between blocks form a
// paragraph (a tight list item holds its text so). tight joins the blocks
// with a line break instead of a blank line.
func (w *treeWriter) blocks(nodes []any, tight bool) string {
	var out []string
	var run []any
	flush := func() {
		if text := strings.TrimSpace(w.inline(run, inlineCtx{})); text != "" {
			out = append(out, text)
		}
		run = nil
	}
	for _, n := range nodes {
		if tag, _, _, ok := markdown.Element(n); !ok || !blockTags[tag] {
			run = append(run, n)
			continue
		}
		flush()
		if text := w.block(n); text != "" {
			out = append(out, text)
		}
	}
	flush()
	sep := "\n\n"
	if tight {
		sep = "\n"
	}
	return strings.Join(out, sep)
}

func (w *treeWriter) block(n any) string {
	tag, attrs, kids, _ := markdown.Element(n)
	switch tag {
	case "h2", "h3", "h4", "h5", "h6":
		w.level = int(tag[1] - '0')
		return strings.Repeat("#", w.level) + " " + strings.TrimSpace(w.inline(kids, inlineCtx{oneLine: true}))
	case "ul", "ol":
		return w.list(tag == "ol", attrs, kids)
	case "blockquote":
		return quote(w.blocks(kids, false))
	case "hr":
		return "---"
	case "table":
		return w.table(kids)
	case "x-code":
		return codeBlock(str(attrs, "lang"), str(attrs, "title"), str(attrs, "code"))
	case "x-admonition":
		return w.admonition(attrs, kids)
	case "x-tabs":
		return w.tabs(kids)
	case "x-doc-cards":
		return w.linkList(attrs, "title")
	case "x-downloads":
		return w.linkList(attrs, "label")
	case "x-images":
		var imgs []string
		for _, k := range kids {
			imgs = append(imgs, strings.TrimSpace(w.inline([]any{k}, inlineCtx{})))
		}
		return strings.Join(imgs, "\n\n")
	}
	return w.blocks(kids, false) // a paragraph, or an element whose children say it all
}

// codeBlock is a fenced block: backticks, more than the longest run inside
// the code and at least three. A title goes into the info string, as the
// docs' own sources write it.
func codeBlock(lang, title, code string) string {
	f := "```"
	for strings.Contains(code, f) {
		f += "`"
	}
	info := lang
	if title != "" {
		q := `"`
		if strings.Contains(title, `"`) {
			q = `'`
		}
		info += " title=" + q + title + q
	}
	return f + info + "\n" + code + "\n" + f
}

// admonition is a block quote opened by its label in bold: the kind's name
// (Warning), and the box's own title after it when it has one.
func (w *treeWriter) admonition(attrs map[string]any, kids []any) string {
	kind := str(attrs, "kind")
	label := w.site.raw("theme.admonition."+kind, strings.ToUpper(kind[:1])+kind[1:])
	if title := str(attrs, "title"); title != "" && title != label {
		label += ": " + title
	}
	head := "**" + escapeText(label, false, true) + "**"
	return quote(strings.TrimSpace(head + "\n\n" + w.blocks(kids, false)))
}

// tabs become sections headed by their labels, one level below the
// section they stand in; past h6, a bold line heads them.
func (w *treeWriter) tabs(kids []any) string {
	outer := w.level
	var out []string
	for _, k := range kids {
		_, attrs, body, _ := markdown.Element(k) // an x-tab
		label := escapeText(str(attrs, "label"), false, true)
		head := "**" + label + "**"
		w.level = outer + 1
		if w.level <= 6 {
			head = strings.Repeat("#", w.level) + " " + label
		}
		out = append(out, strings.TrimSpace(head+"\n\n"+w.blocks(body, false)))
	}
	w.level = outer
	return strings.Join(out, "\n\n")
}

func (w *treeWriter) list(ordered bool, attrs map[string]any, items []any) string {
	start, _ := attrs["start"].(int) // set when a list starts past 1
	// A loose list (blank lines between items) holds its items' text in
	// paragraphs; a tight one holds it bare.
	loose := false
	for _, it := range items {
		_, _, kids, _ := markdown.Element(it)
		for _, k := range kids {
			if tag, _, _, ok := markdown.Element(k); ok && tag == "p" {
				loose = true
			}
		}
	}
	var out []string
	for i, it := range items {
		_, _, kids, _ := markdown.Element(it) // an li
		marker := "- "
		if ordered {
			marker = fmt.Sprintf("%d. ", max(start, 1)+i)
		}
		body := w.blocks(kids, !loose)
		out = append(out, indent(body, marker, strings.Repeat(" ", len(marker))))
	}
	if loose {
		return strings.Join(out, "\n\n")
	}
	return strings.Join(out, "\n")
}

var alignMarks = map[string]string{"left": ":---", "right": "---:", "center": ":---:"}

// tableRow is a row of a GitHub table; the cells are Markdown on one line.
func tableRow(cells ...string) string { return "| " + strings.Join(cells, " | ") + " |" }

// table writes a GitHub table: the header row, the alignment row, the
// body. tools/markdown (gomarkdown) gives every table a header row and
// every row the header's width.
func (w *treeWriter) table(parts []any) string {
	var rows, delims []string
	for _, part := range parts {
		_, _, trs, _ := markdown.Element(part)
		for _, tr := range trs {
			_, _, cells, _ := markdown.Element(tr)
			var row []string
			for _, c := range cells {
				tag, attrs, kids, _ := markdown.Element(c)
				if tag == "th" && len(rows) == 0 {
					delims = append(delims, cmp.Or(alignMarks[str(attrs, "align")], "---"))
				}
				row = append(row, strings.TrimSpace(w.inline(kids, inlineCtx{oneLine: true})))
			}
			rows = append(rows, tableRow(row...))
		}
	}
	return strings.Join(slices.Insert(rows, 1, tableRow(delims...)), "\n")
}

// linkList lists the links of doc cards (each with its description) or
// downloads; label names the attribute holding a link's text.
func (w *treeWriter) linkList(attrs map[string]any, label string) string {
	items, _ := attrs["items"].([]any)
	var out []string
	for _, it := range items {
		m, _ := it.(map[string]any)
		out = append(out, listLink(escapeText(str(m, label), false, true), w.site.Link(str(m, "href"), w.self), escapeText(str(m, "description"), false, true)))
	}
	return strings.Join(out, "\n")
}
