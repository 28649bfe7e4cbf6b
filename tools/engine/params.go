package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

const (
	maxHitsPerPage = 1000
	maxQueryBytes  = 512
)

// params are the search parameters of one query, from a v4 "params" string
// or v5 inline keys. Pointers and nil slices mean "not given": the index
// settings decide.
type params struct {
	Query                 string
	HitsPerPage           *int
	Page                  int
	AttributesToRetrieve  []string
	AttributesToHighlight []string
	AttributesToSnippet   []string
	HighlightPreTag       *string
	HighlightPostTag      *string
	SnippetEllipsisText   *string
	// FacetFilters is an AND of ORs.
	FacetFilters         [][]facetFilter
	Distinct             *int
	ClickAnalytics       bool
	GetRankingInfo       bool
	TypoTolerance        *string
	MinWordSizefor1Typo  *int
	MinWordSizefor2Typos *int
}

type facetFilter struct {
	Attr  string
	Value string
	Neg   bool
}

// errParams marks a client mistake in the parameters (HTTP 400).
type errParams struct{ msg string }

func (e *errParams) Error() string { return e.msg }

func badParam(format string, a ...any) error { return &errParams{fmt.Sprintf(format, a...)} }

// unsupported parameters fail loudly rather than being ignored: a filter
// silently dropped would return results Algolia would not.
var unsupported = map[string]bool{
	"filters": true, "numericFilters": true, "tagFilters": true, "optionalFilters": true,
	"aroundLatLng": true, "insideBoundingBox": true, "insidePolygon": true,
}

