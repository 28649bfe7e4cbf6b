package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"math"
	"math/bits"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"sync"

	"github.com/blevesearch/bleve/v2/analysis"
	lru "github.com/hashicorp/golang-lru/v2"
)

// searcher is the in-memory index of one snapshot of an index: the
// postings of its text, plus what ranking needs per record. It is built
// once per snapshot.
type searcher struct {
	cfg *config
	n   int
	// attrOf[record][k] is the priority of the searchable attribute the
	// record's k-th indexed string comes from.
	attrOf [][]uint8
	// rank[record] holds the record's custom ranking values.
	rank [][]rankValue
	// order[record] is the record's place when all are sorted by custom
	// ranking, then record number: one comparison instead of several.
	order []int32
	// distinct[record] numbers the record's attributeForDistinct value
	// from 0 (-1: none); there are nDistinct values.
	distinct  []int32
	nDistinct int
	// facets[attribute][value] is the set of records holding the value.
	facets map[string]map[string]bitset
	tokens tokenCache
	// post is the searcher's own inverted index, which queries walk.
	post *postings
	// results holds recent answers by their canonical parameters.
	results *lru.Cache[string, *result]
	// fuzzy holds the index terms near a query word (fuzzyTerms).
	fuzzy *lru.Cache[fuzzyKey, []int32]
	// retrievedCache holds records' retrieved attributes, encoded.
	retrievedCache *lru.Cache[retrievedKey, []field]
}

type fuzzyKey struct {
	word  string
	typos int
}

// fuzzyCacheSize bounds the words whose near terms are kept: a few KB each.
const fuzzyCacheSize = 4096

// fuzzyTerms lists the ids of the index terms within typos edits of word.
// A snapshot never changes, so the list is kept: visitors repeat words.
func (s *searcher) fuzzyTerms(word string, typos int) []int32 {
	key := fuzzyKey{word, typos}
	if ids, hit := s.fuzzy.Get(key); hit {
		return ids
	}
	ids := s.post.near(word, typos)
	s.fuzzy.Add(key, ids)
	return ids
}

// resultCacheSize bounds the answers kept per index: a DocSearch answer
// is 20 hits of a few KB, so at most ~25 MB.
const resultCacheSize = 512

type rankValue struct {
	ok  bool
	num float64
	str string
	isS bool
}

// buildSearcher indexes objs. The records are split between up to four
// workers, and analysis results are shared between equal strings:
// DocSearch records repeat their page's headings many times.
func buildSearcher(cfg *config, objs []*object) (*searcher, error) {
	if err := analyzers(); err != nil {
		return nil, err
	}
	results, err := lru.New[string, *result](resultCacheSize)
	if err != nil {
		return nil, err
	}
	fuzzy, err := lru.New[fuzzyKey, []int32](fuzzyCacheSize)
	if err != nil {
		return nil, err
	}
	retrievedCache, err := newRetrievedCache()
	if err != nil {
		return nil, err
	}
	s := &searcher{
		retrievedCache: retrievedCache,
		results:        results,
		fuzzy:          fuzzy,
		cfg:            cfg,
		n:              len(objs),
		attrOf:         make([][]uint8, len(objs)),
		rank:           make([][]rankValue, len(objs)),
		distinct:       make([]int32, len(objs)),
	}
	defer relaxGC()()
	memo := &memoAnalyzer{inner: textAnalyzer, cache: map[string]analysis.TokenStream{}}
	facets := sortedKeys(cfg.faceting)
	workers := min(runtime.GOMAXPROCS(0), 4)
	if len(objs) < 500 {
		workers = 1
	}
	parts := make([]postingsBuilder, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		parts[w] = postingsBuilder{}
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(objs); i += workers {
				s.document(i, objs[i], memo, parts[w])
			}
		}(w)
	}
	wg.Wait()
	s.post = mergePostings(parts)
	s.tokens.post = s.post
	s.order = s.customOrder()
	s.numberDistinct(objs)
	s.facets = map[string]map[string]bitset{}
	for _, f := range facets {
		byValue := map[string]bitset{}
		for i, o := range objs {
			for _, v := range facetValues(lookup(o.doc, f)) {
				if byValue[v] == nil {
					byValue[v] = newBitset(len(objs))
				}
				byValue[v].set(i)
			}
		}
		s.facets[f] = byValue
	}
	return s, nil
}

// document indexes record i: its searchable strings, each numbered in
// order (the number is the string's place in attrOf and in the
// postings), and its ranking values.
func (s *searcher) document(i int, o *object, memo analysis.Analyzer, post postingsBuilder) {
	var attrOf []uint8
	s.texts(o, func(text string, priority int) {
		k := len(attrOf)
		attrOf = append(attrOf, uint8(min(priority, 255)))
		post.add(i, k, memo.Analyze([]byte(text)))
	})
	s.attrOf[i] = attrOf
	for _, cr := range s.cfg.ranking {
		s.rank[i] = append(s.rank[i], rankOf(lookup(o.doc, cr.path)))
	}
}

