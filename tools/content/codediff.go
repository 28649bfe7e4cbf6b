package content

import (
	"regexp"
	"strings"
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

var (
	// chineseRe is a run of Chinese (Han characters, CJK punctuation such
	// as 、。「」 and full-width forms such as ，：？) with the ASCII words
	// written against it: 机器人的API, 消息ID：.
	chineseRe = regexp.MustCompile(`\w*(?:[\p{Han}\x{3000}-\x{303f}\x{ff00}-\x{ffef}]+\w*)+`)
	blanks    = strings.NewReplacer(" ", "", "\t", "")
)

// translatedLine: the two lines differ only where pg has Chinese and ref
// has words and the punctuation of a sentence. Spaces do not count, since
// Chinese sets none between words; a line without Chinese must be equal as
// it is.
func translatedLine(pg, ref string) bool {
	parts := chineseRe.Split(blanks.Replace(pg), -1)
	if len(parts) == 1 {
		return false
	}
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, `[\w.,:!?*-]*`) + "$").MatchString(blanks.Replace(ref))
}

// commentMarks are the line comments of the fence languages: a translation
// may change comments, not code.
var commentMarks = map[string][]string{
	"bash": {"#"}, "sh": {"#"}, "shell": {"#"}, "yaml": {"#"}, "yml": {"#"}, "toml": {"#"},
	"nginx": {"#"}, "caddyfile": {"#"}, "python": {"#"}, "dockerfile": {"#"},
	"javascript": {"//"}, "js": {"//"}, "typescript": {"//"}, "ts": {"//"}, "go": {"//"},
	"java": {"//"}, "scala": {"//"}, "php": {"//", "#"}, "sql": {"--"}, "html": {"<!--"},
}

// codeLines is a block's code as the parity check compares it: comments,
// indentation and blank lines left out. at[i] is the line of the code where
// out[i] stands (0 for the first).
func codeLines(lang, code string) (out []string, at []int) {
	for i, l := range strings.Split(code, "\n") {
		l = strings.TrimSpace(stripComment(l, commentMarks[lang]))
		if l != "" {
			out = append(out, l)
			at = append(at, i)
		}
	}
	return out, at
}

// stripComment cuts a line at the first comment mark that starts the line
// or follows a space, outside quotes (so a URL's // or a "#" in a string
// stays).
func stripComment(line string, marks []string) string {
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'' || c == '`':
			quote = c
			continue
		}
		if i > 0 && line[i-1] != ' ' && line[i-1] != '\t' {
			continue
		}
		for _, m := range marks {
			if strings.HasPrefix(line[i:], m) {
				return line[:i]
			}
		}
	}
	return line
}
