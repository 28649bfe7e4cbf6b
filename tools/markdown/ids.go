package markdown

import (
	"fmt"
	"strings"
	"unicode"
)

// HeadingID computes a GitHub-style id from a heading's plain text: lower
// case, every character that is not a letter, mark, digit, '_' , '-' or space
// dropped (so CJK stays and emoji go), spaces to '-', and leading or trailing
// '-' trimmed. Text with nothing left becomes "section".
func HeadingID(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(text)) {
		switch {
		case r == '\uFE0F' || r == '\u200D':
			// emoji presentation selectors and joiners belong to the emoji
		case r == ' ' || r == '-':
			b.WriteRune('-')
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc):
			b.WriteRune(r)
		case unicode.IsSpace(r):
			b.WriteRune('-')
		}
	}
	id := strings.Trim(b.String(), "-")
	if id == "" {
		return "section"
	}
	return id
}

// ValidExplicitID reports whether a `{#id}` value is safe to use as an
// element id and in a URL fragment. It allows what computed ids keep
// (letters of any script, so CJK too, digits, marks, '_' and '-'), starting
// with a letter or digit; upper case is kept as written.
func ValidExplicitID(id string) bool {
	for i, r := range id {
		letter := unicode.IsLetter(r) || unicode.IsDigit(r)
		if i == 0 && !letter || !letter && r != '_' && r != '-' && !unicode.In(r, unicode.Mn, unicode.Mc) {
			return false
		}
	}
	return id != ""
}

// Slugger hands out unique ids within one page.
type Slugger struct{ seen map[string]int }

// NewSlugger returns an empty slugger; ids reserved up front (explicit ids)
// are never handed out for computed ones.
func NewSlugger(reserved ...string) *Slugger {
	s := &Slugger{seen: map[string]int{}}
	for _, r := range reserved {
		s.seen[r] = 1
	}
	return s
}

// Unique returns id, or id-1, id-2 … if it was used before on the page.
func (s *Slugger) Unique(id string) string {
	n, used := s.seen[id]
	if !used {
		s.seen[id] = 1
		return id
	}
	for {
		cand := fmt.Sprintf("%s-%d", id, n)
		n++
		if _, taken := s.seen[cand]; !taken {
			s.seen[id] = n
			s.seen[cand] = 1
			return cand
		}
	}
}