// texts visits the record's searchable strings in order, with the
// priority of the attribute each comes from.
func (s *searcher) texts(o *object, visit func(text string, priority int)) {
	if s.cfg.searchable == nil {
		for _, text := range stringLeaves(o.doc, "objectID") {
			visit(text, 0)
		}
		return
	}
	for _, a := range s.cfg.searchable {
		for _, text := range stringLeaves(lookup(o.doc, a.path), "") {
			visit(text, a.priority)
		}
	}
}

var (
	gcMu       sync.Mutex
	gcBuilds   int
	gcPrevious int
)

// relaxGC raises the garbage collector's target while indexes build and
// returns the function that restores it. Building makes much short-lived
// garbage; at the default target the collector takes about half the CPU
// of a build. The previous setting (GOGC) comes back when the last
// concurrent build ends.
func relaxGC() func() {
	gcMu.Lock()
	defer gcMu.Unlock()
	if gcBuilds == 0 {
		gcPrevious = debug.SetGCPercent(400)
		if gcPrevious < 0 || gcPrevious >= 400 {
			debug.SetGCPercent(gcPrevious) // GOGC=off or already higher: keep it
		}
	}
	gcBuilds++
	return func() {
		gcMu.Lock()
		defer gcMu.Unlock()
		if gcBuilds--; gcBuilds == 0 {
			debug.SetGCPercent(gcPrevious)
		}
	}
}

// memoAnalyzer shares token streams between equal strings during a build.
// The postings only read the tokens, so sharing is safe.
type memoAnalyzer struct {
	inner analysis.Analyzer
	mu    sync.Mutex
	cache map[string]analysis.TokenStream
}

func (m *memoAnalyzer) Analyze(b []byte) analysis.TokenStream {
	if len(b) > 256 {
		return m.inner.Analyze(b)
	}
	m.mu.Lock()
	ts, ok := m.cache[string(b)]
	m.mu.Unlock()
	if ok {
		return ts
	}
	ts = m.inner.Analyze(b)
	m.mu.Lock()
	m.cache[string(b)] = ts
	m.mu.Unlock()
	return ts
}

// lookup follows a dotted attribute path through nested objects.
func lookup(doc map[string]any, path string) any {
	var cur any = doc
	for len(path) > 0 {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		// An attribute name may itself contain dots: prefer the longest
		// key that matches.
		if v, ok := m[path]; ok {
			return v
		}
		key, rest, found := cutDot(path)
		if !found {
			return nil
		}
		cur, path = m[key], rest
	}
	return cur
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// stringLeaves lists the strings in v, depth first, object keys in order.
func stringLeaves(v any, skipKey string) []string {
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch t := v.(type) {
		case string:
			out = append(out, t)
		case []any:
			for _, e := range t {
				walk(e)
			}
		case map[string]any:
			for _, k := range sortedKeys(t) {
				if k != skipKey {
					walk(t[k])
				}
			}
		}
	}
	walk(v)
	return out
}

func facetValues(v any) []string {
	switch t := v.(type) {
	case nil:
		return nil
	case []any:
		var out []string
		for _, e := range t {
			out = append(out, facetValues(e)...)
		}
		return out
	case map[string]any:
		return nil
	}
	return []string{scalarString(v)}
}

