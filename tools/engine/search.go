package engine

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"time"
)

// result is one search answer, in Algolia's shape.
type result struct {
	// Hits are encoded once, when the answer is made: a cached answer is
	// sent many times, and encoding its hits was most of the cost.
	Hits json.RawMessage `json:"-"`
	answerMeta
}

// answerMeta is an answer without its hits.
type answerMeta struct {
	NbHits           int             `json:"nbHits"`
	Page             int             `json:"page"`
	NbPages          int             `json:"nbPages"`
	HitsPerPage      int             `json:"hitsPerPage"`
	ExhaustiveNbHits bool            `json:"exhaustiveNbHits"`
	ExhaustiveTypo   bool            `json:"exhaustiveTypo"`
	Exhaustive       map[string]bool `json:"exhaustive"`
	Query            string          `json:"query"`
	Params           string          `json:"params"`
	Index            string          `json:"index,omitempty"`
	QueryID          string          `json:"queryID,omitempty"`
	ProcessingTimeMS int64           `json:"processingTimeMS"`
	RenderingContent map[string]any  `json:"renderingContent"`
}

// search runs one query against an index. paramsString is echoed as the
// answer's "params".
func (e *Engine) search(ctx context.Context, name string, p *params, paramsString string) (*result, error) {
	start := time.Now()
	snap, sr, err := e.searcherFor(name)
	if err != nil {
		return nil, err
	}
	defer snap.mu.RUnlock()
	cfg := snap.cfg
	// The same queries come again and again (visitors type the same
	// prefixes): their answers are kept with the snapshot, which a change
	// to the index replaces, cache and all. The key is the params string
	// as the request gave it (inline keys arrive already encoded, a
	// v4 params string as sent): it determines the answer, and encoding p
	// again was a twentieth of a query's time.
	key, cache := paramsString, !e.opts.NoResultCache
	if cached, ok := sr.results.Get(key); ok && cache {
		return finish(cached, p, paramsString, start), nil
	}

	rules := typoRules{min1: 4, min2: 8, max: 2}
	if cfg.MinWordSizefor1Typo > 0 {
		rules.min1 = cfg.MinWordSizefor1Typo
	}
	if cfg.MinWordSizefor2Typos > 0 {
		rules.min2 = cfg.MinWordSizefor2Typos
	}
	if p.MinWordSizefor1Typo != nil {
		rules.min1 = *p.MinWordSizefor1Typo
	}
	if p.MinWordSizefor2Typos != nil {
		rules.min2 = *p.MinWordSizefor2Typos
	}
	if p.TypoTolerance != nil {
		switch *p.TypoTolerance {
		case "false":
			rules.off = true
		case "min":
			rules.max = 1
		}
	}
	pl := newPlan(p.Query, rules)
	hits, err := sr.matches(ctx, pl, p.FacetFilters)
	if err != nil {
		return nil, err
	}

	distinct := int(cfg.Distinct)
	if p.Distinct != nil {
		distinct = *p.Distinct
	}
	hpp := cfg.hitsPerPage()
	if p.HitsPerPage != nil {
		hpp = *p.HitsPerPage
	}
	sorted := false
	if distinct > 0 && cfg.AttributeForDistinct != "" {
		hits, sorted = sr.distinctHits(hits, distinct)
	}
	limit := min(len(hits), cfg.paginationLimit())
	if !sorted {
		sr.top(hits, min(limit, (p.Page+1)*hpp))
	}
	res := &result{answerMeta: answerMeta{
		NbHits:           len(hits),
		Page:             p.Page,
		HitsPerPage:      hpp,
		ExhaustiveNbHits: true,
		ExhaustiveTypo:   true,
		Exhaustive:       map[string]bool{"nbHits": true, "typo": true},
		Query:            p.Query,
		Params:           paramsString,
		Index:            name,
		RenderingContent: map[string]any{},
	}}
	if hpp > 0 {
		res.NbPages = (limit + hpp - 1) / hpp
	}
	buf := getBuffer()
	defer putBuffer(buf)
	enc := append((*buf)[:0], '[')
	from := p.Page * hpp
	to := min(from+hpp, limit)
	if from < to {
		h := &highlighter{
			plan:     pl,
			pre:      pick(p.HighlightPreTag, cfg.HighlightPreTag, "<em>"),
			post:     pick(p.HighlightPostTag, cfg.HighlightPostTag, "</em>"),
			ellipsis: pick(p.SnippetEllipsisText, cfg.SnippetEllipsisText, "…"),
			cache:    map[string]*marked{},
			tokens:   &sr.tokens,
		}
		retrieve := cfg.AttributesToRetrieve
		if p.AttributesToRetrieve != nil {
			retrieve = p.AttributesToRetrieve
		}
		toHighlight := cfg.highlightDefault()
		if p.AttributesToHighlight != nil {
			toHighlight = p.AttributesToHighlight
		}
		toSnippet := cfg.AttributesToSnippet
		if p.AttributesToSnippet != nil {
			toSnippet = p.AttributesToSnippet
		}
		spec := retrieveSpec(retrieve)
		// Once per query, not per hit: each method value and closure is an
		// allocation, and the snippet specs a parse.
		hlLeaf, snips := h.highlightLeaf, snippetSpecs(toSnippet, h)
		for n, ht := range hits[from:to] {
			o := snap.objects[ht.rec]
			fields, err := sr.retrieved(ht.rec, o.doc, retrieve, spec)
			if err != nil {
				return nil, err
			}
			// In key order: _highlightResult, _rankingInfo, _snippetResult.
			extras := [3]extraField{{key: "_highlightResult"}, {key: "_rankingInfo"}, {key: "_snippetResult"}}
			if hl := highlightAttrs(o.doc, toHighlight, hlLeaf); len(hl.kvs) > 0 {
				extras[0].value = hl
			}
			if sn := snippetAttrs(o.doc, snips); len(sn.kvs) > 0 {
				extras[2].value = sn
			}
			if p.GetRankingInfo {
				extras[1].value = map[string]any{
					"nbTypos":           ht.typos,
					"firstMatchedWord":  rankingAttr(ht.attr),
					"proximityDistance": ht.proximity,
					"nbExactWords":      ht.exact,
					"words":             len(pl.units),
					"filters":           0,
					"userScore":         len(snap.objects) - ht.rec,
					"geoDistance":       0,
					"geoPrecision":      1,
				}
			}
			if n > 0 {
				enc = append(enc, ',')
			}
			if enc, err = appendHit(enc, fields, extras[:]); err != nil {
				return nil, err
			}
		}
	}
	enc = append(enc, ']')
	res.Hits = bytes.Clone(enc) // exactly its size: cached answers stay small
	*buf = enc[:0]
	if cache {
		sr.results.Add(key, res)
	}
	return finish(res, p, paramsString, start), nil
}

