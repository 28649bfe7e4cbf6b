package search

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// checkFields holds record i to schemas/data/search-record.schema.json
// without the schema engine. The schema stays the reference: fields_test.go
// sends thousands of random records through both and wants the same verdict
// on each, and it fails when the schema's rules change until this function
// is changed with them. Through the engine, a cold build's 3,000-odd
// records took about 55 ms of CPU; this takes well under one.
//
// Go's types already give what the schema says of types, required keys and
// unknown keys: every field is a string, a *string or an int, none is
// omitted, and no other key can be encoded.
func checkFields(i int, r *Record) error {
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("at /%d/%s: %s", i, field, fmt.Sprintf(format, args...))
	}
	if !noneOf(r.ObjectID, spaces) {
		return bad("objectID", "got %q, want one or more characters without white space", r.ObjectID)
	}
	if n := utf8.RuneCountInString(r.ObjectID); n > 512 {
		return bad("objectID", "%d characters, at most 512", n)
	}
	h := &r.Hierarchy
	for lvl, p := range [...]*string{h.Lvl0, h.Lvl1, h.Lvl2, h.Lvl3, h.Lvl4, h.Lvl5, h.Lvl6} {
		if lvl < 2 && p == nil {
			return bad(fmt.Sprintf("hierarchy/lvl%d", lvl), "got null, want the heading text")
		}
		if p != nil && *p == "" {
			return bad(fmt.Sprintf("hierarchy/lvl%d", lvl), "got an empty string, want text or null")
		}
	}
	if r.Content != nil && *r.Content == "" {
		return bad("content", "got an empty string, want text or null")
	}
	switch r.Type {
	case "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content":
	default:
		return bad("type", "got %q, want lvl1 to lvl6 or content", r.Type)
	}
	if !noneOf(r.URL, spaces) {
		return bad("url", "got %q, want one or more characters without white space", r.URL)
	}
	if !noneOf(r.URLWithoutAnchor, spaces+"#") {
		return bad("url_without_anchor", "got %q, want one or more characters without white space or #", r.URLWithoutAnchor)
	}
	if r.Anchor != nil && !noneOf(*r.Anchor, spaces+"#") {
		return bad("anchor", "got %q, want null or one or more characters without white space or #", *r.Anchor)
	}
	if r.Language != "en" && r.Language != "zh-cn" {
		return bad("language", "got %q, want en or zh-cn", r.Language)
	}
	if !noneOf(r.DocusaurusTag, spaces) {
		return bad("docusaurus_tag", "got %q, want one or more characters without white space", r.DocusaurusTag)
	}
	if l := r.Weight.Level; l < 0 || l > 100 {
		return bad("weight/level", "got %d, want 0 to 100", l)
	}
	if p := r.Weight.Position; p < 0 {
		return bad("weight/position", "got %d, want 0 or more", p)
	}
	return nil
}

// spaces is the white space of the schema's \s (RE2's, ASCII only).
const spaces = "\t\n\f\r "

// noneOf reports whether s is non-empty and holds none of the ASCII bytes
// in set; the bytes of a multi-byte character are never ASCII.
func noneOf(s, set string) bool {
	return s != "" && !strings.ContainsAny(s, set)
}
