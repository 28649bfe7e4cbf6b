// Package search owns the site's search records (the DocSearch v3 shape the
// search modal reads) and pushes them to a hosted Algolia application.
package search

import (
	"cmp"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"vocedocs/tools/markdown"
	"vocedocs/tools/sitedata"
)

// Record is one search record in the DocSearch v3 shape: one per heading
// and one per paragraph. schemas/data/search-record.schema.json says what
// each field holds; a records file is a JSON array of records.
type Record struct {
	ObjectID         string    `json:"objectID"`
	Hierarchy        Hierarchy `json:"hierarchy"`
	Content          *string   `json:"content"`
	Type             string    `json:"type"`
	URL              string    `json:"url"`
	URLWithoutAnchor string    `json:"url_without_anchor"`
	Anchor           *string   `json:"anchor"`
	Language         string    `json:"language"`
	DocusaurusTag    string    `json:"docusaurus_tag"`
	Weight           Weight    `json:"weight"`
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
	decodeErr := json.Unmarshal(raw, &recs)
	// The schema's error names the offending value, so it comes first.
	if err := cmp.Or(ValidateRecords(raw, recs), decodeErr); err != nil {
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
	seen := make(map[string]int, len(recs))
	for i, r := range recs {
		if j, dup := seen[r.ObjectID]; dup {
			return fmt.Errorf("at /%d/objectID: duplicate objectID %q (first at /%d)", i, r.ObjectID, j)
		}
		seen[r.ObjectID] = i
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

// DocsTag and DefaultTag are the docusaurus_tag values the modal filters on.
const (
	DocsTag    = "docs-default-current"
	DefaultTag = "default"
)

// PageInput is what the records builder needs of one docs page.
type PageInput struct {
	URL      string // absolute, without anchor
	Language string
	Lvl0     string // the sidebar category, or "Documentation"
	Title    string
	// Description is the front matter's summary of the page: the lvl1
	// record's content.
	Description string
	Body        []any // the element tree of tools/markdown
}

// DocRecords turns one page into records: one per heading and one per
// paragraph, list item, table row, quote or image alt text; code is left
// out. The page's description is the content of its lvl1 record: DocSearch
// shows a lvl1 hit as the page title over that text, and a page whose
// words sit only in its summary ("reverse proxy" on the install pages) is
// found as the page itself.
func DocRecords(p PageInput) []Record {
	b := &builder{lang: p.Language, url: p.URL, tag: DocsTag, seen: map[string]int{}}
	b.levels[0], b.levels[1] = p.Lvl0, p.Title
	b.emit("lvl1", strings.Join(strings.Fields(p.Description), " "), "")
	b.walk(p.Body)
	return b.out
}

// APIInput is one API operation of one locale.
type APIInput struct {
	URL      string
	Language string
	Tag      string
	Summary  string
	Text     string // descriptions, flattened
}

// APIRecords gives an operation a heading record and a content record.
func APIRecords(a APIInput) []Record {
	b := &builder{lang: a.Language, url: a.URL, tag: DefaultTag, seen: map[string]int{}}
	b.levels[0], b.levels[1], b.levels[2] = "API", a.Tag, a.Summary
	b.emit("lvl2", "", "")
	if t := strings.TrimSpace(a.Text); t != "" {
		b.emit("content", t, "")
	}
	return b.out
}

type builder struct {
	lang, url, tag string
	levels         [7]string
	anchor         string
	out            []Record
	seen           map[string]int
}

func (b *builder) walk(nodes []any) {
	for _, n := range nodes {
		tag, attrs, kids, ok := markdown.Element(n)
		if !ok {
			continue
		}
		switch tag {
		case "h2", "h3", "h4", "h5", "h6":
			lvl := int(tag[1] - '0')
			b.levels[lvl] = strings.TrimSpace(text(n))
			clear(b.levels[lvl+1:])
			b.anchor, _ = attrs["id"].(string)
			b.emit(fmt.Sprintf("lvl%d", lvl), "", b.anchor)
		case "p", "blockquote":
			b.content(text(n))
			b.alts(n)
		case "tr":
			// One record per table row: cells alone ("465") say nothing.
			var cells []string
			for _, c := range kids {
				if t := strings.TrimSpace(text(c)); t != "" {
					cells = append(cells, t)
				}
			}
			b.content(strings.Join(cells, " · "))
			b.alts(n)
		case "li":
			if hasBlock(kids) {
				b.walk(kids)
			} else {
				b.content(text(n))
				b.alts(n)
			}
		case "img":
			b.content(altOf(n))
		case "x-code", "x-doc-cards":
			// not searchable text
		case "x-downloads":
			items, _ := attrs["items"].([]any) // none: no labels, and content emits nothing
			var labels []string
			for _, it := range items {
				if m, ok := it.(map[string]any); ok {
					labels = append(labels, fmt.Sprint(m["label"]))
				}
			}
			b.content(strings.Join(labels, " · "))
		default:
			b.walk(kids)
		}
	}
}

func hasBlock(kids []any) bool {
	return slices.ContainsFunc(kids, func(c any) bool {
		tag, _, _, _ := markdown.Element(c)
		return slices.Contains([]string{"p", "ul", "ol", "x-code", "table", "blockquote", "x-admonition"}, tag)
	})
}

// alts gives every image inside el a record of its alt text: the diagrams'
// alt texts describe them in sentences a reader searches for.
func (b *builder) alts(n any) {
	for _, img := range markdown.Collect(nil, n, "img") {
		b.content(altOf(img))
	}
}

func altOf(img any) string {
	_, attrs, _, _ := markdown.Element(img)
	alt, _ := attrs["alt"].(string)
	return alt
}

func (b *builder) content(t string) {
	t = strings.Join(strings.Fields(t), " ")
	if t != "" {
		b.emit("content", t, b.anchor)
	}
}

func (b *builder) emit(typ, content, anchor string) {
	r := Record{Type: typ, Language: b.lang, DocusaurusTag: b.tag, URLWithoutAnchor: b.url, URL: b.url}
	if anchor != "" {
		r.Anchor = &anchor
		r.URL = b.url + "#" + anchor
	}
	h := []**string{&r.Hierarchy.Lvl0, &r.Hierarchy.Lvl1, &r.Hierarchy.Lvl2, &r.Hierarchy.Lvl3, &r.Hierarchy.Lvl4, &r.Hierarchy.Lvl5, &r.Hierarchy.Lvl6}
	for i, l := range b.levels {
		if l != "" {
			*h[i] = &l
		}
	}
	if content != "" {
		r.Content = &content
	}
	if typ != "content" {
		r.Weight.Level = 100 - 10*int(typ[3]-'0')
	}
	r.Weight.Position = len(b.out)
	// The id depends only on what the record says and where: an unchanged
	// paragraph keeps its id across builds, so a push updates in place.
	key := r.URL + "\x00" + typ + "\x00" + strings.Join(b.levels[:], "\x00") + "\x00" + content
	b.seen[key]++
	sum := sha1.Sum([]byte(fmt.Sprintf("%s\x00%d", key, b.seen[key])))
	r.ObjectID = hex.EncodeToString(sum[:10])
	b.out = append(b.out, r)
}

// text is the plain text of an element as a reader sees it; code blocks
// and images have none.
func text(n any) string { return markdown.Text([]any{n}) }
