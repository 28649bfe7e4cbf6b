package openapi

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"
)

// missingSummary is the title of an operation with neither summary nor
// operationId (as in docusaurus-plugin-openapi).
const missingSummary = "Missing summary"

// title is what names an operation: its summary, else its operationId,
// else "Missing summary".
func title(op *Value) string {
	if s := op.Get("summary"); s.isString() {
		return s.str
	}
	if id := op.Get("operationId"); id.isString() {
		return id.str
	}
	return missingSummary
}

// Slug is the URL slug for a title: KebabCase, then made safe for a URL
// path and a file name. lodash lets a character that follows a zero-width
// joiner through (KebabCase("👨\u200d b") keeps the space), so any ASCII
// other than [a-z0-9-], whitespace and control characters are dropped and
// hyphens collapsed. For every title without such an emoji sequence, Slug
// equals KebabCase.
func Slug(title string) string {
	s := KebabCase(title)
	clean := strings.Map(func(r rune) rune {
		switch {
		case r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-'):
			return -1
		case unicode.IsSpace(r) || unicode.IsControl(r):
			return -1
		}
		return r
	}, s)
	if clean == s && !strings.Contains(s, "--") && !strings.HasPrefix(s, "-") && !strings.HasSuffix(s, "-") {
		return s
	}
	parts := strings.FieldsFunc(clean, func(r rune) bool { return r == '-' })
	return strings.Join(parts, "-")
}

// slugger hands out unique slugs: the first operation with a title gets
// Slug(title), later ones -1, -2… in document order, as the old site
// did. Unlike the old site it never hands out a slug twice: if "a-1" is
// taken by an operation titled "A 1", the counter moves on. A title with
// no letters or digits (KebabCase "") falls back to method and path.
type slugger struct {
	count map[string]int
	taken map[string]bool
}

func newSlugger() *slugger { return &slugger{count: map[string]int{}, taken: map[string]bool{}} }

func (s *slugger) next(title, method, path string) string {
	base := Slug(title)
	if base == "" {
		base = Slug(method + " " + path)
	}
	if base == "" {
		base = "operation"
	}
	n := s.count[base]
	id := base
	if n > 0 {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	s.count[base] = n + 1
	for s.taken[id] {
		n = s.count[base]
		id = fmt.Sprintf("%s-%d", base, n)
		s.count[base] = n + 1
	}
	s.taken[id] = true
	return id
}

// Slugs returns the slug of every operation, in document order.
func Slugs(doc *Doc) []string {
	s := newSlugger()
	out := make([]string, len(doc.ops))
	for i, op := range doc.ops {
		out[i] = s.next(title(op.op), op.method, op.path)
	}
	return out
}

// PrintSlugs loads the spec at path and prints a table of its operations:
// slug, method, path, in document order, for a reader matching slugs to
// operations. The mage api:slugs target prints the slugs alone, one per
// line (pipeline.PrintSlugs).
func PrintSlugs(w io.Writer, path string) error {
	doc, err := Load(path)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SLUG\tMETHOD\tPATH")
	for i, slug := range Slugs(doc) {
		op := doc.ops[i]
		fmt.Fprintf(tw, "%s\t%s\t%s\n", slug, strings.ToUpper(op.method), op.path)
	}
	return tw.Flush()
}
