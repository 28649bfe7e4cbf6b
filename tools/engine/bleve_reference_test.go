package engine

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/document"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"
)

// bleveReference is a bleve index of the same records as a searcher, asked
// the same queries through bleve's own term, prefix, regexp and fuzzy
// queries. The engine answered this way before it had its own postings;
// the tests hold the postings to the same answers.
type bleveReference struct {
	s      *searcher
	idx    bleve.Index
	reader index.IndexReader
	recOf  map[string]int32
}

const textField = "t"

func newBleveReference(t *testing.T, s *searcher, objs []*object) *bleveReference {
	t.Helper()
	idx, err := bleve.NewUsing("", bleve.NewIndexMapping(), scorch.Name, scorch.Name, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := idx.NewBatch()
	for i, o := range objs {
		doc := document.NewDocument(strconv.Itoa(i))
		k := 0
		s.texts(o, func(text string, _ int) {
			doc.AddField(document.NewTextFieldCustom(textField, []uint64{uint64(k)}, []byte(text),
				index.IndexField|index.IncludeTermVectors, textAnalyzer))
			k++
		})
		if err := b.IndexAdvanced(doc); err != nil {
			t.Fatal(err)
		}
	}
	if err := idx.Batch(b); err != nil {
		t.Fatal(err)
	}
	adv, err := idx.Advanced()
	if err != nil {
		t.Fatal(err)
	}
	r := &bleveReference{s: s, idx: idx, recOf: map[string]int32{}}
	if r.reader, err = adv.Reader(); err != nil {
		t.Fatal(err)
	}
	for i := range objs {
		id, err := r.reader.InternalID(strconv.Itoa(i))
		if err != nil {
			t.Fatal(err)
		}
		r.recOf[string(id)] = int32(i)
	}
	t.Cleanup(func() { r.reader.Close(); idx.Close() })
	return r
}

// near lists the terms bleve's fuzzy automaton finds within k edits.
func (r *bleveReference) near(t *testing.T, word string, k int) []string {
	d, err := r.reader.(index.IndexReaderFuzzy).FieldDictFuzzy(textField, word, k, "")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var out []string
	for {
		e, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		if e == nil {
			return out
		}
		out = append(out, e.Term)
	}
}

// hits answers a plan through bleve's searchers, ranked by the searcher's
// criteria.
func (r *bleveReference) hits(p *plan, facets [][]facetFilter) ([]hit, error) {
	s := r.s
	allowed := s.facetFilter(facets)
	q := p.bleveQuery()
	if q == nil {
		return nil, fmt.Errorf("the reference answers queries with words only")
	}
	ctx := context.Background()
	bs, err := q.Searcher(ctx, r.reader, r.idx.Mapping(), search.SearcherOptions{IncludeTermVectors: true, Score: "none"})
	if err != nil {
		return nil, err
	}
	defer bs.Close()
	sctx := &search.SearchContext{
		DocumentMatchPool: search.NewDocumentMatchPool(bs.DocumentMatchPoolSize()+1, 0),
		IndexReader:       r.reader,
	}
	acc := make([]unitAcc, len(p.units))
	var hits []hit
	for {
		dm, err := bs.Next(sctx)
		if err != nil {
			return nil, err
		}
		if dm == nil {
			break
		}
		rec := r.recOf[string(dm.IndexInternalID)]
		if allowed == nil || allowed.has(int(rec)) {
			var locs []termLoc
			for _, l := range dm.FieldTermLocations {
				tl := termLoc{ms: p.classify(l.Term), pos: l.Location.Pos}
				if len(l.Location.ArrayPositions) > 0 {
					tl.elem, tl.hasElem = l.Location.ArrayPositions[0], true
				}
				locs = append(locs, tl)
			}
			if ht, ok := s.criteria(int(rec), p, locs, acc); ok {
				hits = append(hits, ht)
			}
		}
		sctx.DocumentMatchPool.Put(dm)
	}
	s.sort(hits)
	return hits, nil
}

// bleveQuery is the plan as one bleve query: every unit must match (AND);
// within a unit the variants are ORed.
func (p *plan) bleveQuery() query.Query {
	if len(p.units) == 0 {
		return nil
	}
	var and []query.Query
	for _, u := range p.units {
		if u.cjk {
			and = append(and, cjkQuery(u)...)
			continue
		}
		or := []query.Query{termQ(u.word)}
		if u.prefix {
			pq := query.NewPrefixQuery(u.word)
			pq.SetField(textField)
			or = append(or, pq)
		}
		if u.typos > 0 {
			fq := query.NewFuzzyQuery(u.word)
			fq.SetFuzziness(u.typos)
			fq.SetField(textField)
			or = append(or, fq)
		}
		for _, s := range sortedKeys(u.swaps) {
			or = append(or, termQ(s))
		}
		and = append(and, disjunction(or))
	}
	return query.NewConjunctionQuery(and)
}

// cjkQuery returns one clause per character: a bigram of the run that
// contains it, or (for the last character of a prefix unit) any term that
// starts with it. A single character matches any term containing it.
func cjkQuery(u unit) []query.Query {
	n := len(u.chars)
	if n == 1 {
		c := u.chars[0]
		pq := query.NewPrefixQuery(c)
		pq.SetField(textField)
		rq := query.NewRegexpQuery("." + regexp.QuoteMeta(c))
		rq.SetField(textField)
		return []query.Query{disjunction([]query.Query{termQ(c), pq, rq})}
	}
	out := make([]query.Query, 0, n)
	for j := 0; j < n; j++ {
		var or []query.Query
		if j > 0 {
			or = append(or, termQ(u.chars[j-1]+u.chars[j]))
		}
		if j+1 < n {
			or = append(or, termQ(u.chars[j]+u.chars[j+1]))
		}
		if j == n-1 && u.prefix {
			pq := query.NewPrefixQuery(u.chars[j])
			pq.SetField(textField)
			or = append(or, pq)
		}
		out = append(out, disjunction(or))
	}
	return out
}

func termQ(t string) query.Query {
	q := query.NewTermQuery(t)
	q.SetField(textField)
	return q
}

func disjunction(qs []query.Query) query.Query {
	if len(qs) == 1 {
		return qs[0]
	}
	return query.NewDisjunctionQuery(qs)
}
