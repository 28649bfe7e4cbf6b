package markdown

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gomarkdown/markdown/parser"
)

// Error is a problem at a line of the page.
type Error struct {
	Line int
	Msg  string
}

func (e Error) Error() string { return fmt.Sprintf("%d: %s", e.Line, e.Msg) }

// Heading is one heading of the page with its final id.
type Heading struct {
	Level int    `json:"level"`
	ID    string `json:"id"`
	Text  string `json:"text"`
	Line  int    `json:"-"`
}

// LinkRef is a link the page makes. The content stage resolves Dest and
// writes the final URL into Attrs["href"].
type LinkRef struct {
	Dest       string
	Line       int
	Attrs      Attrs
	LocaleOnly bool // inside a {locale-only} admonition
}

// CodeBlock is a fenced block as written, for checks that read the page's
// examples (the examples test, locale parity).
type CodeBlock struct {
	Line       int
	Info       CodeInfo
	Code       string
	LocaleOnly bool // the fence says locale-only, or it is inside a {locale-only} admonition
}

// Admonition is a note … danger box of the page, in document order.
type Admonition struct {
	Line       int
	Kind       string
	LocaleOnly bool
}

// ImageRef is an image the page shows.
type ImageRef struct {
	Src   string
	Alt   string
	Line  int
	Attrs Attrs
}

// Result is one rendered page.
type Result struct {
	Title       string // text of the page's single # heading, if any
	Body        []any  // element tree, without the h1
	Headings    []Heading
	Links       []*LinkRef
	Images      []*ImageRef
	DocCards    []Attrs // x-doc-cards elements whose "items" the content stage fills
	Code        []CodeBlock
	Admonitions []Admonition
}

// TOC returns the h2 and h3 headings (Headings holds no h1).
func (r *Result) TOC() []Heading {
	return slices.DeleteFunc(slices.Clone(r.Headings), func(h Heading) bool { return h.Level > 3 })
}

// Render parses a page body. firstLine is the file line of src's first line
// (after the front matter). Every problem found is returned, each with its
// line, so a maintainer fixes a page in one pass.
func Render(src []byte, firstLine int) (*Result, []Error) {
	text := string(src)
	lineAt := func(i int) int { return firstLine + strings.Count(text[:i], "\n") }
	for i, r := range text {
		// range reads a byte that is not UTF-8 as U+FFFD, which the text
		// may also hold as itself.
		if r == utf8.RuneError && !strings.HasPrefix(text[i:], "\uFFFD") {
			return nil, []Error{{lineAt(i), "the file is not valid UTF-8; save it as UTF-8"}}
		}
	}
	if i := strings.IndexByte(text, 0); i >= 0 {
		return nil, []Error{{lineAt(i), "the file contains a NUL byte (binary data?); Markdown pages must be text"}}
	}
	c := &converter{res: &Result{}, ids: map[string]bool{}}
	root := c.split(text, firstLine)
	c.res.Body = c.blocks(root.children)
	return c.res, c.errs
}

type converter struct {
	res        *Result
	errs       []Error
	ids        map[string]bool // the page's heading ids so far, explicit ones first
	h1Seen     bool
	localeOnly int // depth of {locale-only} admonitions around the current block
	// fragment is set for Markdown shown inside another page (Fragment);
	// topHeading is then the highest heading level it may use.
	fragment   bool
	topHeading int
	// The run being converted, and how many of its fences and headings
	// have been met, to give each its line.
	run                    *block
	fenceSeen, headingSeen int
}

func (c *converter) fail(line int, format string, a ...any) {
	c.errs = append(c.errs, Error{line, fmt.Sprintf(format, a...)})
}

// markdownBlock parses one run of Markdown lines.
func (c *converter) markdownBlock(b *block) []any {
	src := strings.Join(b.text, "\n")
	if strings.TrimSpace(src) == "" {
		return nil
	}
	// A new parser for every run: gomarkdown parsers must not be reused.
	p := parser.NewWithExtensions(parser.NoIntraEmphasis | parser.Tables | parser.FencedCode |
		parser.Autolink | parser.Strikethrough | parser.SpaceHeadings | parser.BackslashLineBreak | parser.OrderedListStart)
	doc := p.Parse([]byte(src))
	c.run, c.fenceSeen, c.headingSeen = b, 0, 0
	return c.children(doc, false)
}

// headingLine is the file line of the next # heading of this run, as the
// pre-pass found them outside fences (gomarkdown keeps no positions, and a
// heading's text is not its source: `code`, *emphasis*). A heading it did
// not see (setext, inside a quote) falls back to its text.
func (c *converter) headingLine(text string) int {
	if c.headingSeen < len(c.run.headings) {
		c.headingSeen++
		return c.run.headings[c.headingSeen-1]
	}
	return c.lineOf(text)
}

// lineOf finds the file line where needle first appears in this run.
func (c *converter) lineOf(needle string) int {
	if needle != "" {
		for i, l := range c.run.text {
			if strings.Contains(l, needle) {
				return c.run.line + i
			}
		}
	}
	return c.run.line
}