func scalarString(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case json.Number:
		return t.String()
	case bool:
		return strconv.FormatBool(t)
	case nil:
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func rankOf(v any) rankValue {
	switch t := v.(type) {
	case json.Number:
		f, err := t.Float64()
		return rankValue{ok: err == nil, num: f}
	case bool:
		if t {
			return rankValue{ok: true, num: 1}
		}
		return rankValue{ok: true}
	case string:
		return rankValue{ok: true, str: t, isS: true}
	}
	return rankValue{}
}

// hit is one matching record with its relevance criteria, in Algolia's
// tie-breaking order: typo, proximity, attribute, exact, then custom.
type hit struct {
	rec       int
	typos     int
	proximity int
	attr      int
	exact     int
}

const maxProximity = 8

// search returns the matching records in ranking order, before distinct
// and pagination. Every match is ranked: Algolia's criteria need them all.
func (s *searcher) search(ctx context.Context, p *plan, facets [][]facetFilter) ([]hit, error) {
	hits, err := s.matches(ctx, p, facets)
	s.sort(hits)
	return hits, err
}

// matches is search without the ordering.
func (s *searcher) matches(ctx context.Context, p *plan, facets [][]facetFilter) ([]hit, error) {
	allowed := s.facetFilter(facets)
	if len(p.units) == 0 {
		// No words: every record, or those the filters let through.
		var hits []hit
		for rec := 0; rec < s.n; rec++ {
			if allowed == nil || allowed.has(rec) {
				hits = append(hits, hit{rec: rec})
			}
		}
		return hits, nil
	}
	return s.searchPostings(ctx, p, s.post.clauses(p, s.fuzzyTerms), allowed)
}

type unitAcc struct {
	typos     int
	exact     bool
	attr      int
	cover     uint64
	bigrams   uint64
	positions []elemPos
}

type elemPos struct{ elem, pos uint64 }

// criteria computes a hit's relevance from where its terms occur. A record
// whose terms match every clause but do not satisfy every unit (possible
// only through fuzzy edge cases) is dropped, so ranking and highlighting
// agree. acc is scratch space, one per unit.
func (s *searcher) criteria(rec int, p *plan, locs []termLoc, acc []unitAcc) (hit, bool) {
	for i := range acc {
		acc[i] = unitAcc{typos: math.MaxInt, attr: math.MaxInt, positions: acc[i].positions[:0]}
	}
	attrOf := s.attrOf[rec]
	for k := range locs {
		l := &locs[k]
		for _, m := range l.ms {
			a := &acc[m.unit]
			a.typos = min(a.typos, m.typos)
			a.exact = a.exact || m.exact
			a.cover |= m.cover
			if m.bigram >= 0 {
				a.bigrams |= 1 << uint(m.bigram)
			}
			if !l.hasElem {
				continue
			}
			e := l.elem
			if e < uint64(len(attrOf)) {
				a.attr = min(a.attr, int(attrOf[e]))
			}
			a.positions = append(a.positions, elemPos{e, l.pos})
		}
	}
	h := hit{rec: rec, attr: math.MaxInt}
	for i, u := range p.units {
		a := &acc[i]
		if a.typos == math.MaxInt || (u.cjk && a.cover != u.full()) {
			return hit{}, false
		}
		h.typos += a.typos
		if u.cjk {
			// Characters matched by separate bigrams are not contiguous
			// in the record: count the missing links as distance.
			if n := len(u.chars); n > 1 {
				h.proximity += (n - 1) - bits.OnesCount64(a.bigrams)
				if a.bigrams == 1<<uint(n-1)-1 {
					h.exact++
				}
			} else if a.exact {
				h.exact++
			}
		} else if a.exact {
			h.exact++
		}
		h.attr = min(h.attr, a.attr)
		if i > 0 {
			h.proximity += distance(acc[i-1].positions, a.positions)
		}
	}
	return h, true
}

// distance is the smallest gap between two units in the same string,
// capped as Algolia caps proximity.
func distance(a, b []elemPos) int {
	best := maxProximity
	for _, x := range a {
		for _, y := range b {
			if x.elem != y.elem {
				continue
			}
			d := int(x.pos) - int(y.pos)
			if d < 0 {
				d = -d
			}
			if d < best {
				best = d
				if best <= 1 {
					return best
				}
			}
		}
	}
	return best
}

func (s *searcher) sort(hits []hit) { slices.SortFunc(hits, s.compare) }

// compare is the ranking: a total order, as the custom order ends in the
// record number.
func (s *searcher) compare(a, b hit) int {
	if c := cmp.Compare(a.typos, b.typos); c != 0 {
		return c
	}
	if c := cmp.Compare(a.proximity, b.proximity); c != 0 {
		return c
	}
	if c := cmp.Compare(a.attr, b.attr); c != 0 {
		return c
	}
	if c := cmp.Compare(b.exact, a.exact); c != 0 {
		return c
	}
	return cmp.Compare(s.order[a.rec], s.order[b.rec])
}

func (s *searcher) numberDistinct(objs []*object) {
	ids := map[string]int32{}
	for rec, o := range objs {
		s.distinct[rec] = -1
		if s.cfg.AttributeForDistinct == "" {
			continue
		}
		v := lookup(o.doc, s.cfg.AttributeForDistinct)
		if v == nil {
			continue
		}
		key := scalarString(v)
		if key == "" {
			continue
		}
		id, ok := ids[key]
		if !ok {
			id = int32(len(ids))
			ids[key] = id
		}
		s.distinct[rec] = id
	}
	s.nDistinct = len(ids)
}

// distinctHits keeps at most n hits per distinct value, the best ones,
// and says whether it sorted them. Distinct 1 (DocSearch's) needs no
// sort: each value's best hit is kept in one pass. Hits with no value are
// all kept.
func (s *searcher) distinctHits(hits []hit, n int) ([]hit, bool) {
	sc := getScratch()
	defer putScratch(sc)
	kept := hits[:0]
	if n == 1 {
		at := sc.perValue(s.nDistinct, -1) // where the value's best hit is
		for _, h := range hits {
			id := s.distinct[h.rec]
			if id < 0 {
				kept = append(kept, h)
				continue
			}
			if j := at[id]; j >= 0 {
				if s.compare(h, kept[j]) < 0 {
					kept[j] = h
				}
				continue
			}
			at[id] = int32(len(kept))
			kept = append(kept, h)
		}
		return kept, false
	}
	s.sort(hits)
	seen := sc.perValue(s.nDistinct, 0)
	for _, h := range hits {
		if id := s.distinct[h.rec]; id >= 0 {
			if seen[id] >= int32(n) {
				continue
			}
			seen[id]++
		}
		kept = append(kept, h)
	}
	return kept, true
}

// top puts the k best hits, in ranking order, first; the rest follow in
// no order. A page is 20 hits of hundreds: a heap of k finds them in
// about n log k comparisons, where sorting them all took n log n.
func (s *searcher) top(hits []hit, k int) {
	if k <= 0 {
		return
	}
	if k*4 >= len(hits) {
		s.sort(hits)
		return
	}
	h := hits[:k] // a max-heap: the worst of the best k at h[0]
	for i := k/2 - 1; i >= 0; i-- {
		s.siftDown(h, i)
	}
	for i := k; i < len(hits); i++ {
		if s.compare(hits[i], h[0]) < 0 {
			h[0], hits[i] = hits[i], h[0]
			s.siftDown(h, 0)
		}
	}
	s.sort(h)
}

func (s *searcher) siftDown(h []hit, i int) {
	for {
		worst, l, r := i, 2*i+1, 2*i+2
		if l < len(h) && s.compare(h[l], h[worst]) > 0 {
			worst = l
		}
		if r < len(h) && s.compare(h[r], h[worst]) > 0 {
			worst = r
		}
		if worst == i {
			return
		}
		h[i], h[worst] = h[worst], h[i]
		i = worst
	}
}

// customOrder ranks every record by the custom ranking, ties by record
// number, once per snapshot.
func (s *searcher) customOrder() []int32 {
	recs := make([]int32, s.n)
	for i := range recs {
		recs[i] = int32(i)
	}
	slices.SortFunc(recs, func(a, b int32) int {
		for k, cr := range s.cfg.ranking {
			if c := compareRank(s.rank[a][k], s.rank[b][k], cr.desc); c != 0 {
				return c
			}
		}
		return cmp.Compare(a, b)
	})
	order := make([]int32, s.n)
	for place, rec := range recs {
		order[rec] = int32(place)
	}
	return order
}

// compareRank orders two custom ranking values; a missing value always
// sorts last.
func compareRank(a, b rankValue, desc bool) int {
	switch {
	case !a.ok && !b.ok:
		return 0
	case !a.ok:
		return 1
	case !b.ok:
		return -1
	}
	c := 0
	switch {
	case a.isS || b.isS:
		if a.str < b.str {
			c = -1
		} else if a.str > b.str {
			c = 1
		}
	case a.num < b.num:
		c = -1
	case a.num > b.num:
		c = 1
	}
	if desc {
		c = -c
	}
	return c
}

// facetFilter turns facetFilters (AND of ORs) into the set of records
// they let through, or nil when there is no filter. The facet filters of
// DocSearch (language, docusaurus_tag) each hold half or all of the
// records: as sets they cost a bit test per match, where as index terms
// they would make every query walk long postings. An attribute
// missing from attributesForFaceting has no values, so a filter on it
// matches nothing, as in Algolia.
func (s *searcher) facetFilter(groups [][]facetFilter) bitset {
	var out bitset
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		or := newBitset(s.n)
		for _, f := range g {
			set := s.facets[f.Attr][f.Value] // nil: no record has it
			if f.Neg {
				or.orNot(set)
			} else {
				or.or(set)
			}
		}
		if out == nil {
			out = or
		} else {
			out.and(or)
		}
	}
	return out
}

// bitset is a set of record numbers.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) set(i int)      { b[i/64] |= 1 << uint(i%64) }
func (b bitset) has(i int) bool { return b[i/64]&(1<<uint(i%64)) != 0 }

func (b bitset) or(o bitset) {
	for i := range o {
		b[i] |= o[i]
	}
}

// orNot adds every record not in o (o nil: every record). Bits past the
// last record are set too; has is never asked about them.
func (b bitset) orNot(o bitset) {
	for i := range b {
		var w uint64
		if o != nil {
			w = o[i]
		}
		b[i] |= ^w
	}
}

func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
