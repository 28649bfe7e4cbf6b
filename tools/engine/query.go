package engine

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	unicodetok "github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"
)

// Text analysis is bleve's built-in "cjk" analyzer: Unicode word
// segmentation, width folding, lower-casing, then overlapping bigrams for
// runs of CJK characters ("反向代理" → 反向 向代 代理) while other words stay
// whole. It needs no dictionary, so an index of a few thousand records builds
// in a fraction of a second; dictionary segmentation (gse) would cost a
// dictionary load at every start for little gain on short doc queries,
// because a query's bigrams are matched with character coverage (below).

var (
	analyzersOnce sync.Once
	textAnalyzer  analysis.Analyzer
	kwAnalyzer    analysis.Analyzer
	wordTokenizer analysis.Tokenizer
	analyzersErr  error
)

func analyzers() error {
	analyzersOnce.Do(func() {
		c := registry.NewCache()
		if textAnalyzer, analyzersErr = c.AnalyzerNamed(cjk.AnalyzerName); analyzersErr != nil {
			return
		}
		if kwAnalyzer, analyzersErr = c.AnalyzerNamed(keyword.Name); analyzersErr != nil {
			return
		}
		wordTokenizer = unicodetok.NewUnicodeTokenizer()
	})
	return analyzersErr
}

func isCJKToken(t *analysis.Token) bool {
	return t.Type == analysis.Double || t.Type == analysis.Single || t.Type == analysis.Ideographic
}

// unit is one thing the query asks for: a word, or a run of CJK characters.
// Every unit must match somewhere in a record.
type unit struct {
	text string // as reported in matchedWords
	cjk  bool
	// Latin words: the analyzed word, its transpositions (one typo each, as
	// in Algolia, where Levenshtein would count two) and the typos allowed.
	word   string
	swaps  map[string]bool
	typos  int
	prefix bool // the last unit of a query not ended by a space
	// CJK runs: the characters. A run matches when every character is
	// covered by a bigram of the run that occurs in the record.
	chars []string
}

func (u *unit) full() uint64 { return 1<<uint(len(u.chars)) - 1 }

// match is what one index term contributes to one unit.
type match struct {
	unit  int
	typos int
	exact bool // the whole word (or a bigram of the run), no typo, no prefix
	cover uint64
	// bigram is the index of the run bigram the term equals, or -1.
	bigram int
	// part of the token to highlight: whole, the first n runes, or the last
	// rune.
	firstRunes int
	lastRune   bool
}

// plan is a parsed query, shared by ranking and highlighting of one
// request (one goroutine).
type plan struct {
	units []unit
	cache map[string][]match
	// The index terms of the query's clauses (see postings.clauses) and
	// how each classifies, once the postings are searched. Every index
	// term that matches a unit is among them, so highlighting can pass
	// over any other term of a record without classifying it.
	clauseTerms   bitset
	clauseClasses map[int32][]match
}

// classifyID is classify for the index term id (text is the term), once
// the clause terms are known; id -1 is a term the index does not hold.
func (p *plan) classifyID(id int32, text string) []match {
	if id < 0 || p.clauseTerms == nil {
		return p.classify(text)
	}
	if !p.clauseTerms.has(int(id)) {
		return nil
	}
	return p.clauseClasses[id]
}

// maxRun caps a CJK run so its coverage fits in a uint64; longer runs are
// split into several units.
const maxRun = 32

type typoRules struct {
	min1, min2 int
	off        bool
	max        int
}

// newPlan analyzes q with the index's analyzer and groups its tokens into
// units.
func newPlan(q string, rules typoRules) *plan {
	p := &plan{cache: map[string][]match{}}
	toks := textAnalyzer.Analyze([]byte(q))
	prefixOK := q != "" && !unicode.IsSpace(lastRune(q))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !isCJKToken(t) {
			w := string(t.Term)
			u := unit{text: w, word: w}
			n := utf8.RuneCountInString(w)
			if !rules.off && !isDigits(w) {
				switch {
				case n >= rules.min2:
					u.typos = 2
				case n >= rules.min1:
					u.typos = 1
				}
				u.typos = min(u.typos, rules.max)
			}
			if u.typos == 1 {
				u.swaps = transpositions(w)
			}
			p.units = append(p.units, u)
			continue
		}
		// A CJK run: a Single token, or Doubles whose spans overlap.
		chars := runes(string(t.Term))
		end := t.End
		for i+1 < len(toks) && toks[i+1].Type == analysis.Double && t.Type == analysis.Double && toks[i+1].Start < end {
			i++
			r := runes(string(toks[i].Term))
			chars = append(chars, r[len(r)-1])
			end = toks[i].End
		}
		for len(chars) > 0 {
			n := min(len(chars), maxRun)
			// Do not leave a single character behind when splitting.
			if len(chars)-n == 1 {
				n--
			}
			p.units = append(p.units, unit{text: strings.Join(chars[:n], ""), cjk: true, chars: chars[:n]})
			chars = chars[n:]
		}
	}
	if len(p.units) > 0 && prefixOK {
		// The last unit is what the visitor is still typing.
		last := &p.units[len(p.units)-1]
		last.prefix = true
	}
	return p
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func runes(s string) []string {
	out := make([]string, 0, len(s)/3+1)
	for _, r := range s {
		out = append(out, string(r))
	}
	return out
}

