package openapi

import (
	"strings"
	"unicode"
)

// KebabCase is a port of lodash's kebabCase (4.17.21), which the old docs
// site used for operation slugs, so slugs stay the same:
//
//	words(deburr(s).replace(/['\u2019]/g, '')).map(toLowerCase).join('-')
//
// deburr turns Latin-1 and Latin Extended-A letters into basic Latin and drops
// combining marks; words splits with lodash's unicode word regex (camelCase,
// acronyms, digits, ordinals, emoji sequences) when the text needs it, and
// with its ASCII word regex otherwise. Letters of other scripts (CJK,
// Cyrillic, Greek…) and emoji are kept as lodash keeps them.
//
// Go's regexp has no lookahead, so the word regex is matched by hand below,
// one alternative at a time in lodash's order. JavaScript regexes see UTF-16
// code units; here a rune above U+FFFF stands for its surrogate pair.
func KebabCase(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\'' || r == '\u2019' {
			return -1
		}
		return r
	}, deburr(s))
	var b strings.Builder
	for i, w := range words(s) {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(lowerJS(w))
	}
	return b.String()
}

// deburr: lodash's deburredLetters table, then combining marks removed.
func deburr(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0xc0 && r <= 0x17f:
			if d, ok := deburred[r]; ok {
				b.WriteString(d)
				continue
			}
			b.WriteRune(r)
		case isCombo(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

var deburred = map[rune]string{}

func init() {
	// Pairs of (letters, replacement), straight from lodash's _deburrLetter.js.
	table := []string{
		"ÀÁÂÃÄÅ", "A", "àáâãäå", "a", "Ç", "C", "ç", "c", "Ð", "D", "ð", "d",
		"ÈÉÊË", "E", "èéêë", "e", "ÌÍÎÏ", "I", "ìíîï", "i", "Ñ", "N", "ñ", "n",
		"ÒÓÔÕÖØ", "O", "òóôõöø", "o", "ÙÚÛÜ", "U", "ùúûü", "u", "Ý", "Y", "ýÿ", "y",
		"Æ", "Ae", "æ", "ae", "Þ", "Th", "þ", "th", "ß", "ss",
		"ĀĂĄ", "A", "āăą", "a", "ĆĈĊČ", "C", "ćĉċč", "c", "ĎĐ", "D", "ďđ", "d",
		"ĒĔĖĘĚ", "E", "ēĕėęě", "e", "ĜĞĠĢ", "G", "ĝğġģ", "g", "ĤĦ", "H", "ĥħ", "h",
		"ĨĪĬĮİ", "I", "ĩīĭįı", "i", "Ĵ", "J", "ĵ", "j", "Ķ", "K", "ķĸ", "k",
		"ĹĻĽĿŁ", "L", "ĺļľŀł", "l", "ŃŅŇŊ", "N", "ńņňŋ", "n", "ŌŎŐ", "O", "ōŏő", "o",
		"ŔŖŘ", "R", "ŕŗř", "r", "ŚŜŞŠ", "S", "śŝşš", "s", "ŢŤŦ", "T", "ţťŧ", "t",
		"ŨŪŬŮŰŲ", "U", "ũūŭůűų", "u", "Ŵ", "W", "ŵ", "w", "ŶŸ", "Y", "ŷ", "y",
		"ŹŻŽ", "Z", "źżž", "z", "Ĳ", "IJ", "ĳ", "ij", "Œ", "Oe", "œ", "oe", "ŉ", "'n", "ſ", "s",
	}
	for i := 0; i < len(table); i += 2 {
		for _, r := range table[i] {
			deburred[r] = table[i+1]
		}
	}
}

// Character classes of lodash's word regex (rs*Range in lodash.js).

func isCombo(r rune) bool {
	return (r >= 0x300 && r <= 0x36f) || (r >= 0xfe20 && r <= 0xfe2f) || (r >= 0x20d0 && r <= 0x20ff)
}

func isUpperL(r rune) bool {
	return (r >= 'A' && r <= 'Z') || (r >= 0xc0 && r <= 0xd6) || (r >= 0xd8 && r <= 0xde)
}

func isLowerL(r rune) bool {
	return (r >= 'a' && r <= 'z') || (r >= 0xdf && r <= 0xf6) || (r >= 0xf8 && r <= 0xff)
}

func isDigitL(r rune) bool { return r >= '0' && r <= '9' }

func isBreakL(r rune) bool {
	switch {
	case r <= 0x2f, r >= 0x3a && r <= 0x40, r >= 0x5b && r <= 0x60, r >= 0x7b && r <= 0xbf: // rsNonCharRange
		return true
	case r == 0xac || r == 0xb1 || r == 0xd7 || r == 0xf7: // rsMathOpRange
		return true
	case r >= 0x2000 && r <= 0x206f: // rsPunctuationRange
		return true
	}
	switch r { // rsSpaceRange beyond the ranges above
	case 0xa0, 0xfeff, 0x1680, 0x180e, 0x3000:
		return true
	}
	return false
}

func isDingbat(r rune) bool { return r >= 0x2700 && r <= 0x27bf }

// isAstral: outside the BMP, a surrogate pair in JavaScript.
func isAstral(r rune) bool { return r > 0xffff }

// isMisc is rsMisc: anything not astral, break, digit, dingbat, lower or upper.
func isMisc(r rune) bool {
	return !isAstral(r) && !isBreakL(r) && !isDigitL(r) && !isDingbat(r) && !isLowerL(r) && !isUpperL(r) && !(r >= 0xd800 && r <= 0xdfff)
}

func isMiscLower(r rune) bool { return isLowerL(r) || isMisc(r) }
func isMiscUpper(r rune) bool { return isUpperL(r) || isMisc(r) }

func isRegional(r rune) bool { return r >= 0x1f1e6 && r <= 0x1f1ff }
func isFitz(r rune) bool     { return r >= 0x1f3fb && r <= 0x1f3ff }

// reHasUnicodeWord: /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/
func hasUnicodeWord(rs []rune) bool {
	isA := func(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') }
	for i, r := range rs {
		if !isA(r) && !isDigitL(r) && r != ' ' {
			return true
		}
		if i+1 < len(rs) {
			n := rs[i+1]
			if (r >= 'a' && r <= 'z' && n >= 'A' && n <= 'Z') || (isDigitL(r) && isA(n)) || (isA(r) && isDigitL(n)) {
				return true
			}
			if i+2 < len(rs) && r >= 'A' && r <= 'Z' && n >= 'A' && n <= 'Z' && rs[i+2] >= 'a' && rs[i+2] <= 'z' {
				return true
			}
		}
	}
	return false
}

// words is lodash's words(string) without a pattern.
func words(s string) []string {
	rs := []rune(s)
	if !hasUnicodeWord(rs) {
		// reAsciiWord: /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g
		return strings.FieldsFunc(s, func(r rune) bool {
			return r <= 0x2f || (r >= 0x3a && r <= 0x40) || (r >= 0x5b && r <= 0x60) || (r >= 0x7b && r <= 0x7f)
		})
	}
	var out []string
	for i := 0; i < len(rs); {
		n := matchWord(rs, i)
		if n == 0 {
			i++
			continue
		}
		out = append(out, string(rs[i:i+n]))
		i += n
	}
	return out
}

// matchWord tries reUnicodeWord's alternatives at i, in order, and returns
// the length of the first match (0: none). Contractions ('s, 're…) are left
// out: kebabCase removes apostrophes before splitting, so they never match.
func matchWord(rs []rune, i int) int {
	for _, alt := range []func([]rune, int) int{
		upperLowerWord, miscUpperWord, miscLowerWord, upperRun, ordUpper, ordLower, digitRun, emojiWord,
	} {
		if n := alt(rs, i); n > 0 {
			return n
		}
	}
	return 0
}

func at(rs []rune, i int) (rune, bool) {
	if i < len(rs) {
		return rs[i], true
	}
	return 0, false
}

// upperLowerWord: rsUpper? rsLower+ (?=rsBreak|rsUpper|$)
func upperLowerWord(rs []rune, i int) int {
	j := i
	if r, ok := at(rs, j); ok && isUpperL(r) {
		j++
	}
	k := j
	for k < len(rs) && isLowerL(rs[k]) {
		k++
	}
	if k == j {
		return 0
	}
	// Backtracking to a shorter run would put a lower-case letter next,
	// which the lookahead rejects, so only the longest run can match.
	if r, ok := at(rs, k); !ok || isBreakL(r) || isUpperL(r) {
		return k - i
	}
	return 0
}

// miscUpperWord: rsMiscUpper+ (?=rsBreak|rsUpper rsMiscLower|$)
func miscUpperWord(rs []rune, i int) int {
	k := i
	for k < len(rs) && isMiscUpper(rs[k]) {
		k++
	}
	for end := k; end > i; end-- {
		r, ok := at(rs, end)
		if !ok || isBreakL(r) {
			return end - i
		}
		if next, ok2 := at(rs, end+1); isUpperL(r) && ok2 && isMiscLower(next) {
			return end - i
		}
	}
	return 0
}

// miscLowerWord: rsUpper? rsMiscLower+
func miscLowerWord(rs []rune, i int) int {
	j := i
	if r, ok := at(rs, j); ok && isUpperL(r) {
		j++
	}
	k := j
	for k < len(rs) && isMiscLower(rs[k]) {
		k++
	}
	if k == j {
		return 0
	}
	return k - i
}

// upperRun: rsUpper+
func upperRun(rs []rune, i int) int {
	k := i
	for k < len(rs) && isUpperL(rs[k]) {
		k++
	}
	return k - i
}

// ordUpper: \d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])
func ordUpper(rs []rune, i int) int {
	return ordinal(rs, i, [4]string{"1ST", "2ND", "3RD", "TH"}, func(r rune) bool {
		return (r >= 'A' && r <= 'Z') || isDigitL(r) // a word character after: no \b, not [a-z_]
	})
}

// ordLower: \d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])
func ordLower(rs []rune, i int) int {
	return ordinal(rs, i, [4]string{"1st", "2nd", "3rd", "th"}, func(r rune) bool {
		return (r >= 'a' && r <= 'z') || isDigitL(r)
	})
}

func ordinal(rs []rune, i int, suffix [4]string, blocks func(rune) bool) int {
	k := i
	for k < len(rs) && isDigitL(rs[k]) {
		k++
	}
	// \d* backtracks from the longest run.
	for d := k; d >= i; d-- {
		end := 0
		for _, sfx := range suffix[:3] {
			if hasRunes(rs, d, sfx) {
				end = d + 3
				break
			}
		}
		if end == 0 && d < len(rs) && isDigitL(rs[d]) && (rs[d] < '1' || rs[d] > '3') && hasRunes(rs, d+1, suffix[3]) {
			end = d + 3
		}
		if end == 0 {
			continue
		}
		if r, ok := at(rs, end); !ok || !blocks(r) {
			return end - i
		}
	}
	return 0
}

func hasRunes(rs []rune, i int, s string) bool {
	for _, c := range s {
		if i >= len(rs) || rs[i] != c {
			return false
		}
		i++
	}
	return true
}

// digitRun: \d+
func digitRun(rs []rune, i int) int {
	k := i
	for k < len(rs) && isDigitL(rs[k]) {
		k++
	}
	return k - i
}

// emojiWord: (?:rsDingbat|rsRegional|rsSurrPair) rsSeq, where
// rsSeq = [\ufe0e\ufe0f]? (rsCombo|rsFitz)? (?:\u200d(?:rsNonAstral|rsRegional|rsSurrPair)[\ufe0e\ufe0f]?(rsCombo|rsFitz)?)*
func emojiWord(rs []rune, i int) int {
	r, ok := at(rs, i)
	if !ok {
		return 0
	}
	k := i
	switch {
	case isDingbat(r):
		k++
	case isRegional(r) && i+1 < len(rs) && isRegional(rs[i+1]):
		k += 2
	case isAstral(r):
		k++
	default:
		return 0
	}
	k = optVarMod(rs, k)
	for k+1 < len(rs) && rs[k] == 0x200d {
		n := rs[k+1]
		switch {
		case isRegional(n) && k+2 < len(rs) && isRegional(rs[k+2]):
			k += 3
		default: // rsNonAstral or a surrogate pair: one rune either way
			k += 2
		}
		k = optVarMod(rs, k)
	}
	return k - i
}

func optVarMod(rs []rune, k int) int {
	if r, ok := at(rs, k); ok && (r == 0xfe0e || r == 0xfe0f) {
		k++
	}
	if r, ok := at(rs, k); ok && (isCombo(r) || isFitz(r)) {
		k++
	}
	return k
}

// lowerJS lower-cases like String.prototype.toLowerCase: Unicode's
// default mappings, including final sigma.
func lowerJS(s string) string {
	if !strings.ContainsRune(s, 'Σ') {
		return strings.ToLower(s)
	}
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if r == 'Σ' && finalSigma(rs, i) {
			b.WriteRune('ς')
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// finalSigma: preceded by a cased letter and not followed by one (skipping
// case-ignorable characters), per Unicode's Final_Sigma condition.
func finalSigma(rs []rune, i int) bool {
	cased := func(r rune) bool { return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) }
	ignorable := func(r rune) bool {
		return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk) || r == '\'' || r == '.' || r == ':' || r == '\u00b7' || r == '\u2019'
	}
	before := false
	for j := i - 1; j >= 0; j-- {
		if ignorable(rs[j]) {
			continue
		}
		before = cased(rs[j])
		break
	}
	if !before {
		return false
	}
	for j := i + 1; j < len(rs); j++ {
		if ignorable(rs[j]) {
			continue
		}
		return !cased(rs[j])
	}
	return true
}
