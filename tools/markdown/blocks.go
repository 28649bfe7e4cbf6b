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
)

// The patterns run on every line of every page; most lines cannot match
// them, and one byte says so, so the regexps run only where they may match.

// leadByte is the first byte after at most three spaces, or 0.
func leadByte(s string) byte {
	for i := 0; i < len(s) && i < 4; i++ {
		if s[i] != ' ' {
			return s[i]
		}
	}
	return 0
}

// mayFence says whether a line can open or close a fence at all.
func mayFence(line string) bool {
	c := leadByte(line)
	return c == '`' || c == '~'
}

// matchIf is re's submatches of s, or nil without running re when may is false.
func matchIf(may bool, re *regexp.Regexp, s string) []string {
	if !may {
		return nil
	}
	return re.FindStringSubmatch(s)
}

// Admonitions are the container kinds that render as a titled box.
var Admonitions = []string{"note", "tip", "info", "warning", "danger"}

var containerKinds = map[string]bool{
	"note": true, "tip": true, "info": true, "warning": true, "danger": true,
	"tabs": true, "tab": true, "doc-cards": true, "downloads": true, "images": true,
}

// fence is a fenced code block found by the pre-pass, keyed by its first line,
// so the converter can report lines and read the parsed info string.
type fence struct {
	line int
	info string
}

// split cuts src into blocks, checks fences and containers, and returns the
// fences it met. firstLine is the file line of src's first line.
func split(src string, firstLine int) (*block, map[int]fence, []Error) {
	root := &block{kind: "root", line: firstLine}
	stack := []*block{root}
	var errs []Error
	fences := map[int]fence{}
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	var cur *block
	flush := func() { cur = nil }
	addLine := func(ln int, s string) {
		top := stack[len(stack)-1]
		if cur == nil {
			cur = &block{line: ln}
			top.children = append(top.children, cur)
		}
		cur.text = append(cur.text, s)
	}
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
		if m := matchIf(mayFence(raw), fenceRe, raw); m != nil {
			inFence, fenceMark, fenceLine = true, m[1], ln
			fences[ln] = fence{line: ln, info: m[2]}
			if strings.TrimSpace(m[2]) == "" {
				errs = append(errs, Error{ln, "code block has no language; name one after the fence, e.g. ```bash (use ```text for plain output)"})
			}
			addLine(ln, raw)
			continue
		}
		if i > 0 && leadByte(raw) == '|' && raw[0] == ' ' && indentedDelimRe.MatchString(raw) && indentedRowRe.MatchString(lines[i-1]) {
			errs = append(errs, Error{ln - 1, "a table indented under a list item shows as plain text; start its lines at the left margin (the list goes on after it with its next number)"})
		}
		trimmed := strings.TrimSpace(raw)
		colons := strings.HasPrefix(trimmed, ":")
		if m := matchIf(colons, closeRe, trimmed); m != nil && len(stack) > 1 {
			top := stack[len(stack)-1]
			if len(m[1]) != top.colons {
				errs = append(errs, Error{ln, fmt.Sprintf("this %s closes nothing: the open container is %s%s on line %d (close it with %s)", m[1], strings.Repeat(":", top.colons), top.kind, top.line, strings.Repeat(":", top.colons))})
				continue
			}
			stack = stack[:len(stack)-1]
			flush()
			continue
		}
		if m := matchIf(colons, openRe, trimmed); m != nil {
			if !containerKinds[m[2]] {
				errs = append(errs, Error{ln, fmt.Sprintf("unknown admonition %q (want note, tip, info, warning, danger; or tabs, tab, doc-cards, downloads, images)", m[2])})
			}
			c := &block{line: ln, kind: m[2], arg: m[3], colons: len(m[1])}
			top := stack[len(stack)-1]
			if len(stack) > 1 && c.colons > top.colons {
				errs = append(errs, Error{ln, fmt.Sprintf("%s inside %s needs fewer colons than its parent (line %d has %d)", m[2], top.kind, top.line, top.colons)})
			}
			top.children = append(top.children, c)
			stack = append(stack, c)
			flush()
			continue
		}
		addLine(ln, raw)
	}
	if inFence {
		errs = append(errs, Error{fenceLine, fmt.Sprintf("code fence %s is never closed; add a closing %s line", fenceMark, fenceMark)})
	}
	for _, open := range stack[1:] {
		errs = append(errs, Error{open.line, fmt.Sprintf("%s%s is never closed; add a line with %s", strings.Repeat(":", open.colons), open.kind, strings.Repeat(":", open.colons))})
	}
	return root, fences, errs
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
			a, err1 := strconv.Atoi(strings.TrimSpace(lo))
			b := a
			var err2 error
			if isRange {
				b, err2 = strconv.Atoi(strings.TrimSpace(hi))
			}
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