func isDigits(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

func transpositions(w string) map[string]bool {
	r := []rune(w)
	out := map[string]bool{}
	for i := 0; i+1 < len(r); i++ {
		if r[i] == r[i+1] {
			continue
		}
		r[i], r[i+1] = r[i+1], r[i]
		out[string(r)] = true
		r[i], r[i+1] = r[i+1], r[i]
	}
	return out
}

// classify says which units an index term matches, and how. Results are
// cached per query: the same terms recur across hits.
func (p *plan) classify(term string) []match {
	if ms, ok := p.cache[term]; ok {
		return ms
	}
	var ms []match
	for i := range p.units {
		u := &p.units[i]
		if u.cjk {
			ms = append(ms, classifyCJK(i, u, term)...)
			continue
		}
		switch {
		case term == u.word:
			ms = append(ms, match{unit: i, exact: true, bigram: -1})
		case u.prefix && strings.HasPrefix(term, u.word):
			ms = append(ms, match{unit: i, bigram: -1, firstRunes: utf8.RuneCountInString(u.word)})
		case u.swaps[term]:
			ms = append(ms, match{unit: i, typos: 1, bigram: -1})
		case u.typos > 0:
			if d := osa(term, u.word, u.typos); d <= u.typos {
				ms = append(ms, match{unit: i, typos: d, bigram: -1})
			}
		}
	}
	p.cache[term] = ms
	return ms
}

func classifyCJK(i int, u *unit, term string) []match {
	// A term's first two characters, as substrings: no allocation, and
	// most terms are looked at once per query and match nothing.
	first, rest := splitRune(term)
	second, tail := splitRune(rest)
	two := second != "" && tail == "" // exactly two characters
	n := len(u.chars)
	var ms []match
	if n == 1 {
		c := u.chars[0]
		switch {
		case term == c:
			ms = append(ms, match{unit: i, exact: true, cover: 1, bigram: -1})
		case two && first == c:
			ms = append(ms, match{unit: i, cover: 1, bigram: -1, firstRunes: 1})
		case two && second == c:
			ms = append(ms, match{unit: i, cover: 1, bigram: -1, lastRune: true})
		}
		return ms
	}
	if two {
		for j := 0; j+1 < n; j++ {
			if first == u.chars[j] && second == u.chars[j+1] {
				ms = append(ms, match{unit: i, exact: true, cover: 3 << uint(j), bigram: j})
			}
		}
	}
	if u.prefix && len(ms) == 0 && first != "" && first == u.chars[n-1] {
		ms = append(ms, match{unit: i, cover: 1 << uint(n-1), bigram: -1, firstRunes: 1})
	}
	return ms
}

// splitRune splits s after its first character ("" for an empty s). An
// invalid byte counts as a character, as ranging over a string counts it.
func splitRune(s string) (first, rest string) {
	if s == "" {
		return "", ""
	}
	_, size := utf8.DecodeRuneInString(s)
	return s[:size], s[size:]
}

// osa is the optimal string alignment distance between a and b (a
// transposition counts as one edit), or max+1 once it exceeds max.
func osa(a, b string, max int) int {
	if d := utf8.RuneCountInString(a) - utf8.RuneCountInString(b); d > max || -d > max {
		return max + 1 // most index terms end here, before any allocation
	}
	// Short words, as query words are, fit in arrays on the stack.
	var bufA, bufB [32]rune
	var rows [3][33]int
	ra, rb := appendRunes(bufA[:0], a), appendRunes(bufB[:0], b)
	var prev2, prev, cur []int
	if len(rb) < len(rows[0]) {
		prev2, prev, cur = rows[0][:len(rb)+1], rows[1][:len(rb)+1], rows[2][:len(rb)+1]
	} else {
		prev2, prev, cur = make([]int, len(rb)+1), make([]int, len(rb)+1), make([]int, len(rb)+1)
	}
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(rb)], max+1)
}

func appendRunes(out []rune, s string) []rune {
	for _, r := range s {
		out = append(out, r)
	}
	return out
}
