package engine

import (
	"math/bits"
	"sync"
)

// buffers holds byte slices for encoding answers. An answer is tens of KB
// and a busy engine makes thousands a second: reusing their buffers keeps
// the collector from running every few dozen queries.
var buffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

func getBuffer() *[]byte { return buffers.Get().(*[]byte) }

// putBuffer returns a buffer to the pool, unless it grew too large to keep.
func putBuffer(b *[]byte) {
	if cap(*b) <= 1<<20 {
		*b = (*b)[:0]
		buffers.Put(b)
	}
}

// scratch holds the per-query arrays of searchPostings that grow with the
// index (a count per record, every occurrence of the query's terms): a
// broad prefix such as "d" made about 200 KB of them per query, and at 16
// clients the collector they woke took the p99 latency with it.
type scratch struct {
	start, next []int32
	occ         []termLoc
	// recs lists the matched records in order; at[rec] is a matched
	// record's place in it (other entries are stale, never read).
	recs, at []int32
	values   []int32 // one entry per distinct value
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratches.Get().(*scratch) }

// counts returns m+1 zeros in sc.start.
func (sc *scratch) counts(m int) []int32 {
	if cap(sc.start) < m+1 {
		sc.start = make([]int32, m+1)
	} else {
		sc.start = sc.start[:m+1]
		clear(sc.start)
	}
	return sc.start
}

// matchedRecs lists the records set in matched, ascending, and numbers
// them in sc.at.
func (sc *scratch) matchedRecs(matched bitset, n int) []int32 {
	if cap(sc.at) < n {
		sc.at = make([]int32, n)
	}
	sc.at = sc.at[:n]
	recs := sc.recs[:0]
	for w, word := range matched {
		for word != 0 {
			rec := int32(w*64 + bits.TrailingZeros64(word))
			sc.at[rec] = int32(len(recs))
			recs = append(recs, rec)
			word &= word - 1
		}
	}
	sc.recs = recs
	return recs
}

// perValue returns n entries set to v.
func (sc *scratch) perValue(n int, v int32) []int32 {
	if cap(sc.values) < n {
		sc.values = make([]int32, n)
	}
	sc.values = sc.values[:n]
	for i := range sc.values {
		sc.values[i] = v
	}
	return sc.values
}

// occs returns room for n occurrences.
func (sc *scratch) occs(n int) []termLoc {
	if cap(sc.occ) < n {
		sc.occ = make([]termLoc, n)
	}
	sc.occ = sc.occ[:n]
	return sc.occ
}

// putScratch keeps sc for the next query unless a rare query made it
// large; the occurrences are cleared so that they hold no match slices.
func putScratch(sc *scratch) {
	if cap(sc.occ) > 1<<16 {
		sc.occ = nil
	}
	clear(sc.occ)
	scratches.Put(sc)
}
