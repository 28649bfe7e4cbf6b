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
	var lines []string
	for _, p := range e.Problems[:min(len(e.Problems), maxShown)] {
		lines = append(lines, p.format(e.File))
	}
	if len(e.Problems) > maxShown {
		lines = append(lines, fmt.Sprintf("%s: and %d more problems", e.File, len(e.Problems)-maxShown))
	}
	return strings.Join(lines, "\n")
}

func (p Problem) format(file string) string {
	where := file
	if p.Line > 0 {
		where += fmt.Sprintf(":%d", p.Line)
	}
	switch {
	case p.syntax:
		return where + ": " + p.Message
	case p.Pointer == "":
		return where + ": (document root): " + p.Message
	}
	return where + ": " + p.Pointer + ": " + p.Message
}

// newError sorts and de-duplicates problems (there is at least one).
func newError(file string, problems []Problem) error {
	slices.SortStableFunc(problems, func(a, b Problem) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), strings.Compare(a.Pointer, b.Pointer), strings.Compare(a.Message, b.Message))
	})
	return &Error{File: file, Problems: slices.Compact(problems)}
}
