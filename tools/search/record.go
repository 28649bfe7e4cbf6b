// Package search owns the site's search records (the DocSearch v3 shape the
// search modal reads) and pushes them to a hosted Algolia application.
package search

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"

	"vocedocs/tools/sitedata"
)

// Record is one search record in the DocSearch v3 shape: one per heading
// (Type "lvl1".."lvl6", Content nil except the page's description on its
// lvl1 record) and one per paragraph (Type "content").
// Hierarchy repeats the headings above the record so every record can be
// shown on its own. schemas/data/search-record.schema.json describes one
// record; a records file is a JSON array of them.
type Record struct {
	ObjectID  string    `json:"objectID"`
	Hierarchy Hierarchy `json:"hierarchy"`
	// Content is the paragraph text of a "content" record, the page
	// description of a "lvl1" record (nil when it has none), nil for the
	// other headings.
	Content *string `json:"content"`
	// Type is "lvl1".."lvl6" for a heading record or "content".
	Type string `json:"type"`
	// URL is URLWithoutAnchor plus "#"+Anchor when Anchor is set.
	URL              string  `json:"url"`
	URLWithoutAnchor string  `json:"url_without_anchor"`
	Anchor           *string `json:"anchor"`
	// Language is "en" or "zh-cn"; the modal filters on it.
	Language string `json:"language"`
	// DocusaurusTag is the docs tag the modal filters on, e.g.
	// "docs-default-current" or "default".
	DocusaurusTag string `json:"docusaurus_tag"`
	Weight        Weight `json:"weight"`
}

// Hierarchy holds the heading path of a record. Lvl0 is the top-level
// category the modal groups hits by, Lvl1 the page title; deeper levels are
// nil when the record sits above them.
type Hierarchy struct {
	Lvl0 *string `json:"lvl0"`
	Lvl1 *string `json:"lvl1"`
	Lvl2 *string `json:"lvl2"`
	Lvl3 *string `json:"lvl3"`
	Lvl4 *string `json:"lvl4"`
	Lvl5 *string `json:"lvl5"`
	Lvl6 *string `json:"lvl6"`
}

// Weight feeds the index's custom ranking (desc(weight.pageRank),
// desc(weight.level), asc(weight.position)). DocSearch's convention for
// Level is 100 - 10*N for an lvlN record and 0 for content; Position is the
// record's order in its page.
type Weight struct {
	PageRank int `json:"pageRank"`
	Level    int `json:"level"`
	Position int `json:"position"`
}

// RecordKind is the schemas/data artifact kind of one record.
const RecordKind = "search-record"

// ReadRecords reads a records file (a JSON array of records), validated as
// ValidateRecords does. Errors name the file and the JSON pointer of the
// offending value; the build writes the file, so a broken one is written
// again, not mended by hand.
func ReadRecords(path string) ([]Record, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var recs []Record
	err = sitedata.ValidateList(RecordKind, raw)
	if err == nil {
		err = json.Unmarshal(raw, &recs)
	}
	if err == nil {
		err = checkRecords(recs)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}

// ValidateRecords checks the records file raw, json.Marshal(recs), against
// schemas/data/search-record.schema.json and the rules the schema cannot
// express (unique objectIDs; url is url_without_anchor plus the anchor).
func ValidateRecords(raw []byte, recs []Record) error {
	if err := sitedata.ValidateList(RecordKind, raw); err != nil {
		return err
	}
	return checkRecords(recs)
}

// checkRecords enforces what JSON Schema cannot say.
func checkRecords(recs []Record) error {
	seen := make(map[string]int, len(recs))
	for i, r := range recs {
		if j, dup := seen[r.ObjectID]; dup {
			return fmt.Errorf("at /%d/objectID: duplicate objectID %q (first at /%d)", i, r.ObjectID, j)
		}
		seen[r.ObjectID] = i
		if err := checkType(i, r); err != nil {
			return err
		}
		want := r.URLWithoutAnchor
		if r.Anchor != nil {
			want += "#" + *r.Anchor
		}
		if r.URL != want {
			return fmt.Errorf("at /%d/url: got %q, want url_without_anchor + \"#\" + anchor = %q", i, r.URL, want)
		}
	}
	return nil
}

// checkType enforces which fields a record's type fills. These rules were
// if/then conditionals in the schema, two thirds of its validation time.
func checkType(i int, r Record) error {
	switch r.Type {
	case "content":
		if r.Content == nil {
			return fmt.Errorf("at /%d/content: a content record needs its text (got null)", i)
		}
	case "lvl1":
		// May carry the page description.
	default:
		if r.Content != nil {
			return fmt.Errorf("at /%d/content: a %s record has no content (got %q; put text in a content record)", i, r.Type, *r.Content)
		}
	}
	levels := []*string{r.Hierarchy.Lvl2, r.Hierarchy.Lvl3, r.Hierarchy.Lvl4, r.Hierarchy.Lvl5, r.Hierarchy.Lvl6}
	if n, err := strconv.Atoi(strings.TrimPrefix(r.Type, "lvl")); err == nil && n >= 2 && n <= 6 && levels[n-2] == nil {
		return fmt.Errorf("at /%d/hierarchy/lvl%d: a %s record needs its heading at hierarchy.lvl%d (got null)", i, n, r.Type, n)
	}
	return nil
}