// appendJSON appends the answer's JSON to b, the hits as they were
// encoded. Through encoding/json a RawMessage is checked and compacted
// again on every send, which took a tenth of a query's time.
func (r *result) appendJSON(b []byte) ([]byte, error) {
	hits := r.Hits
	if hits == nil {
		hits = json.RawMessage("[]")
	}
	b = append(b, `{"hits":`...)
	b = append(b, hits...)
	b = append(b, ',')
	return r.answerMeta.appendFields(b)
}

// appendFields writes the meta's fields and the closing brace as an
// Encoder with SetEscapeHTML(false) writes the struct (the test holds
// them alike); it ran by reflection for every answer.
func (m *answerMeta) appendFields(b []byte) ([]byte, error) {
	num := func(k string, v int64) {
		b = append(b, k...)
		b = strconv.AppendInt(b, v, 10)
	}
	num(`"nbHits":`, int64(m.NbHits))
	num(`,"page":`, int64(m.Page))
	num(`,"nbPages":`, int64(m.NbPages))
	num(`,"hitsPerPage":`, int64(m.HitsPerPage))
	b = strconv.AppendBool(append(b, `,"exhaustiveNbHits":`...), m.ExhaustiveNbHits)
	b = strconv.AppendBool(append(b, `,"exhaustiveTypo":`...), m.ExhaustiveTypo)
	b = append(b, `,"exhaustive":`...)
	if m.Exhaustive == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '{')
		for i, k := range sortedKeys(m.Exhaustive) {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendBool(append(appendJSONStr(b, k, &plainSafe), ':'), m.Exhaustive[k])
		}
		b = append(b, '}')
	}
	b = appendJSONStr(append(b, `,"query":`...), m.Query, &plainSafe)
	b = appendJSONStr(append(b, `,"params":`...), m.Params, &plainSafe)
	if m.Index != "" {
		b = appendJSONStr(append(b, `,"index":`...), m.Index, &plainSafe)
	}
	if m.QueryID != "" {
		b = appendJSONStr(append(b, `,"queryID":`...), m.QueryID, &plainSafe)
	}
	num(`,"processingTimeMS":`, m.ProcessingTimeMS)
	b = append(b, `,"renderingContent":`...)
	if m.RenderingContent != nil && len(m.RenderingContent) == 0 {
		b = append(b, "{}"...) // what the engine sends
	} else {
		raw, err := encodeAnswer(m.RenderingContent, nil)
		if err != nil {
			return b, err
		}
		b = append(b, bytes.TrimSpace(raw)...)
	}
	return append(b, '}'), nil
}