// parseParams parses a v4 params string ("query=nginx&hitsPerPage=5&...").
// Values that are lists may be JSON arrays or comma-separated.
func parseParams(s string) (*params, error) {
	vals, err := url.ParseQuery(s)
	if err != nil {
		return nil, badParam("invalid params string: %v", err)
	}
	p := &params{}
	for _, k := range sortedKeys(vals) {
		v := vals[k]
		if err := p.set(k, v[len(v)-1]); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// paramsFromJSON parses v5 inline parameters (the keys of a request object
// other than indexName and type). A "params" string, if present, is parsed
// first and the inline keys override it.
func paramsFromJSON(obj map[string]json.RawMessage) (*params, error) {
	p := &params{}
	if raw, ok := obj["params"]; ok {
		var s string
		if err := jsonString(raw, &s); err != nil {
			return nil, badParam("params must be a string")
		}
		var err error
		if p, err = parseParams(s); err != nil {
			return nil, err
		}
	}
	for _, k := range sortedKeys(obj) {
		if k == "params" || k == "indexName" || k == "type" {
			continue
		}
		raw := bytes.TrimSpace(obj[k])
		if bytes.Equal(raw, []byte("null")) {
			continue
		}
		var v string
		if len(raw) > 0 && raw[0] == '"' {
			if err := jsonString(raw, &v); err != nil {
				return nil, badParam("invalid value for %s", k)
			}
		} else {
			v = string(raw) // number, boolean, array or object: its JSON text
		}
		if err := p.set(k, v); err != nil {
			return nil, err
		}
	}
	return p, nil
}

func (p *params) set(key, v string) error {
	if !utf8.ValidString(v) || !utf8.ValidString(key) {
		return badParam("parameter %s is not valid UTF-8", key)
	}
	var err error
	switch key {
	case "query":
		if len(v) > maxQueryBytes {
			return badParam("query is too long: %d bytes, limit %d", len(v), maxQueryBytes)
		}
		p.Query = v
	case "hitsPerPage":
		var n int
		if n, err = intParam(key, v, 0, maxHitsPerPage); err == nil {
			p.HitsPerPage = &n
		}
	case "page":
		p.Page, err = intParam(key, v, 0, 1<<20)
	case "attributesToRetrieve":
		p.AttributesToRetrieve, err = listParam(key, v)
	case "attributesToHighlight":
		p.AttributesToHighlight, err = listParam(key, v)
	case "attributesToSnippet":
		if p.AttributesToSnippet, err = listParam(key, v); err == nil {
			for _, s := range p.AttributesToSnippet {
				if _, _, err = parseSnippetSpec(s); err != nil {
					break
				}
			}
		}
	case "highlightPreTag":
		p.HighlightPreTag = &v
	case "highlightPostTag":
		p.HighlightPostTag = &v
	case "snippetEllipsisText":
		p.SnippetEllipsisText = &v
	case "facetFilters":
		p.FacetFilters, err = parseFacetFilters(v)
	case "distinct":
		var d DistinctCount
		if e := d.UnmarshalJSON([]byte(v)); e != nil {
			return badParam("%v", e)
		}
		n := int(d)
		p.Distinct = &n
	case "clickAnalytics":
		p.ClickAnalytics, err = boolParam(key, v)
	case "getRankingInfo":
		p.GetRankingInfo, err = boolParam(key, v)
	case "typoTolerance":
		switch v {
		case "true", "false", "min", "strict":
			p.TypoTolerance = &v
		default:
			return badParam("typoTolerance must be true, false, min or strict")
		}
	case "minWordSizefor1Typo":
		var n int
		if n, err = intParam(key, v, 0, 1000); err == nil {
			p.MinWordSizefor1Typo = &n
		}
	case "minWordSizefor2Typos":
		var n int
		if n, err = intParam(key, v, 0, 1000); err == nil {
			p.MinWordSizefor2Typos = &n
		}
	default:
		if unsupported[key] && v != "" && v != "[]" {
			return badParam("parameter %s is not supported by the local search engine", key)
		}
		// Anything else (analytics, userToken, x-algolia-agent, ...) has no
		// effect here, as unknown settings have none.
	}
	return err
}

func intParam(key, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return 0, badParam("parameter %s must be an integer, got %q", key, v)
	}
	if n < lo || n > hi {
		return 0, badParam("parameter %s must be between %d and %d, got %d", key, lo, hi, n)
	}
	return n, nil
}

func boolParam(key, v string) (bool, error) {
	switch v {
	case "true", "1":
		return true, nil
	case "false", "0", "":
		return false, nil
	}
	return false, badParam("parameter %s must be a boolean, got %q", key, v)
}

// listParam reads a JSON array of strings or a comma-separated list.
func listParam(key, v string) ([]string, error) {
	t := strings.TrimSpace(v)
	if strings.HasPrefix(t, "[") {
		if out, ok := plainStrings([]byte(t)); ok {
			return out, nil
		}
		var out []string
		if err := json.Unmarshal([]byte(t), &out); err != nil {
			return nil, badParam("parameter %s must be an array of strings", key)
		}
		if out == nil {
			out = []string{}
		}
		return out, nil
	}
	out := []string{}
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out, nil
}

// parseFacetFilters reads a JSON array whose items are "attr:value" strings
// or arrays of them (OR), or the legacy string form "a:b,(c:d,e:f)".
func parseFacetFilters(v string) ([][]facetFilter, error) {
	t := strings.TrimSpace(v)
	if t == "" {
		return nil, nil
	}
	groups, plain := plainGroups([]byte(t))
	switch {
	case plain:
	case strings.HasPrefix(t, "["):
		var items []json.RawMessage
		if err := json.Unmarshal([]byte(t), &items); err != nil {
			return nil, badParam("facetFilters must be an array of strings or arrays of strings")
		}
		for _, it := range items {
			var s string
			if err := json.Unmarshal(it, &s); err == nil {
				groups = append(groups, []string{s})
				continue
			}
			var or []string
			if err := json.Unmarshal(it, &or); err != nil {
				return nil, badParam("facetFilters items must be strings or arrays of strings")
			}
			groups = append(groups, or)
		}
	default:
		var err error
		if groups, err = legacyFacetFilters(t); err != nil {
			return nil, err
		}
	}
	out := make([][]facetFilter, 0, len(groups))
	for _, g := range groups {
		or := make([]facetFilter, 0, len(g))
		for _, s := range g {
			f, err := parseFacetFilter(s)
			if err != nil {
				return nil, err
			}
			or = append(or, f)
		}
		out = append(out, or)
	}
	return out, nil
}

func legacyFacetFilters(s string) ([][]string, error) {
	var groups [][]string
	for len(s) > 0 {
		s = strings.TrimLeft(s, " ,")
		if s == "" {
			break
		}
		if s[0] == '(' {
			end := strings.IndexByte(s, ')')
			if end < 0 {
				return nil, badParam("facetFilters: unbalanced parenthesis")
			}
			var or []string
			for _, f := range strings.Split(s[1:end], ",") {
				if f = strings.TrimSpace(f); f != "" {
					or = append(or, f)
				}
			}
			groups = append(groups, or)
			s = s[end+1:]
			continue
		}
		end := strings.IndexByte(s, ',')
		if end < 0 {
			end = len(s)
		}
		groups = append(groups, []string{strings.TrimSpace(s[:end])})
		s = s[end:]
	}
	return groups, nil
}

// parseFacetFilter reads "attr:value", "attr:-value" (negation) or
// "attr:\-value" (a value starting with a dash).
func parseFacetFilter(s string) (facetFilter, error) {
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return facetFilter{}, badParam("facetFilters: %q is not attribute:value", s)
	}
	f := facetFilter{Attr: strings.TrimSpace(s[:i]), Value: s[i+1:]}
	switch {
	case strings.HasPrefix(f.Value, "-"):
		f.Neg, f.Value = true, f.Value[1:]
	case strings.HasPrefix(f.Value, `\-`):
		f.Value = f.Value[1:]
	}
	if f.Attr == "" {
		return facetFilter{}, badParam("facetFilters: %q is not attribute:value", s)
	}
	return f, nil
}

