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
		case r == '-' || unicode.IsSpace(r):
			b.WriteRune('-')
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc):
			b.WriteRune(r)
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

// uniqueID returns id, or id-1, id-2 … when the page already has it.
func (c *converter) uniqueID(id string) string {
	unique := id
	for n := 1; c.ids[unique]; n++ {
		unique = fmt.Sprintf("%s-%d", id, n)
	}
	c.ids[unique] = true
	return unique
}