// MarshalJSON makes a result encode with its hits wherever it goes.
func (r *result) MarshalJSON() ([]byte, error) { return r.appendJSON(nil) }

// queriesAnswer is the answer to a multi-query request.
type queriesAnswer []*result

func (q queriesAnswer) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"results":[`...)
	for i, r := range q {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = r.appendJSON(b); err != nil {
			return b, err
		}
	}
	return append(b, "]}"...), nil
}

// finish makes a request's answer from a shared result (cached ones are
// read by many requests): its own copy of the top level, with what belongs
// to this request alone.
func finish(shared *result, p *params, paramsString string, start time.Time) *result {
	res := *shared
	res.Params = paramsString
	if p.ClickAnalytics {
		var b [16]byte
		_, _ = rand.Read(b[:])
		res.QueryID = hex.EncodeToString(b[:])
	}
	res.ProcessingTimeMS = time.Since(start).Milliseconds()
	return &res
}

func rankingAttr(a int) int {
	if a > 1<<20 {
		return 0
	}
	return a * 1000
}

func pick(param *string, setting, def string) string {
	if param != nil {
		return *param
	}
	if setting != "" {
		return setting
	}
	return def
}

// retrieveAttrs copies the attributes to retrieve: "*" for all, "-attr"
// to leave one out, dotted paths for nested ones. objectID always comes.
func retrieveAttrs(doc map[string]any, attrs []string) map[string]any {
	out := map[string]any{"objectID": doc["objectID"]}
	all := attrs == nil
	var exclude []string
	var paths []string
	for _, a := range attrs {
		switch {
		case a == "*":
			all = true
		case strings.HasPrefix(a, "-"):
			exclude = append(exclude, a[1:])
		default:
			paths = append(paths, a)
		}
	}
	if all {
		for k, v := range doc {
			if len(exclude) > 0 {
				v = deepCopy(v) // deletePath must not reach the record
			}
			out[k] = v
		}
	} else {
		for _, pth := range paths {
			if v, ok := lookupOK(doc, pth); ok {
				setPath(out, pth, deepCopy(v))
			}
		}
	}
	for _, x := range exclude {
		if x != "objectID" {
			deletePath(out, x)
		}
	}
	return out
}

// lookupOK is lookup that tells a null attribute from a missing one.
func lookupOK(doc map[string]any, path string) (any, bool) {
	if v, ok := doc[path]; ok {
		return v, true
	}
	key, rest, more := cutDot(path)
	if !more {
		return nil, false
	}
	child, ok := doc[key].(map[string]any)
	if !ok {
		return nil, false
	}
	return lookupOK(child, rest)
}

func deletePath(m map[string]any, path string) {
	if _, ok := m[path]; ok {
		delete(m, path)
		return
	}
	key, rest, more := cutDot(path)
	if !more {
		return
	}
	if child, ok := m[key].(map[string]any); ok {
		deletePath(child, rest)
	}
}

// deepCopy copies objects so that setPath never writes into a record.
func deepCopy(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[k] = deepCopy(x)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = deepCopy(x)
		}
		return out
	}
	return v
}

func highlightAttrs(doc map[string]any, attrs []string, leaf func(string) any) *answerObject {
	out := newAnswerObject()
	for _, a := range expandStar(doc, attrs) {
		mirror(out, doc, a, leaf)
	}
	return out
}

// snippetSpec is an attributesToSnippet entry read once per query, with
// its leaf function.
type snippetSpec struct {
	attr string
	leaf func(string) any
}

func snippetSpecs(specs []string, h *highlighter) []snippetSpec {
	out := make([]snippetSpec, 0, len(specs))
	for _, s := range specs {
		attr, n, err := parseSnippetSpec(s)
		if err != nil {
			continue
		}
		out = append(out, snippetSpec{attr, func(text string) any { return h.snippetLeaf(text, n) }})
	}
	return out
}

func snippetAttrs(doc map[string]any, specs []snippetSpec) *answerObject {
	out := newAnswerObject()
	for _, sp := range specs {
		if sp.attr != "*" {
			mirror(out, doc, sp.attr, sp.leaf)
			continue
		}
		for _, a := range expandStar(doc, []string{sp.attr}) {
			mirror(out, doc, a, sp.leaf)
		}
	}
	return out
}

// expandStar replaces "*" with every top-level attribute but objectID.
func expandStar(doc map[string]any, attrs []string) []string {
	if !slices.Contains(attrs, "*") {
		return attrs // the usual case, for every hit: nothing to build
	}
	var out []string
	for _, a := range attrs {
		if a != "*" {
			out = append(out, a)
			continue
		}
		for _, k := range sortedKeys(doc) {
			if k != "objectID" {
				out = append(out, k)
			}
		}
	}
	return out
}
