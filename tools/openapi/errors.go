package openapi

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Problem is one thing wrong with a spec file: where it is and what to do.
type Problem struct {
	Line    int    // 1-based line; 0 when unknown
	Pointer string // JSON pointer into the document; "" is the whole document
	Message string // what is wrong, then how to fix it

	syntax bool // a syntax error: no pointer to name
}

// Error lists the problems found in one spec file, in line order.
type Error struct {
	File     string
	Problems []Problem
}

// maxShown caps how many problems Error prints; the rest are counted.
const maxShown = 20

func (e *Error) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i == maxShown {
			fmt.Fprintf(&b, "\n%s: and %d more problems", e.File, len(e.Problems)-maxShown)
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.format(e.File))
	}
	return b.String()
}

func (p Problem) format(file string) string {
	var b strings.Builder
	b.WriteString(file)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
	}
	b.WriteString(": ")
	switch {
	case p.syntax:
	case p.Pointer == "":
		b.WriteString("(document root): ")
	default:
		b.WriteString(p.Pointer)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// newError sorts and de-duplicates problems (there is at least one).
func newError(file string, problems []Problem) error {
	slices.SortStableFunc(problems, func(a, b Problem) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), strings.Compare(a.Pointer, b.Pointer))
	})
	out := problems[:0]
	seen := map[Problem]bool{}
	for _, p := range problems {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return &Error{File: file, Problems: out}
}
