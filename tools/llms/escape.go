package llms

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text nodes of the tree are what the reader sees, so in a twin they must
// stay text: a '*' or a '<b>' written by the author may not turn into
// emphasis or HTML. Only what a Markdown reader would take for markup is
// escaped, so the text stays easy to read (snake_case keeps its '_').

var (
	orderedStartRe = regexp.MustCompile(`^(\d{1,9})([.)])`)
	entityRe       = regexp.MustCompile(`^&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)
	htmlStartRe    = regexp.MustCompile(`^<[A-Za-z/!?]`)
)

// escapeText escapes s for a paragraph. atStart says s begins a line (its
// line-start markers are escaped too); oneLine escapes '|' and keeps s on
// one line.
func escapeText(s string, atStart, oneLine bool) string {
	var b strings.Builder
	lineStart := atStart
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\n' {
			if oneLine {
				b.WriteByte(' ')
			} else {
				b.WriteByte('\n')
				lineStart = true
			}
			i += size
			continue
		}
		if lineStart && (r == ' ' || r == '\t') {
			// Indentation could make the line code: it is not text a reader sees.
			i += size
			continue
		}
		if lineStart {
			lineStart = false
			if strings.ContainsRune("#>-+=", r) {
				b.WriteByte('\\')
			}
			if m := orderedStartRe.FindStringSubmatch(s[i:]); m != nil {
				b.WriteString(m[1] + `\` + m[2])
				i += len(m[0])
				continue
			}
		}
		switch r {
		case '\\', '`', '*', '[', ']':
			b.WriteByte('\\')
		case '_':
			// Inside a word it cannot emphasise.
			before, _ := utf8.DecodeLastRuneInString(s[:i])
			after, _ := utf8.DecodeRuneInString(s[i+size:])
			if !isWord(before) || !isWord(after) {
				b.WriteByte('\\')
			}
		case '<':
			if htmlStartRe.MatchString(s[i:]) {
				b.WriteByte('\\')
			}
		case '&':
			if entityRe.MatchString(s[i:]) {
				b.WriteByte('\\')
			}
		case '~':
			if (i > 0 && s[i-1] == '~') || (i+1 < len(s) && s[i+1] == '~') {
				b.WriteByte('\\')
			}
		case '|':
			if oneLine {
				b.WriteByte('\\')
			}
		}
		b.WriteRune(r)
		i += size
	}
	return b.String()
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// codeSpan writes s as inline code, with a run of backticks longer than
// any inside it.
func codeSpan(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	ticks := "`"
	for strings.Contains(s, ticks) {
		ticks += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || (strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ") && strings.Trim(s, " ") != "") {
		s = " " + s + " "
	}
	return ticks + s + ticks
}

// indent prefixes every line but the first with pad, and every line with
// first's pad on the first; blank lines stay blank.
func indent(s, first, pad string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		switch {
		case i == 0:
			lines[i] = first + l
		case l != "":
			lines[i] = pad + l
		}
	}
	return strings.Join(lines, "\n")
}

// quote makes s a block quote.
func quote(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = ">"
		} else {
			lines[i] = "> " + l
		}
	}
	return strings.Join(lines, "\n")
}
