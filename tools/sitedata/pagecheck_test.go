package sitedata

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"vocedocs/schemas"
)

func samplePage(body []any) *Page {
	return &Page{
		Kind: "doc", Route: "/install/docker", Locale: "en", ID: "install/docker", Title: "Docker", H1: "Install with Docker",
		Description: "Run the server in a container.", Body: body, TOC: []TOCEntry{{ID: "run", Text: "Run", Level: 2}},
		Breadcrumbs: []Crumb{{Label: "Install"}}, Alternates: map[string]string{"zh-cn": "/zh-cn/install/docker"}, Source: "en/install/docker.md",
	}
}

// randomNode draws a node that is mostly valid, with every way of being
// wrong the node definition knows: too short, a tag that is not a string
// or not in the list, attributes that are not an object (or null), a bad
// child deep down, and values of other types.
func randomNode(rng *rand.Rand, depth int) any {
	tags := []any{"p", "h2", "a", "code", "x-admonition", "x-tabs", "img", "script", "P", "", 7, nil}
	attrs := []any{map[string]any{}, map[string]any{"href": "/x", "external": true}, map[string]any(nil), "href", []any{}, 1.5, nil}
	switch r := rng.IntN(20); {
	case r < 6 || depth > 3:
		return []string{"text", "", "<b>&amp;", "中文"}[rng.IntN(4)]
	case r == 6:
		return []any{"p"}
	case r == 7:
		return []any{}
	case r == 8:
		return []any{1.5, true, nil, json.Number("3")}[rng.IntN(4)]
	case r == 9:
		return map[string]any{"tag": "p"}
	}
	n := []any{"p", map[string]any{}}
	if rng.IntN(6) == 0 {
		n[0] = tags[rng.IntN(len(tags))]
	} else {
		n[0] = tags[rng.IntN(7)]
	}
	if rng.IntN(6) == 0 {
		n[1] = attrs[rng.IntN(len(attrs))]
	}
	for k := rng.IntN(4); k > 0; k-- {
		n = append(n, randomNode(rng, depth+1))
	}
	return n
}

// The Go walk stands in for the schema on every page body, so it must
// never pass a body the schema refuses; on the types the Markdown
// converter makes it must also pass every body the schema passes, or the
// shortcut would not be taken.
func TestNodesOKNeverPassesWhatTheSchemaRefuses(t *testing.T) {
	tags, err := nodeTags()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 21))
	passed, refused := 0, 0
	for i := 0; i < 4000; i++ {
		body := []any{}
		for k := rng.IntN(4); k > 0; k-- {
			body = append(body, randomNode(rng, 0))
		}
		raw, err := json.Marshal(samplePage(body))
		if err != nil {
			t.Fatal(err)
		}
		fast := nodesOK(body, tags)
		schema := ValidateRaw("page", raw)
		if fast && schema != nil {
			t.Fatalf("body %d: the Go walk passes it, the schema says %v\n%s", i, schema, raw)
		}
		if !fast && schema == nil {
			t.Fatalf("body %d: the schema passes it, the Go walk does not\n%s", i, raw)
		}
		if fast {
			passed++
		} else {
			refused++
		}
	}
	if passed < 500 || refused < 500 {
		t.Errorf("%d bodies passed and %d were refused: the draw does not test both sides", passed, refused)
	}
}

func TestValidatePageGivesTheSchemasVerdict(t *testing.T) {
	check := func(p *Page) error {
		raw, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		return ValidatePage(raw, p)
	}
	good := []any{[]any{"p", map[string]any{}, "Run ", []any{"code", map[string]any{}, "docker run"}, "."}}
	if err := check(samplePage(good)); err != nil {
		t.Fatalf("a valid page: %v", err)
	}
	// The rest of the page still goes through the schema.
	p := samplePage(good)
	p.Route = "install/docker"
	if err := check(p); err == nil || !strings.Contains(err.Error(), "at /route") {
		t.Errorf("a route without a leading slash: %v", err)
	}
	p = samplePage(good)
	p.TOC[0].Level = 4
	if err := check(p); err == nil || !strings.Contains(err.Error(), "at /toc/0/level") {
		t.Errorf("a TOC entry of level 4: %v", err)
	}
	// A bad body is reported by the schema, with its pointer.
	bad := []any{"text", []any{"p", map[string]any{}, []any{"script", map[string]any{}, "x"}}}
	if err := check(samplePage(bad)); err == nil || !strings.Contains(err.Error(), "at /body/1/2/0") {
		t.Errorf("a script element: %v", err)
	}
	if err := check(samplePage(nil)); err == nil || !strings.Contains(err.Error(), "at /body") {
		t.Errorf("a null body: %v", err)
	}
}

// pageBodyRules is the digest of what the page schema says of the body: the
// body property and the node definition, without annotations and without
// the tag list (which nodeTags reads from the schema). nodesOK was written
// against these rules.
const pageBodyRules = "bbece9b97c2360ce"

func TestPageBodyRulesAreTheOnesNodesOKKnows(t *testing.T) {
	raw, err := schemas.Data.ReadFile("data/page.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Properties map[string]any            `json:"properties"`
		Defs       map[string]map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	node := doc.Defs["node"]
	prefix, _ := node["prefixItems"].([]any)
	if len(prefix) > 0 {
		if first, ok := prefix[0].(map[string]any); ok {
			first["enum"] = "read by nodeTags"
		}
	}
	if got := RulesDigest(map[string]any{"body": doc.Properties["body"], "node": node}); got != pageBodyRules {
		t.Fatalf("schemas/data/page.schema.json says something new of the body (digest %s): change nodesOK in tools/sitedata/pagecheck.go to match, draw values that break the new rule in TestNodesOKNeverPassesWhatTheSchemaRefuses, then set pageBodyRules to %q", got, got)
	}
}
