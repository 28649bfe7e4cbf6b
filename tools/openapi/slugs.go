package openapi

import (
	"cmp"
	"fmt"
	"strings"
	"unicode"
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

// Slug is the URL slug for a title: its words, lower-cased, joined by
// hyphens. It gives the slugs of the old docs site, which used lodash's
// kebabCase, for every ASCII title. Words end at anything that is not a
// letter or digit (emoji and other symbols included), between a lower-case
// and an upper-case letter (getUser), before the last capital of a run
// that goes on in lower case (HTTPServer), and between letters and digits
// unless they make an ordinal (1st, 22ND). Apostrophes are dropped, so
// "user's" stays one word; letters of every script are kept.
func Slug(title string) string {
	title = strings.NewReplacer("'", "", "\u2019", "").Replace(title)
	var words []string
	for _, run := range strings.FieldsFunc(title, func(r rune) bool { return !isWordRune(r) }) {
		rs := []rune(run)
		start := 0
		for i := 1; i < len(rs); i++ {
			if wordStarts(rs, i) {
				words = append(words, string(rs[start:i]))
				start = i
			}
		}
		words = append(words, string(rs[start:]))
	}
	return strings.ToLower(strings.Join(words, "-"))
}

// isWordRune: letters and digits, and the combining marks that belong to
// a letter (an e written as e + U+0301).
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }

// wordStarts reports whether a new word begins at rs[i], inside a run of
// word runes.
func wordStarts(rs []rune, i int) bool {
	prev, cur := rs[i-1], rs[i]
	switch {
	case unicode.IsLower(prev) && unicode.IsUpper(cur):
		return true
	case unicode.IsUpper(prev) && unicode.IsUpper(cur):
		return i+1 < len(rs) && unicode.IsLower(rs[i+1])
	case unicode.IsLetter(prev) && unicode.IsDigit(cur):
		return true
	case unicode.IsDigit(prev) && unicode.IsLetter(cur):
		return !isOrdinal(rs, i)
	}
	return false
}

// isOrdinal reports whether the digit before rs[i] and the two letters from
// rs[i] make an ordinal that ends the word, as lodash reads them: 1st, 2nd,
// 3rd, or th after any other digit (so 11th is "11-th"), all in one case;
// a lower-case suffix may be followed by a capital (2ndPlace).
func isOrdinal(rs []rune, i int) bool {
	if i+2 > len(rs) {
		return false
	}
	suffix := string(rs[i : i+2])
	lower := strings.ToLower(suffix)
	if suffix != lower && suffix != strings.ToUpper(suffix) {
		return false
	}
	want := cmp.Or(map[rune]string{'1': "st", '2': "nd", '3': "rd"}[rs[i-1]], "th")
	if lower != want {
		return false
	}
	return i+2 == len(rs) || suffix == lower && unicode.IsUpper(rs[i+2])
}

// Slugs returns the slug of every operation, in document order: the first
// operation with a title gets Slug(title), later ones -1, -2… as the old
// site did. Unlike the old site it never hands out a slug twice: if "a-1"
// is taken by an operation titled "A 1", the counter moves on. A title with
// no letters or digits (Slug "") falls back to method and path.
func Slugs(doc *Doc) []string {
	next := map[string]int{} // base slug → the suffix to try next
	taken := map[string]bool{}
	out := make([]string, len(doc.ops))
	for i, op := range doc.ops {
		base := Slug(title(op.op))
		if base == "" {
			base = Slug(op.method + " " + op.path)
		}
		id := base
		for n := next[base]; ; n++ {
			if n > 0 {
				id = fmt.Sprintf("%s-%d", base, n)
			}
			if !taken[id] {
				next[base], taken[id] = n+1, true
				break
			}
		}
		out[i] = id
	}
	return out
}