func (f facetFilter) String() string {
	v := f.Value
	if f.Neg {
		v = "-" + v
	} else if strings.HasPrefix(v, "-") {
		v = `\` + v
	}
	return f.Attr + ":" + v
}

// encode renders p as a canonical params string; parseParams(p.encode())
// gives p back (FuzzParams checks this).
func (p *params) encode() string {
	v := url.Values{}
	if p.Query != "" {
		v.Set("query", p.Query)
	}
	if p.HitsPerPage != nil {
		v.Set("hitsPerPage", strconv.Itoa(*p.HitsPerPage))
	}
	if p.Page != 0 {
		v.Set("page", strconv.Itoa(p.Page))
	}
	setList := func(k string, l []string) {
		if l != nil {
			b, _ := json.Marshal(l)
			v.Set(k, string(b))
		}
	}
	setList("attributesToRetrieve", p.AttributesToRetrieve)
	setList("attributesToHighlight", p.AttributesToHighlight)
	setList("attributesToSnippet", p.AttributesToSnippet)
	setStr := func(k string, s *string) {
		if s != nil {
			v.Set(k, *s)
		}
	}
	setStr("highlightPreTag", p.HighlightPreTag)
	setStr("highlightPostTag", p.HighlightPostTag)
	setStr("snippetEllipsisText", p.SnippetEllipsisText)
	if p.FacetFilters != nil {
		groups := make([][]string, 0, len(p.FacetFilters))
		for _, g := range p.FacetFilters {
			or := make([]string, 0, len(g))
			for _, f := range g {
				or = append(or, f.String())
			}
			groups = append(groups, or)
		}
		b, _ := json.Marshal(groups)
		v.Set("facetFilters", string(b))
	}
	if p.Distinct != nil {
		v.Set("distinct", strconv.Itoa(*p.Distinct))
	}
	if p.ClickAnalytics {
		v.Set("clickAnalytics", "true")
	}
	if p.GetRankingInfo {
		v.Set("getRankingInfo", "true")
	}
	setStr("typoTolerance", p.TypoTolerance)
	if p.MinWordSizefor1Typo != nil {
		v.Set("minWordSizefor1Typo", strconv.Itoa(*p.MinWordSizefor1Typo))
	}
	if p.MinWordSizefor2Typos != nil {
		v.Set("minWordSizefor2Typos", strconv.Itoa(*p.MinWordSizefor2Typos))
	}
	return v.Encode()
}

// parseSnippetSpec reads "attribute:words" (words defaults to 10).
func parseSnippetSpec(s string) (attr string, words int, err error) {
	attr, n, ok := strings.Cut(s, ":")
	if attr = strings.TrimSpace(attr); attr == "" {
		return "", 0, badParam("invalid attributesToSnippet entry %q", s)
	}
	if !ok {
		return attr, 10, nil
	}
	words, e := strconv.Atoi(strings.TrimSpace(n))
	if e != nil || words < 1 || words > 1000 {
		return "", 0, badParam("invalid attributesToSnippet entry %q: want attribute:words", s)
	}
	return attr, words, nil
}

func asError(err error, target any) bool { return errors.As(err, target) }
