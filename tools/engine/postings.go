package engine

import (
	"context"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
)

// postings is the searcher's inverted index: every term of the records'
// searchable strings with where it occurs, in plain slices, and the terms
// sorted for prefix and near-term lookups. Queries walk it directly. It
// replaced a bleve index: through bleve's searchers the same walk cost a
// third of a query, most of it in iterators, heaps and per-match
// allocations that an index of a few thousand records does not need, and
// building the bleve index took most of an index's build time. The tests
// keep a bleve index as the reference the answers are compared with.
type postings struct {
	terms []string         // sorted
	id    map[string]int32 // term → index in terms
	locs  [][]loc          // per term, sorted by record, string, position
	// endingIn lists the two-character terms by their last character: a
	// one-character CJK query matches the bigrams that end in it.
	endingIn map[string][]int32
}

// loc is one occurrence of a term: the record, the record's indexed string
// (by its number) and the token position in that string.
type loc struct {
	rec  int32
	elem uint32
	pos  uint32
}

// postingsBuilder collects the occurrences of one worker's records.
type postingsBuilder map[string][]loc

func (b postingsBuilder) add(rec, elem int, ts analysis.TokenStream) {
	for _, t := range ts {
		l := loc{rec: int32(rec), elem: uint32(elem), pos: uint32(t.Position)}
		if list, ok := b[string(t.Term)]; ok {
			b[string(t.Term)] = append(list, l)
		} else {
			b[string(t.Term)] = []loc{l}
		}
	}
}

// mergePostings joins the workers' builders into one index.
func mergePostings(parts []postingsBuilder) *postings {
	all := parts[0]
	for _, p := range parts[1:] {
		for term, list := range p {
			all[term] = append(all[term], list...)
		}
	}
	p := &postings{id: make(map[string]int32, len(all)), endingIn: map[string][]int32{}}
	p.terms = make([]string, 0, len(all))
	for term := range all {
		p.terms = append(p.terms, term)
	}
	sort.Strings(p.terms)
	p.locs = make([][]loc, len(p.terms))
	for i, term := range p.terms {
		list := all[term]
		if len(parts) > 1 {
			slices.SortFunc(list, compareLoc)
		}
		p.locs[i] = list
		p.id[term] = int32(i)
		if utf8.RuneCountInString(term) == 2 {
			_, size := utf8.DecodeRuneInString(term)
			last := term[size:]
			p.endingIn[last] = append(p.endingIn[last], int32(i))
		}
	}
	return p
}

func compareLoc(a, b loc) int {
	switch {
	case a.rec != b.rec:
		return int(a.rec) - int(b.rec)
	case a.elem != b.elem:
		return int(a.elem) - int(b.elem)
	}
	return int(a.pos) - int(b.pos)
}

// withPrefix appends the ids of the terms starting with prefix.
func (p *postings) withPrefix(out []int32, prefix string) []int32 {
	for i := sort.SearchStrings(p.terms, prefix); i < len(p.terms) && strings.HasPrefix(p.terms[i], prefix); i++ {
		out = append(out, int32(i))
	}
	return out
}

// term appends the id of term when the index holds it.
func (p *postings) term(out []int32, term string) []int32 {
	if id, ok := p.id[term]; ok {
		out = append(out, id)
	}
	return out
}

// clauses lists, for each clause of the plan's query, the ids of the
// index terms that satisfy it; a record matches when every clause has a
// term in it. A word is a clause: the word itself, the words it starts
// (last word of the query), its near terms and transpositions (typos
// allowed). A CJK run is a clause per character: a bigram of the run that
// holds it, or for the run's last character, when still being typed, any
// term that starts with it. A single CJK character is one clause: any term
// that starts with it, or any bigram that ends with it.
func (p *postings) clauses(pl *plan, near func(word string, n int) []int32) (out [][]int32) {
	for _, u := range pl.units {
		if u.cjk {
			n := len(u.chars)
			if n == 1 {
				c := u.chars[0]
				ids := p.withPrefix(nil, c) // the term c itself is its own prefix
				ids = append(ids, p.endingIn[c]...)
				out = append(out, ids)
				continue
			}
			for j := 0; j < n; j++ {
				var ids []int32
				if j > 0 {
					ids = p.term(ids, u.chars[j-1]+u.chars[j])
				}
				if j+1 < n {
					ids = p.term(ids, u.chars[j]+u.chars[j+1])
				}
				if j == n-1 && u.prefix {
					ids = p.withPrefix(ids, u.chars[j])
				}
				out = append(out, ids)
			}
			continue
		}
		ids := p.term(nil, u.word)
		if u.prefix {
			ids = p.withPrefix(ids, u.word)
		}
		if u.typos > 0 {
			ids = append(ids, near(u.word, u.typos)...)
		}
		for s := range u.swaps {
			ids = p.term(ids, s)
		}
		out = append(out, ids)
	}
	return out
}

// termLoc is an occurrence of a matching term, as ranking reads it.
type termLoc struct {
	ms      []match
	elem    uint64
	hasElem bool
	pos     uint64
}

// searchPostings finds the records where every clause has a term, keeps
// those allowed (nil: all), and ranks them from the occurrences of every
// clause's terms.
func (s *searcher) searchPostings(ctx context.Context, pl *plan, clauses [][]int32, allowed bitset) ([]hit, error) {
	p := s.post
	var matched bitset
	for _, ids := range clauses {
		set := newBitset(s.n)
		for _, id := range ids {
			for _, l := range p.locs[id] {
				set.set(int(l.rec))
			}
		}
		if matched == nil {
			matched = set
		} else {
			matched.and(set)
		}
	}
	if allowed != nil {
		matched.and(allowed)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	// Every occurrence, in matched records, of every term of any clause.
	var terms []int32
	for _, ids := range clauses {
		terms = append(terms, ids...)
	}
	slices.Sort(terms)
	terms = slices.Compact(terms)
	// Grouped by record with a counting sort: first how many each record
	// has, then each in its place. Only the matched records are walked
	// and numbered: a query matches a few hundred of the index's
	// thousands, and three passes over all of them were a twentieth of its
	// time.
	sc := getScratch()
	defer putScratch(sc)
	recs := sc.matchedRecs(matched, s.n)
	at := sc.at
	start := sc.counts(len(recs))
	for _, id := range terms {
		for _, l := range p.locs[id] {
			if matched.has(int(l.rec)) {
				start[at[l.rec]+1]++
			}
		}
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	classes := make([][]match, len(terms))
	pl.clauseTerms = newBitset(len(p.terms))
	pl.clauseClasses = make(map[int32][]match, len(terms))
	for k, id := range terms {
		classes[k] = pl.classify(p.terms[id])
		pl.clauseTerms.set(int(id))
		pl.clauseClasses[id] = classes[k]
	}
	occ := sc.occs(int(start[len(recs)]))
	next := append(sc.next[:0], start[:len(recs)]...)
	sc.next = next
	for k, id := range terms {
		for _, l := range p.locs[id] {
			if matched.has(int(l.rec)) {
				i := at[l.rec]
				occ[next[i]] = termLoc{ms: classes[k], elem: uint64(l.elem), hasElem: true, pos: uint64(l.pos)}
				next[i]++
			}
		}
	}
	acc := make([]unitAcc, len(pl.units))
	hits := make([]hit, 0, len(recs))
	for i, rec := range recs {
		if start[i] == start[i+1] {
			continue
		}
		if ht, ok := s.criteria(int(rec), pl, occ[start[i]:start[i+1]], acc); ok {
			hits = append(hits, ht)
		}
	}
	return hits, nil
}
