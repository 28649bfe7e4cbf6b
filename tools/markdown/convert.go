package markdown

import (
	"fmt"
	"strings"

	"github.com/gomarkdown/markdown/ast"
)

// node converts one gomarkdown node; tight says the parent list is tight,
// where paragraphs are unwrapped as the HTML renderer would.
func (c *converter) node(n ast.Node, tight bool) []any {
	kids := func(tag string, attrs Attrs, childTight bool) []any {
		return El(tag, attrs, c.children(n, childTight)...)
	}
	switch v := n.(type) {
	case *ast.Text:
		return []any{string(v.Literal)}
	case *ast.Softbreak:
		return []any{"\n"}
	case *ast.Hardbreak:
		return []any{El("br", nil)}
	case *ast.Paragraph:
		if tight {
			return c.children(n, false)
		}
		return []any{kids("p", nil, false)}
	case *ast.Emph:
		return []any{kids("em", nil, false)}
	case *ast.Strong:
		return []any{kids("strong", nil, false)}
	case *ast.Del:
		return []any{kids("del", nil, false)}
	case *ast.Code:
		return []any{El("code", nil, string(v.Literal))}
	case *ast.BlockQuote:
		return []any{kids("blockquote", nil, false)}
	case *ast.HorizontalRule:
		return []any{El("hr", nil)}
	case *ast.List:
		tag := "ul"
		attrs := Attrs{}
		if v.ListFlags&ast.ListTypeOrdered != 0 {
			tag = "ol"
			if v.Start > 1 {
				attrs["start"] = v.Start
			}
		}
		return []any{kids(tag, attrs, v.Tight)}
	case *ast.ListItem:
		return []any{kids("li", nil, tight || v.Tight)}
	case *ast.Table:
		return []any{kids("table", nil, false)}
	case *ast.TableHeader:
		return []any{kids("thead", nil, false)}
	case *ast.TableBody:
		return []any{kids("tbody", nil, false)}
	case *ast.TableFooter:
		return []any{kids("tfoot", nil, false)}
	case *ast.TableRow:
		return []any{kids("tr", nil, false)}
	case *ast.TableCell:
		tag := "td"
		if v.IsHeader {
			tag = "th"
		}
		attrs := Attrs{}
		if align := cellAlign[v.Align]; align != "" {
			attrs["align"] = align
		}
		return []any{kids(tag, attrs, false)}
	case *ast.Heading:
		return c.heading(v, c.children(n, false))
	case *ast.Link:
		if c.fragment {
			return c.fragmentLink(string(v.Destination), string(v.Title), c.children(n, false))
		}
		dest := string(v.Destination)
		attrs := Attrs{"href": dest}
		if len(v.Title) > 0 {
			attrs["title"] = string(v.Title)
		}
		el := kids("a", attrs, false)
		c.res.Links = append(c.res.Links, &LinkRef{Dest: dest, Line: c.lineOf(dest), Attrs: attrs, LocaleOnly: c.localeOnly > 0})
		return []any{el}
	case *ast.Image:
		if c.fragment {
			// A description cannot ship an image file: it links to it by its alt text.
			return c.fragmentLink(string(v.Destination), string(v.Title), c.children(n, false))
		}
		src := string(v.Destination)
		alt := strings.TrimSpace(PlainText(El("x", nil, c.children(n, false)...)))
		attrs := Attrs{"src": src, "alt": alt}
		if len(v.Title) > 0 {
			attrs["title"] = string(v.Title)
		}
		c.res.Images = append(c.res.Images, &ImageRef{Src: src, Alt: alt, Line: c.lineOf(src), Attrs: attrs})
		return []any{El("img", attrs)}
	case *ast.CodeBlock:
		return c.code(v)
	case *ast.HTMLBlock:
		if c.fragment {
			return []any{El("p", nil, strings.TrimSpace(string(v.Literal)))}
		}
		c.fail(c.lineOf(firstLine(string(v.Literal))), "raw HTML is not allowed (%s); write Markdown or use a ::: component", Excerpt(string(v.Literal)))
		return nil
	case *ast.HTMLSpan:
		if c.fragment {
			return []any{string(v.Literal)}
		}
		c.fail(c.lineOf(string(v.Literal)), "raw HTML is not allowed (%s); write Markdown, or escape the < as \\<", Excerpt(string(v.Literal)))
		return nil
	default:
		// Constructs the parser is not asked for (math, citations …) never
		// appear; anything else keeps its text so nothing is silently lost.
		return c.children(n, false)
	}
}

