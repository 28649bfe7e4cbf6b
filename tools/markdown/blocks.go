package markdown

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A block is either a run of plain Markdown lines or a ::: container holding
// more blocks. gomarkdown knows nothing of containers, so the page is cut
// into blocks first and each Markdown run is parsed on its own.
type block struct {
	line     int // 1-based line of the first line (the ::: line for containers)
	text     []string
	fences   []int  // file lines of the code fences opened in text, in order
	headings []int  // file lines of the # headings in text, in order
	kind     string // "" for Markdown, else the container name
	arg      string
	colons   int
	children []*block
}

var (
	openRe  = regexp.MustCompile(`^(:{3,})([a-z][a-z-]*)[ \t]*(.*?)[ \t]*$`)
	closeRe = regexp.MustCompile(`^(:{3,})[ \t]*$`)
	fenceRe = regexp.MustCompile("^ {0,3}(`{3,}|~{3,})[ \t]*(.*)$")
	// gomarkdown parses no table inside a list item: an indented table
	// comes out as a paragraph of pipes.
	indentedRowRe   = regexp.MustCompile(`^ +\|.*\|[ \t]*$`)
	indentedDelimRe = regexp.MustCompile(`^ +\|[ \t]*:?-{3,}`)
	headingLineRe   = regexp.MustCompile(`^ {0,3}#{1,6}[ \t]`)
	explicitIDRe    = regexp.MustCompile(`[ \t]*\{#([^}]*)\}[ \t]*$`)
)

// split cuts src into blocks and checks fences, containers and explicit
// heading ids. It reserves every {#id} before the headings are converted,
// so a computed id never takes an explicit one's name. firstLine is the
// file line of src's first line.
func (c *converter) split(src string, firstLine int) *block {
	root := &block{kind: "root", line: firstLine}
	stack := []*block{root}
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	var cur *block // the Markdown run lines are added to; nil after a ::: line
	addLine := func(ln int, s string) {
		top := stack[len(stack)-1]
		if cur == nil {
			cur = &block{line: ln}
			top.children = append(top.children, cur)
		}
		cur.text = append(cur.text, s)
	}
	explicitIDs := map[string]int{} // id → its line
	inFence, fenceMark, fenceLine := false, "", 0
	for i, raw := range lines {
		ln := firstLine + i
		if inFence {
			addLine(ln, raw)
			t := strings.TrimLeft(raw, " ")
			if strings.HasPrefix(t, fenceMark) && strings.Trim(strings.TrimSpace(t), fenceMark[:1]) == "" {
				inFence = false
			}
			continue
		}
		if m := fenceRe.FindStringSubmatch(raw); m != nil {
			inFence, fenceMark, fenceLine = true, m[1], ln
			if strings.TrimSpace(m[2]) == "" {
				c.fail(ln, "code block has no language; name one after the fence, e.g. ```bash (use ```text for plain output)")
			}
			addLine(ln, raw)
			cur.fences = append(cur.fences, ln)
			continue
		}
		if i > 0 && indentedDelimRe.MatchString(raw) && indentedRowRe.MatchString(lines[i-1]) {
			c.fail(ln-1, "a table indented under a list item shows as plain text; start its lines at the left margin (the list goes on after it with its next number)")
		}
		trimmed := strings.TrimSpace(raw)
		if m := closeRe.FindStringSubmatch(trimmed); m != nil && len(stack) > 1 {
			top := stack[len(stack)-1]
			if len(m[1]) != top.colons {
				c.fail(ln, "this %s closes nothing: the open container is %s%s on line %d (close it with %s)", m[1], strings.Repeat(":", top.colons), top.kind, top.line, strings.Repeat(":", top.colons))
				continue
			}
			stack = stack[:len(stack)-1]
			cur = nil
			continue
		}
		if m := openRe.FindStringSubmatch(trimmed); m != nil {
			b := &block{line: ln, kind: m[2], arg: m[3], colons: len(m[1])}
			top := stack[len(stack)-1]
			if len(stack) > 1 && b.colons > top.colons {
				c.fail(ln, "%s inside %s needs fewer colons than its parent (line %d has %d)", m[2], top.kind, top.line, top.colons)
			}
			top.children = append(top.children, b)
			stack = append(stack, b)
			cur = nil
			continue
		}
		addLine(ln, raw)
		if headingLineRe.MatchString(raw) {
			cur.headings = append(cur.headings, ln)
			c.reserveExplicitID(raw, ln, explicitIDs)
		}
	}
	if inFence {
		c.fail(fenceLine, "code fence %s is never closed; add a closing %s line", fenceMark, fenceMark)
	}
	for _, open := range stack[1:] {
		c.fail(open.line, "%s%s is never closed; add a line with %s", strings.Repeat(":", open.colons), open.kind, strings.Repeat(":", open.colons))
	}
	return root
}

