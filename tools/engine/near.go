package engine

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// near lists the index terms within k edits of word, where an edit is an
// insertion, a deletion, a substitution or a swap of two neighbouring
// characters (optimal string alignment, as bleve's fuzzy automaton counts
// them, and as classify counts typos).
//
// It walks the sorted terms as a trie: a term shares its first characters
// with the one before, so only the rows of the distance table after the
// shared part are computed; and once a row exceeds k, no term that starts
// the same way can come within k, so they are skipped with one binary
// search.
func (p *postings) near(word string, k int) []int32 {
	w := []rune(word)
	cols := len(w) + 1
	// rows[d] is the distance row after the term's first d characters;
	// chars[d-1] is that character.
	rows := [][]int{make([]int, cols)}
	for j := range rows[0] {
		rows[0][j] = j
	}
	var chars []rune // the characters the rows are for
	var out []int32
	for i := 0; i < len(p.terms); {
		term := p.terms[i]
		// Keep the rows of the characters this term shares with them.
		d, off := 0, 0
		for d < len(chars) && off < len(term) {
			r, size := utf8.DecodeRuneInString(term[off:])
			if r != chars[d] {
				break
			}
			d++
			off += size
		}
		chars = chars[:d]
		pruned := false
		for off < len(term) {
			r, size := utf8.DecodeRuneInString(term[off:])
			off += size
			n := len(chars) + 1
			for len(rows) <= n {
				rows = append(rows, make([]int, cols))
			}
			row, up := rows[n], rows[n-1]
			row[0] = n
			best := row[0]
			for j := 1; j < cols; j++ {
				cost := 1
				if r == w[j-1] {
					cost = 0
				}
				v := min(up[j]+1, row[j-1]+1, up[j-1]+cost)
				if n > 1 && j > 1 && r == w[j-2] && chars[n-2] == w[j-1] {
					v = min(v, rows[n-2][j-2]+1)
				}
				row[j] = v
				best = min(best, v)
			}
			if best > k {
				// No term starting with these characters comes within k.
				i = skipPrefix(p.terms, i, term[:off])
				pruned = true
				break
			}
			chars = append(chars, r)
		}
		if pruned {
			continue
		}
		if rows[len(chars)][cols-1] <= k {
			out = append(out, int32(i))
		}
		i++
	}
	return out
}

// skipPrefix returns the index of the first term after i that does not
// start with prefix.
func skipPrefix(terms []string, i int, prefix string) int {
	return i + sort.Search(len(terms)-i, func(k int) bool { return !strings.HasPrefix(terms[i+k], prefix) })
}