var cellAlign = map[ast.CellAlignFlags]string{
	ast.TableAlignmentLeft:   "left",
	ast.TableAlignmentRight:  "right",
	ast.TableAlignmentCenter: "center",
}

// children converts the children of n, adjacent texts merged.
func (c *converter) children(n ast.Node, tight bool) []any {
	var out []any
	for _, ch := range n.GetChildren() {
		for _, x := range c.node(ch, tight) {
			s, isText := x.(string)
			if isText && len(out) > 0 {
				if prev, ok := out[len(out)-1].(string); ok {
					out[len(out)-1] = prev + s
					continue
				}
			}
			if !isText || s != "" {
				out = append(out, x)
			}
		}
	}
	return out
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// Excerpt quotes the start of s for a message: its first line, at most
// 60 characters, with " …" when there is more.
func Excerpt(s string) string {
	s, _, more := strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(s); len(r) > 60 {
		s, more = string(r[:60]), true
	}
	if more {
		s += " …"
	}
	return fmt.Sprintf("%q", s)
}

func (c *converter) heading(h *ast.Heading, children []any) []any {
	if c.fragment {
		// No id: the page around a fragment owns the ids and the anchors.
		level := min(max(h.Level, c.topHeading), 6)
		return []any{El("h"+string(rune('0'+level)), nil, children...)}
	}
	text := PlainText(El("x", nil, children...))
	line := c.headingLine(strings.TrimSpace(text))
	explicit := ""
	if m := explicitIDRe.FindStringSubmatch(text); m != nil {
		explicit = m[1]
		// drop the {#id} from the last text child
		if s, ok := children[len(children)-1].(string); ok {
			children[len(children)-1] = strings.TrimRight(explicitIDRe.ReplaceAllString(s, ""), " \t")
		}
		text = strings.TrimSpace(explicitIDRe.ReplaceAllString(text, ""))
	}
	if h.Level == 1 {
		if c.h1Seen || len(c.res.Headings) > 0 {
			c.fail(line, "a page has one # heading, its title; make %q a ## heading", text)
			return nil
		}
		c.h1Seen = true
		c.res.Title = text
		return nil
	}
	id := explicit
	if id == "" || !ValidExplicitID(id) {
		id = c.uniqueID(HeadingID(text))
	}
	c.res.Headings = append(c.res.Headings, Heading{Level: h.Level, ID: id, Text: text, Line: line})
	tag := string("h" + string(rune('0'+h.Level)))
	return []any{El(tag, Attrs{"id": id}, children...)}
}

func (c *converter) code(v *ast.CodeBlock) []any {
	code := strings.TrimSuffix(string(v.Literal), "\n")
	if c.fragment {
		// Any fence a description has is shown; one without a language, or
		// with words a page's fence may not have, as text.
		lang := "text"
		if info, err := ParseInfo(string(v.Info)); err == nil {
			lang = info.Lang
		}
		return []any{El("x-code", Attrs{"lang": lang, "code": code})}
	}
	if !v.IsFenced {
		c.fail(c.lineOf(firstLine(code)), "indented code block: use a fence with a language (```bash … ```)")
		return nil
	}
	// The pre-pass saw the run's fences in the order gomarkdown meets them.
	line := c.run.line
	if c.fenceSeen < len(c.run.fences) {
		line = c.run.fences[c.fenceSeen]
		c.fenceSeen++
	}
	info, err := ParseInfo(string(v.Info))
	if err != nil {
		if strings.TrimSpace(string(v.Info)) != "" { // empty info was reported by the pre-pass
			c.fail(line, "%s", err.Error())
		}
		return nil
	}
	c.res.Code = append(c.res.Code, CodeBlock{Line: line, Info: info, Code: code, LocaleOnly: info.LocaleOnly || c.localeOnly > 0})
	attrs := Attrs{"lang": info.Lang, "code": code}
	if info.Title != "" {
		attrs["title"] = info.Title
	}
	if len(info.Highlight) > 0 {
		attrs["highlight"] = info.Highlight
	}
	return []any{El("x-code", attrs)}
}
