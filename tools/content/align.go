package content

import "strings"

// item is one thing of a page that its twin must have too: a code block,
// an admonition. key says when two items are the same; kind names it in
// messages ("bash block", "warning box").
type item struct {
	line      int
	key, kind string
	lang      string // code blocks: the fence's language
	text      string // code blocks: the code, for messages
}

// align pairs the items of a and b: first the longest run of equal keys in
// order, then, inside each gap between two such pairs, the items left over
// in order (a translated box or an edited command). What still has no
// partner is in onlyA or onlyB.
func align(a, b []item) (pairs [][2]int, onlyA, onlyB []int) {
	i, j := 0, 0
	for _, p := range append(common(a, b), [2]int{len(a), len(b)}) {
		k := min(p[0]-i, p[1]-j)
		for x := 0; x < k; x++ {
			pairs = append(pairs, [2]int{i + x, j + x})
		}
		for x := i + k; x < p[0]; x++ {
			onlyA = append(onlyA, x)
		}
		for x := j + k; x < p[1]; x++ {
			onlyB = append(onlyB, x)
		}
		if p[0] < len(a) {
			pairs = append(pairs, p)
		}
		i, j = p[0]+1, p[1]+1
	}
	return pairs, onlyA, onlyB
}

// common is the longest common subsequence of a and b by key, as pairs of
// indexes in order.
func common(a, b []item) [][2]int {
	n, m := len(a), len(b)
	// lcs[i][j] is the length of the longest common run of a[i:] and b[j:].
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i].key == b[j].key {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i].key == b[j].key:
			out = append(out, [2]int{i, j})
			i, j = i+1, j+1
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
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
