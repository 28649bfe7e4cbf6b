package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Settings is the subset of Algolia index settings the engine understands.
// Other keys sent with PUT .../settings are stored and returned by GET but
// have no effect.
type Settings struct {
	// SearchableAttributes in priority order; "unordered(x)" is accepted
	// (position inside an attribute never counts here) and "a,b" puts two
	// attributes at the same priority. Empty means every string attribute.
	SearchableAttributes []string `json:"searchableAttributes,omitempty"`
	// AttributesForFaceting lists the attributes facetFilters may use;
	// "filterOnly(x)", "searchable(x)" and "afterDistinct(x)" are accepted.
	AttributesForFaceting []string `json:"attributesForFaceting,omitempty"`
	AttributesToRetrieve  []string `json:"attributesToRetrieve,omitempty"`
	// AttributesToHighlight defaults to the searchable attributes.
	AttributesToHighlight []string `json:"attributesToHighlight,omitempty"`
	// AttributesToSnippet entries are "attribute:words", e.g. "content:10".
	AttributesToSnippet  []string `json:"attributesToSnippet,omitempty"`
	AttributeForDistinct string   `json:"attributeForDistinct,omitempty"`
	// Distinct is how many hits per attributeForDistinct value are kept
	// (0 = off). It travels as true/false or a number, as in Algolia.
	Distinct DistinctCount `json:"distinct,omitempty"`
	// CustomRanking breaks ties after text relevance: "desc(attr)" or
	// "asc(attr)".
	CustomRanking        []string `json:"customRanking,omitempty"`
	Ranking              []string `json:"ranking,omitempty"`
	HighlightPreTag      string   `json:"highlightPreTag,omitempty"`
	HighlightPostTag     string   `json:"highlightPostTag,omitempty"`
	SnippetEllipsisText  string   `json:"snippetEllipsisText,omitempty"`
	HitsPerPage          int      `json:"hitsPerPage,omitempty"`
	PaginationLimitedTo  int      `json:"paginationLimitedTo,omitempty"`
	MinWordSizefor1Typo  int      `json:"minWordSizefor1Typo,omitempty"`
	MinWordSizefor2Typos int      `json:"minWordSizefor2Typos,omitempty"`
}

// DocSearchSettings are the settings DocSearch's crawler gives a docs index,
// trimmed to the record shape of vocedocs/tools/search. search.Push sends
// the same settings to Algolia; a test keeps the two equal.
func DocSearchSettings() Settings {
	return Settings{
		SearchableAttributes: []string{
			"unordered(hierarchy.lvl0)",
			"unordered(hierarchy.lvl1)",
			"unordered(hierarchy.lvl2)",
			"unordered(hierarchy.lvl3)",
			"unordered(hierarchy.lvl4)",
			"unordered(hierarchy.lvl5)",
			"unordered(hierarchy.lvl6)",
			"content",
		},
		AttributesForFaceting: []string{"language", "docusaurus_tag", "type"},
		AttributesToRetrieve: []string{
			"hierarchy", "content", "anchor", "url", "url_without_anchor", "type",
		},
		AttributesToHighlight: []string{"hierarchy", "content"},
		AttributesToSnippet:   []string{"content:10"},
		AttributeForDistinct:  "url",
		Distinct:              1,
		CustomRanking: []string{
			"desc(weight.pageRank)",
			"desc(weight.level)",
			"asc(weight.position)",
		},
		HighlightPreTag:     "<mark>",
		HighlightPostTag:    "</mark>",
		SnippetEllipsisText: "…",
		HitsPerPage:         20,
		MinWordSizefor1Typo: 4,
		// Algolia's default is 8.
		MinWordSizefor2Typos: 8,
	}
}

// DistinctCount is Algolia's distinct setting: JSON true/false or 0..4.
type DistinctCount int

// MarshalJSON writes 0 and 1 as false and true, the way DocSearch sets them.
func (d DistinctCount) MarshalJSON() ([]byte, error) {
	switch d {
	case 0:
		return []byte("false"), nil
	case 1:
		return []byte("true"), nil
	}
	return json.Marshal(int(d))
}

// UnmarshalJSON accepts a boolean or an integer from 0 to 4.
func (d *DistinctCount) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case "true":
		*d = 1
		return nil
	case "false", "null":
		*d = 0
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil || n < 0 || n > 4 {
		return fmt.Errorf("distinct must be a boolean or an integer from 0 to 4, got %s", b)
	}
	*d = DistinctCount(n)
	return nil
}

