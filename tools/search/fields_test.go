package search

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"vocedocs/schemas"
	"vocedocs/tools/sitedata"
)

// checkFields stands in for the schema in every build, so the two must give
// the same verdict on any record. Each field is drawn from values on both
// sides of the schema's rules (white space and # in the patterns, empty
// strings, 512 and 513 characters, the ends of the number ranges).
func TestCheckFieldsGivesTheSchemasVerdict(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 13))
	long := func(s string, n int) string { return strings.Repeat(s, n) }
	texts := []string{"a", "Docker 安装", "x\"y\\z", "<b>&amp;", "no\u00a0break", "emoji 🚀", "", " ", "tab\there", "line\nbreak"}
	tokens := []string{"a", "/zh-cn/install/docker", "配置-nginx", "q?x=1", "no\u00a0break", long("字", 512), long("a", 512),
		"", " ", "a b", "a\tb", "a\fb", "a\rb", "#", "a#b", "/p#x", long("字", 513), long("a", 513)}
	// Mostly valid values, so that many records pass whole.
	pick := func(valid, any []string) string {
		if rng.IntN(8) != 0 {
			return valid[rng.IntN(len(valid))]
		}
		return any[rng.IntN(len(any))]
	}
	opt := func(nullOK bool, valid, any []string) *string {
		if nullOK && rng.IntN(3) == 0 || !nullOK && rng.IntN(40) == 0 {
			return nil
		}
		s := pick(valid, any)
		return &s
	}
	num := func(valid, any []int) int {
		if rng.IntN(8) != 0 {
			return valid[rng.IntN(len(valid))]
		}
		return any[rng.IntN(len(any))]
	}
	okText := texts[:6]
	okToken := tokens[:7]
	okURL := []string{"/zh-cn/install/docker", "/api/login", "/p#x"}
	types := []string{"lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content", "lvl0", "lvl7", "LVL1", ""}
	langs := []string{"en", "zh-cn", "zh-CN", "fr", ""}
	ints := []int{-1000, -1, 0, 1, 99, 100, 101, 5000}

	passed, failed := 0, map[string]int{}
	for i := 0; i < 6000; i++ {
		r := Record{
			ObjectID:         pick(okToken, tokens),
			Hierarchy:        Hierarchy{opt(false, okText, texts), opt(false, okText, texts), opt(true, okText, texts), opt(true, okText, texts), opt(true, okText, texts), opt(true, okText, texts), opt(true, okText, texts)},
			Content:          opt(true, okText, texts),
			Type:             pick(types[:7], types),
			URL:              pick(okURL, tokens),
			URLWithoutAnchor: pick(okToken[:4], tokens),
			Anchor:           opt(true, okToken[:4], tokens),
			Language:         pick(langs[:2], langs),
			DocusaurusTag:    pick([]string{"docs-default-current", "default"}, tokens),
			Weight:           Weight{num([]int{0, 5}, ints), num([]int{0, 50, 100}, ints), num([]int{0, 7}, ints)},
		}
		fast := checkFields(0, &r)
		schema := validateInstances([]any{r.Decoded()})
		if (fast == nil) != (schema == nil) {
			raw, _ := json.Marshal(r)
			t.Fatalf("record %d: checkFields says %v, the schema says %v\n%s", i, fast, schema, raw)
		}
		if fast == nil {
			passed++
			continue
		}
		at := regexp.MustCompile(`^at (/0/\S+):`).FindStringSubmatch(fast.Error())
		if at == nil {
			t.Fatalf("record %d: the error names no field: %v", i, fast)
		}
		failed[at[1]]++
		// The schema lists up to three causes; the field checkFields names
		// must be one of them.
		if !strings.Contains(schema.Error(), "more") && !strings.Contains(schema.Error(), "at "+at[1]+":") {
			t.Fatalf("record %d: checkFields blames %s, the schema %v", i, at[1], schema)
		}
	}
	// Every rule was seen to fail, and enough records passed whole.
	for _, field := range []string{"objectID", "hierarchy/lvl0", "hierarchy/lvl1", "hierarchy/lvl2", "hierarchy/lvl6", "content", "type",
		"url", "url_without_anchor", "anchor", "language", "docusaurus_tag", "weight/level", "weight/position"} {
		if failed["/0/"+field] == 0 {
			t.Errorf("no record failed at /0/%s: the draw does not test that rule", field)
		}
	}
	if passed < 500 {
		t.Errorf("only %d of 6000 records passed: the draw hardly tests what is valid", passed)
	}
}

// recordSchemaRules is the digest of the record schema's rules (its JSON
// without annotations, see sitedata.RulesDigest). checkFields was
// written against these rules.
const recordSchemaRules = "c5fb97a5a891234f"

// A change to the schema's rules must come with the same change to
// checkFields: the random draw above cannot know of a new rule.
func TestRecordSchemaRulesAreTheOnesCheckFieldsKnows(t *testing.T) {
	raw, err := schemas.Data.ReadFile("data/" + RecordKind + ".schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	if got := sitedata.RulesDigest(map[string]any{"record": doc}); got != recordSchemaRules {
		t.Fatalf("schemas/data/%s.schema.json has new rules (digest %s): change checkFields in tools/search/fields.go to match, add values that break the new rule to TestCheckFieldsGivesTheSchemasVerdict, then set recordSchemaRules to %q", RecordKind, got, got)
	}
}

func TestValidateRecordsReportsTheSchemasError(t *testing.T) {
	recs := validRecords()
	raw, _ := json.Marshal(recs)
	if err := ValidateRecords(raw, recs); err != nil {
		t.Fatal(err)
	}
	bad := validRecords()
	bad[1].Language = "fr"
	raw, _ = json.Marshal(bad)
	err := ValidateRecords(raw, bad)
	if err == nil || !strings.Contains(err.Error(), "search-record.schema.json") || !strings.Contains(err.Error(), "at /1/language") {
		t.Fatalf("want the schema's error at /1/language, got %v", err)
	}
	// The rules across records run too.
	dup := validRecords()
	dup[1].ObjectID = dup[0].ObjectID
	raw, _ = json.Marshal(dup)
	if err := ValidateRecords(raw, dup); err == nil || !strings.Contains(err.Error(), "duplicate objectID") {
		t.Fatalf("want a duplicate objectID error, got %v", err)
	}
}
