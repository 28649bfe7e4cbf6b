package engine

import (
	"html"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
)

// highlighter renders _highlightResult and _snippetResult leaves. Record
// text is HTML-escaped; only the configured tags and ellipsis are inserted
// as they are.
type highlighter struct {
	plan     *plan
	pre      string
	post     string
	ellipsis string
	cache    map[string]*marked
	tokens   *tokenCache // the index's: record strings recur across queries
	zeros    []bool
}

type tokenized struct {
	terms analysis.TokenStream // the index's analyzer: what the query matches
	// text[i] is terms[i].Term as a string, made once rather than for
	// every query that shows the string; id[i] is its index term (-1:
	// none).
	text  []string
	id    []int32
	words analysis.TokenStream // plain words: where snippets may cut

	// The leaves of the string when no query word is in it, made on first
	// use: most shown strings match nothing (a hit's other headings), and
	// their leaves are the same for every query.
	noneHL   atomic.Pointer[highlightResult]
	noneSnip atomic.Pointer[noneSnippet]
}

type noneSnippet struct {
	n        int
	ellipsis string
	leaf     *snippetResult
}

// tokenCache keeps the analysis of record strings for the life of an
// index snapshot. Highlighting used to analyze every shown string again on
// every query, a third of a query's time; the strings are the index's own,
// so the cache is bounded by the index's size.
type tokenCache struct {
	m    sync.Map
	post *postings // the snapshot's terms, for the token ids
}

func (c *tokenCache) get(s string) *tokenized {
	if c != nil {
		if t, ok := c.m.Load(s); ok {
			return t.(*tokenized)
		}
	}
	t := &tokenized{terms: textAnalyzer.Analyze([]byte(s)), words: wordTokenizer.Tokenize([]byte(s))}
	t.text = make([]string, len(t.terms))
	t.id = make([]int32, len(t.terms))
	for i, tk := range t.terms {
		t.text[i] = string(tk.Term)
		t.id[i] = -1
		if c != nil && c.post != nil {
			if id, ok := c.post.id[t.text[i]]; ok {
				t.id[i] = id
			}
		}
	}
	if c != nil {
		c.m.Store(s, t)
	}
	return t
}

// noUnits is a read-only all-false slice, one per unit of the plan.
func (h *highlighter) noUnits() []bool {
	if h.zeros == nil {
		h.zeros = make([]bool, len(h.plan.units))
	}
	return h.zeros
}

// marked is a string with the byte ranges that match the query.
type marked struct {
	text string
	tok  *tokenized
	none bool // no unit matched: the string's shared leaves apply
	// all is the whole text rendered, once rendered is set.
	all      string
	rendered bool
	spans    []span
	// any[u] / full[u]: unit u matched partly / completely in text.
	any, full []bool
	words     analysis.TokenStream
}

type span struct{ start, end int }

func (h *highlighter) mark(s string) *marked {
	if m, ok := h.cache[s]; ok {
		return m
	}
	tok := h.tokens.get(s)
	first := -1
	if len(h.plan.units) > 0 {
		for i := range tok.terms {
			if len(h.plan.classifyID(tok.id[i], tok.text[i])) > 0 {
				first = i
				break
			}
		}
	}
	if first < 0 {
		m := &marked{text: s, tok: tok, none: true, any: h.noUnits(), full: h.noUnits(), words: tok.words}
		h.cache[s] = m
		return m
	}
	m := &marked{text: s, tok: tok, any: make([]bool, len(h.plan.units)), full: make([]bool, len(h.plan.units))}
	cover := make([]uint64, len(h.plan.units))
	for i := first; i < len(tok.terms); i++ {
		for _, mt := range h.plan.classifyID(tok.id[i], tok.text[i]) {
			m.any[mt.unit] = true
			cover[mt.unit] |= mt.cover
			m.spans = append(m.spans, partOf(s, tok.terms[i], mt))
		}
	}
	for i := range h.plan.units {
		u := &h.plan.units[i]
		m.full[i] = m.any[i] && (!u.cjk || cover[i] == u.full())
	}
	m.spans = mergeSpans(m.spans)
	m.words = tok.words
	h.cache[s] = m
	return m
}