// rawSettings is what an index stores: every key ever set, verbatim, so GET
// returns what PUT sent, including keys this engine ignores.
type rawSettings map[string]json.RawMessage

// merge applies a PUT body: keys set to null are reset, others replaced.
func (r rawSettings) merge(body rawSettings) rawSettings {
	out := make(rawSettings, len(r)+len(body))
	for k, v := range r {
		out[k] = v
	}
	for k, v := range body {
		if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

func rawFromSettings(s Settings) (rawSettings, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	var r rawSettings
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, err
	}
	return r, nil
}

// compiled turns stored settings into what searches use, rejecting values
// of the wrong type or form.
func (r rawSettings) compile() (*config, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var s Settings
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("invalid settings: %v", unwrapJSONError(err))
	}
	return compileSettings(s)
}

// config is Settings parsed for use.
type config struct {
	Settings
	// searchable is nil when every string attribute is searchable.
	searchable []searchableAttr
	faceting   map[string]bool
	ranking    []customRank
}

type searchableAttr struct {
	path     string
	priority int
}

type customRank struct {
	path string
	desc bool
}

func compileSettings(s Settings) (*config, error) {
	c := &config{Settings: s, faceting: map[string]bool{}}
	for i, a := range s.SearchableAttributes {
		inner, ok := unwrapModifier(a, "unordered")
		if !ok {
			inner, _ = unwrapModifier(a, "ordered")
		}
		for _, p := range strings.Split(inner, ",") {
			p = strings.TrimSpace(p)
			if p == "" {
				return nil, fmt.Errorf("invalid searchableAttributes entry %q", a)
			}
			c.searchable = append(c.searchable, searchableAttr{path: p, priority: i})
		}
	}
	for _, a := range s.AttributesForFaceting {
		inner := a
		for _, m := range []string{"filterOnly", "searchable", "afterDistinct"} {
			if v, ok := unwrapModifier(a, m); ok {
				inner = v
			}
		}
		if inner == "" {
			return nil, fmt.Errorf("invalid attributesForFaceting entry %q", a)
		}
		c.faceting[inner] = true
	}
	for _, a := range s.CustomRanking {
		var cr customRank
		if v, ok := unwrapModifier(a, "desc"); ok {
			cr = customRank{path: v, desc: true}
		} else if v, ok := unwrapModifier(a, "asc"); ok {
			cr = customRank{path: v}
		} else {
			return nil, fmt.Errorf("invalid customRanking entry %q: want asc(attribute) or desc(attribute)", a)
		}
		if cr.path == "" {
			return nil, fmt.Errorf("invalid customRanking entry %q", a)
		}
		c.ranking = append(c.ranking, cr)
	}
	for _, a := range s.AttributesToSnippet {
		if _, _, err := parseSnippetSpec(a); err != nil {
			return nil, err
		}
	}
	if s.HitsPerPage < 0 || s.HitsPerPage > maxHitsPerPage {
		return nil, fmt.Errorf("hitsPerPage must be between 0 and %d", maxHitsPerPage)
	}
	if s.PaginationLimitedTo < 0 || s.PaginationLimitedTo > 20000 {
		return nil, fmt.Errorf("paginationLimitedTo must be between 0 and 20000")
	}
	return c, nil
}

// unwrapModifier returns x for "name(x)".
func unwrapModifier(s, name string) (string, bool) {
	if strings.HasPrefix(s, name+"(") && strings.HasSuffix(s, ")") {
		return strings.TrimSpace(s[len(name)+1 : len(s)-1]), true
	}
	return s, false
}

func (c *config) hitsPerPage() int {
	if c.HitsPerPage > 0 {
		return c.HitsPerPage
	}
	return 20
}

func (c *config) paginationLimit() int {
	if c.PaginationLimitedTo > 0 {
		return c.PaginationLimitedTo
	}
	return 1000
}

// highlightDefault is the attributes highlighted when neither the query nor
// the settings say: the searchable ones, as in Algolia.
func (c *config) highlightDefault() []string {
	if c.AttributesToHighlight != nil {
		return c.AttributesToHighlight
	}
	if c.searchable == nil {
		return []string{"*"}
	}
	var out []string
	for _, a := range c.searchable {
		out = append(out, a.path)
	}
	return out
}

// sortedKeys returns m's keys in order, for deterministic output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func unwrapJSONError(err error) string {
	var te *json.UnmarshalTypeError
	if ok := asError(err, &te); ok {
		return fmt.Sprintf("%s: got %s, want %s", te.Field, te.Value, te.Type)
	}
	return err.Error()
}
