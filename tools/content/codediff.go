package content

import (
	"strings"
	"unicode"
)

// sameCode reports whether a translated page's code (pg) says what the
// default locale's (ref) says. Comments may differ, and so may text a
// reader sees: where ref has plain words (a chat message, a placeholder
// such as <your-account>), pg may have Chinese. Every other character,
// quotes, paths, numbers and options included, must be equal, line by line.
// When they differ, at is the line of pg's code with the difference.
func sameCode(lang, pg, ref string) (ok bool, at int, here, there string) {
	a, pos := codeLines(lang, pg)
	b, _ := codeLines(lang, ref)
	for i := 0; i < len(a) || i < len(b); i++ {
		here, there = "", ""
		if i < len(a) {
			here, at = a[i], pos[i]
		}
		if i < len(b) {
			there = b[i]
		}
		if here != there && !translatedLine(here, there) {
			return false, at, here, there
		}
	}
	return true, 0, "", ""
}

// translatedLine: the two lines differ only in runs where pg has Chinese
// and ref has words. Spaces do not count, since Chinese sets none between
// words; a line without Chinese must be equal as it is.
func translatedLine(pg, ref string) bool {
	a, b := tokens(pg), tokens(ref)
	if len(a) == 0 || len(b) == 0 || !strings.ContainsFunc(pg, isChinese) {
		return false
	}
	// Walk the common tokens; between two of them lies one changed run.
	i, j := 0, 0
	for _, p := range append(common(a, b), [2]int{len(a), len(b)}) {
		if !translatedRun(a[i:p[0]], b[j:p[1]]) {
			return false
		}
		i, j = p[0]+1, p[1]+1
	}
	return true
}

func translatedRun(pg, ref []item) bool {
	if len(pg) == 0 && len(ref) == 0 {
		return true
	}
	han := false
	for _, t := range pg {
		switch t.kind {
		case "han":
			han = true
		case "other":
			if !strings.ContainsAny(t.key, textPunct) {
				return false
			}
		}
	}
	for _, t := range ref {
		if t.kind == "han" || t.kind == "other" && !strings.ContainsAny(t.key, textPunct) {
			return false
		}
	}
	return han
}

// textPunct is punctuation that belongs to words in a sentence, not to code.
const textPunct = ".,:!?*-"

// tokens cuts a line into words (letters, digits, _), runs of Chinese (with
// its punctuation), and single other characters, leaving out spaces.
func tokens(s string) []item {
	var out []item
	rs := []rune(s)
	for i := 0; i < len(rs); {
		j := i + 1
		kind := "other"
		switch {
		case isWordRune(rs[i]):
			kind = "word"
			for j < len(rs) && isWordRune(rs[j]) {
				j++
			}
		case isChinese(rs[i]):
			kind = "han"
			for j < len(rs) && isChinese(rs[j]) {
				j++
			}
		case rs[i] == ' ' || rs[i] == '\t':
			i++
			continue
		}
		out = append(out, item{kind: kind, key: string(rs[i:j])})
		i = j
	}
	return out
}

func isWordRune(r rune) bool {
	return r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_')
}

// isChinese: Han characters, CJK punctuation (、。「」…) and full-width
// forms (，：？).
func isChinese(r rune) bool {
	return unicode.Is(unicode.Han, r) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}