// reserveExplicitID checks the {#id} of a heading line and reserves it;
// seen holds the line of each explicit id so far.
func (c *converter) reserveExplicitID(line string, ln int, seen map[string]int) {
	m := explicitIDRe.FindStringSubmatch(line)
	if m == nil {
		return
	}
	prev, dup := seen[m[1]]
	switch {
	case !ValidExplicitID(m[1]):
		c.fail(ln, "invalid heading id {#%s}: use letters, digits, - and _ only, starting with a letter or digit", m[1])
	case dup:
		c.fail(ln, "heading id %q is already used on line %d; give one of them another {#id}", m[1], prev)
	default:
		seen[m[1]] = ln
		c.ids[m[1]] = true
	}
}

var (
	titleRe = regexp.MustCompile(`title=(?:"([^"]*)"|'([^']*)'|(\S+))`)
	linesRe = regexp.MustCompile(`\{([\d,\s-]+)\}`)
	langRe  = regexp.MustCompile(`^[A-Za-z0-9_+#.-]+$`)
)

// CodeInfo is a parsed fence info string: ```bash title="x.yml" {2,4-5} excerpt
type CodeInfo struct {
	Lang      string
	Title     string
	Highlight []int
	// Excerpt marks a part of a larger file or a sketch with gaps: the
	// examples test does not run it.
	Excerpt bool
	// LocaleOnly marks a block that one locale has and the other need not:
	// the locale parity check leaves it out.
	LocaleOnly bool
}

// Fence flags are the bare words a fence may carry after its language.
const (
	FlagExcerpt    = "excerpt"
	FlagLocaleOnly = "locale-only"
)

// ParseInfo reads the language, title, highlighted lines and flags of a fence.
func ParseInfo(info string) (CodeInfo, error) {
	var ci CodeInfo
	info = strings.TrimSpace(info)
	fields := strings.Fields(info)
	if len(fields) == 0 {
		return ci, fmt.Errorf("code block has no language")
	}
	if !langRe.MatchString(fields[0]) {
		return ci, fmt.Errorf("code block language %q has characters a language name cannot have", fields[0])
	}
	ci.Lang = strings.ToLower(fields[0])
	rest := strings.TrimSpace(info[len(fields[0]):])
	if m := titleRe.FindStringSubmatch(rest); m != nil {
		ci.Title = m[1] + m[2] + m[3]
		rest = strings.Replace(rest, m[0], "", 1)
	}
	if m := linesRe.FindStringSubmatch(rest); m != nil {
		for _, part := range strings.Split(m[1], ",") {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			lo, hi, isRange := strings.Cut(part, "-")
			if !isRange {
				hi = lo
			}
			a, err1 := strconv.Atoi(strings.TrimSpace(lo))
			b, err2 := strconv.Atoi(strings.TrimSpace(hi))
			if err1 != nil || err2 != nil || a < 1 || b < a || b-a > 10000 {
				return ci, fmt.Errorf("highlighted lines {%s}: write line numbers and ranges like {2,4-5}", m[1])
			}
			for n := a; n <= b; n++ {
				ci.Highlight = append(ci.Highlight, n)
			}
		}
		rest = strings.Replace(rest, m[0], "", 1)
	}
	// A misspelt flag would silently put an excerpt under test or a
	// locale's block under the parity check: refuse words we do not know.
	for _, w := range strings.Fields(rest) {
		switch w {
		case FlagExcerpt:
			ci.Excerpt = true
		case FlagLocaleOnly:
			ci.LocaleOnly = true
		default:
			return ci, fmt.Errorf("code block info %q: unknown word %q (after the language: title=\"…\", {2,4-5}, %s, %s)", info, w, FlagExcerpt, FlagLocaleOnly)
		}
	}
	return ci, nil
}