// partOf is the byte range of token t to highlight for match mt.
func partOf(s string, t *analysis.Token, mt match) span {
	start, end := t.Start, t.End
	if start < 0 || end > len(s) || start > end {
		return span{0, 0}
	}
	switch {
	case mt.firstRunes > 0:
		i := start
		for n := 0; n < mt.firstRunes && i < end; n++ {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		end = i
	case mt.lastRune:
		_, size := utf8.DecodeLastRuneInString(s[start:end])
		start = end - size
	}
	return span{start, end}
}

// mergeSpans sorts spans and joins those that overlap or touch, so "反向代理"
// is one highlight, not three.
func mergeSpans(in []span) []span {
	if len(in) == 0 {
		return nil
	}
	slices.SortFunc(in, func(a, b span) int { return a.start - b.start }) // sort.Slice allocates
	out := []span{in[0]}
	for _, s := range in[1:] {
		last := &out[len(out)-1]
		if s.start <= last.end {
			last.end = max(last.end, s.end)
			continue
		}
		if s.end > s.start {
			out = append(out, s)
		}
	}
	if out[0].end == out[0].start {
		out = out[1:]
	}
	return out
}

func (m *marked) matchLevel() string {
	all, some := len(m.full) > 0, false
	for i := range m.full {
		all = all && m.full[i]
		some = some || m.any[i]
	}
	switch {
	case all:
		return "full"
	case some:
		return "partial"
	}
	return "none"
}

func (h *highlighter) matchedWords(m *marked) []string {
	out := []string{}
	for i, u := range h.plan.units {
		if m.any[i] {
			out = append(out, u.text)
		}
	}
	return out
}

// whole is the whole text rendered, made once per query: a heading's
// snippet is the whole heading, the same string as its highlight.
func (h *highlighter) whole(m *marked) string {
	if !m.rendered {
		m.all, m.rendered = h.render(m, 0, len(m.text)), true
	}
	return m.all
}

// render writes text[from:to] escaped, with the tags around matches.
func (h *highlighter) render(m *marked, from, to int) string {
	var b strings.Builder
	b.Grow(to - from + len(m.spans)*(len(h.pre)+len(h.post)) + 16)
	pos := from
	for _, s := range m.spans {
		if s.end <= from || s.start >= to {
			continue
		}
		st, en := max(s.start, from), min(s.end, to)
		b.WriteString(html.EscapeString(m.text[pos:st]))
		b.WriteString(h.pre)
		b.WriteString(html.EscapeString(m.text[st:en]))
		b.WriteString(h.post)
		pos = en
	}
	b.WriteString(html.EscapeString(m.text[pos:to]))
	return b.String()
}

// highlightResult and snippetResult are the leaves of an answer's
// _highlightResult and _snippetResult. Structs, not maps: a page of hits
// holds hundreds of leaves, and encoding/json sorts a map's keys each time.
// The fields are in the order of those sorted keys, so answers read as
// they did when the leaves were maps.
type highlightResult struct {
	FullyHighlighted *bool    `json:"fullyHighlighted,omitempty"`
	MatchLevel       string   `json:"matchLevel"`
	MatchedWords     []string `json:"matchedWords"`
	Value            string   `json:"value"`
}

type snippetResult struct {
	MatchLevel string `json:"matchLevel"`
	Value      string `json:"value"`
}

// highlightLeaf is one _highlightResult leaf.
func (h *highlighter) highlightLeaf(s string) any {
	m := h.mark(s)
	if m.none {
		if leaf := m.tok.noneHL.Load(); leaf != nil {
			return leaf
		}
		leaf := &highlightResult{Value: html.EscapeString(s), MatchLevel: "none", MatchedWords: []string{}}
		m.tok.noneHL.Store(leaf)
		return leaf
	}
	leaf := &highlightResult{Value: h.whole(m), MatchLevel: m.matchLevel(), MatchedWords: h.matchedWords(m)}
	if leaf.MatchLevel != "none" {
		leaf.FullyHighlighted = &boolValues[1]
		if !m.fullyHighlighted() {
			leaf.FullyHighlighted = &boolValues[0]
		}
	}
	return leaf
}

// boolValues are false and true for leaves to point at, read only: a new
// bool for every leaf was an allocation.
var boolValues = [2]bool{false, true}

// fullyHighlighted reports whether every word of the text is highlighted.
func (m *marked) fullyHighlighted() bool {
	if len(m.words) == 0 {
		return false
	}
	j := 0
	for _, w := range m.words {
		for j < len(m.spans) && m.spans[j].end <= w.Start {
			j++
		}
		if j == len(m.spans) || m.spans[j].start > w.Start || m.spans[j].end < w.End {
			return false
		}
	}
	return true
}

// weight of a word in a snippet, in half words: a CJK character counts
// half a word, so "content:10" shows about 10 English words or 20 Chinese
// characters.
func wordWeight(t *analysis.Token) int {
	if t.Type == analysis.Ideographic {
		return 1
	}
	return 2
}

// snippetLeaf is one _snippetResult leaf: a window of about n words around
// the best group of matches, with the ellipsis where the text was cut.
func (h *highlighter) snippetLeaf(s string, n int) any {
	m := h.mark(s)
	if m.none {
		if c := m.tok.noneSnip.Load(); c != nil && c.n == n && c.ellipsis == h.ellipsis {
			return c.leaf
		}
		leaf := h.snippetOf(m, n)
		m.tok.noneSnip.Store(&noneSnippet{n: n, ellipsis: h.ellipsis, leaf: leaf})
		return leaf
	}
	return h.snippetOf(m, n)
}

func (h *highlighter) snippetOf(m *marked, n int) *snippetResult {
	s := m.text
	words := m.words
	budget := 2 * n
	total := 0
	for _, w := range words {
		total += wordWeight(w)
	}
	if total <= budget {
		return &snippetResult{Value: h.whole(m), MatchLevel: m.matchLevel()}
	}
	hitWord := make([]bool, len(words))
	j := 0
	for i, w := range words {
		for j < len(m.spans) && m.spans[j].end <= w.Start {
			j++
		}
		hitWord[i] = j < len(m.spans) && m.spans[j].start < w.End
	}
	// windowEnd is the end (exclusive) of the longest window from i.
	windowEnd := func(i int) int {
		wsum, k := 0, i
		for k < len(words) && wsum+wordWeight(words[k]) <= budget {
			wsum += wordWeight(words[k])
			k++
		}
		return max(k, i+1)
	}
	count := func(i, k int) int {
		c := 0
		for x := i; x < k; x++ {
			if hitWord[x] {
				c++
			}
		}
		return c
	}
	best, bestCount := 0, 0
	for i := range words {
		if c := count(i, windowEnd(i)); c > bestCount {
			best, bestCount = i, c
		}
	}
	start := best
	if bestCount > 0 {
		// Show a little context before the first match when that keeps
		// every match of the window.
		first := best
		for !hitWord[first] {
			first++
		}
		lead := budget / 5
		start = first
		for start > 0 && leadWeight(words, start-1, first) <= lead {
			start--
		}
		if count(start, windowEnd(start)) < bestCount {
			start = best
		}
	}
	end := windowEnd(start)
	// Near the end of the text, fill the window with words before.
	for end == len(words) && start > 0 && leadWeight(words, start-1, end) <= budget {
		start--
	}
	from, to := 0, len(s)
	if start > 0 {
		from = words[start].Start
	}
	if end < len(words) {
		to = words[end-1].End
		// Keep punctuation attached to the last word ("proxy," or "。").
		for to < words[end].Start {
			r, size := utf8.DecodeRuneInString(s[to:])
			if unicode.IsSpace(r) {
				break
			}
			to += size
		}
	}
	var b strings.Builder
	if start > 0 {
		b.WriteString(h.ellipsis)
	}
	b.WriteString(h.render(m, from, to))
	if end < len(words) {
		b.WriteString(h.ellipsis)
	}
	return &snippetResult{Value: b.String(), MatchLevel: m.matchLevel()}
}

func leadWeight(words analysis.TokenStream, from, to int) int {
	w := 0
	for i := from; i < to; i++ {
		w += wordWeight(words[i])
	}
	return w
}

// setPath stores v at a dotted path, creating objects on the way and
// merging with objects already there.
func setPath(out map[string]any, path string, v any) {
	key, rest, more := cutDot(path)
	if !more {
		if existing, ok := out[key].(map[string]any); ok {
			if add, ok := v.(map[string]any); ok {
				for k, x := range add {
					existing[k] = x
				}
				return
			}
		}
		out[key] = v
		return
	}
	child, ok := out[key].(map[string]any)
	if !ok {
		child = map[string]any{}
		out[key] = child
	}
	setPath(child, rest, v)
}
