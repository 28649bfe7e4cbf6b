package openapi

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"vocedocs/schemas"
	"vocedocs/tools/sitedata"
)

func sampleOperation(body, param, header *Schema) *Operation {
	return &Operation{
		Slug: "login", Method: "POST", Path: "/token/login", Summary: "Login", Description: []any{}, Tags: []string{"Token"}, Security: []SecurityRequirement{},
		Parameters:  Parameters{Path: []Parameter{}, Query: []Parameter{{Name: "limit", Description: describe("How many.", detailHeading), Schema: param}}, Header: []Parameter{}, Cookie: []Parameter{}},
		RequestBody: &RequestBody{Required: true, Description: []any{}, Content: []MediaContent{{MediaType: "application/json", Schema: body}}},
		Responses: []Response{
			{Status: "200", Summary: []any{"OK"}, Description: []any{}, Headers: []Header{{Name: "X-Rate", Description: []any{}, Schema: header}}, Content: []MediaContent{{MediaType: "application/json", Schema: body}}},
			{Status: "default", Summary: []any{"Error"}, Description: []any{}, Headers: []Header{}, Content: []MediaContent{}},
		},
		Servers: []Server{{URL: "https://chat.example.com"}},
	}
}

// randomSchema draws a valid schema tree of the shapes Build makes.
func randomSchema(rng *rand.Rand, depth int) *Schema {
	counts := []json.Number{"", "", "0", "3"}
	s := &Schema{
		Type:      []string{"", "object", "string", "integer", "array", "null"}[rng.IntN(6)],
		MinLength: counts[rng.IntN(4)], MaxItems: counts[rng.IntN(4)], MinProperties: counts[rng.IntN(4)],
		Description: describe("text", detailHeading), Nullable: rng.IntN(3) == 0,
	}
	if rng.IntN(8) == 0 {
		s.Types = []string{"string", "integer"}
	}
	if rng.IntN(5) == 0 {
		s.Enum = []*Value{{kind: stringKind, str: "a"}}
	}
	if depth > 3 {
		return s
	}
	for k := rng.IntN(3); k > 0; k-- {
		s.Properties = append(s.Properties, Property{Name: "p", Required: rng.IntN(2) == 0, Schema: randomSchema(rng, depth+1)})
	}
	switch rng.IntN(8) {
	case 0:
		s.Items = randomSchema(rng, depth+1)
	case 1:
		s.AdditionalProperties = &Additional{Allowed: true}
	case 2:
		s.AdditionalProperties = &Additional{Schema: randomSchema(rng, depth+1)}
	case 3:
		s.OneOf = []*Schema{randomSchema(rng, depth+1), randomSchema(rng, depth+1)}
	case 4:
		s.AllOf = []*Schema{randomSchema(rng, depth+1)}
	case 5:
		s.Not = randomSchema(rng, depth+1)
	}
	return s
}

// nodes lists a tree's nodes.
func nodes(s *Schema) []*Schema {
	out := []*Schema{s}
	subs := []*Schema{s.Items, s.Not}
	for _, p := range s.Properties {
		subs = append(subs, p.Schema)
	}
	if s.AdditionalProperties != nil {
		subs = append(subs, s.AdditionalProperties.Schema)
	}
	subs = append(append(append(subs, s.OneOf...), s.AnyOf...), s.AllOf...)
	for _, x := range subs {
		if x != nil {
			out = append(out, nodes(x)...)
		}
	}
	return out
}

// defects are the ways of breaking the schema definition that Go's types
// leave open, each with whether the definition accepts it all the same
// (counts spelled otherwise, which the walk leaves to the schema engine).
var defects = []struct {
	name     string
	accepted bool
	apply    func(*Schema)
}{
	{"unknown type", false, func(s *Schema) { s.Type = "int" }},
	{"type in capitals", false, func(s *Schema) { s.Type = "Object" }},
	{"one type in types", false, func(s *Schema) { s.Types = []string{"string"} }},
	{"null in types", false, func(s *Schema) { s.Types = []string{"string", "null"} }},
	{"unknown name in types", false, func(s *Schema) { s.Types = []string{"string", "int"} }},
	{"negative count", false, func(s *Schema) { s.MaxItems = "-1" }},
	{"fractional count", false, func(s *Schema) { s.MinLength = "1.5" }},
	{"count written 2.0", true, func(s *Schema) { s.MinProperties = "2.0" }},
	{"count written 1e2", true, func(s *Schema) { s.MinLength = "1e2" }},
	{"count over 2^64", true, func(s *Schema) { s.MaxItems = "18446744073709551616" }},
	{"property without a schema", false, func(s *Schema) { s.Properties = append(s.Properties, Property{Name: "q"}) }},
	{"null in oneOf", false, func(s *Schema) { s.OneOf = []*Schema{{Type: "string"}, nil} }},
	{"null in allOf", false, func(s *Schema) { s.AllOf = []*Schema{nil} }},
}

// The walk stands in for the schema on every operation, so it must never
// pass what the schema refuses, and on what the schema passes it must
// pass too (but for counts spelled unusually), or the shortcut is not
// taken.
func TestSchemaWalkNeverPassesWhatTheSchemaRefuses(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 4))
	refusedBy := map[string]int{}
	passed := 0
	for i := 0; i < 2000; i++ {
		var header *Schema
		if rng.IntN(2) == 0 {
			header = randomSchema(rng, 2)
		}
		op := sampleOperation(randomSchema(rng, 0), randomSchema(rng, 3), header)
		// Half the operations get one defect, on a node drawn from all trees.
		defect := -1
		if rng.IntN(2) == 0 {
			all := append(nodes(op.RequestBody.Content[0].Schema), nodes(op.Parameters.Query[0].Schema)...)
			if header != nil {
				all = append(all, nodes(header)...)
			}
			defect = rng.IntN(len(defects))
			defects[defect].apply(all[rng.IntN(len(all))])
		}
		raw, err := json.Marshal(op)
		if err != nil {
			t.Fatal(err)
		}
		_, trees := op.withoutSchemas()
		w := schemaWalk{seen: map[*Schema]bool{}}
		fast := true
		for _, s := range trees {
			fast = fast && w.ok(s, 0)
		}
		schema := sitedata.ValidateRaw("api-operation", raw)
		what := "no defect"
		if defect >= 0 {
			what = defects[defect].name
		}
		if fast && schema != nil {
			t.Fatalf("operation %d (%s): the walk passes it, the schema says %v\n%s", i, what, schema, raw)
		}
		if !fast && schema == nil && (defect < 0 || !defects[defect].accepted) {
			t.Fatalf("operation %d (%s): the schema passes it, the walk does not\n%s", i, what, raw)
		}
		if fast {
			passed++
		} else {
			refusedBy[what]++
		}
	}
	// Every defect was drawn and refused, and enough passed whole.
	for _, d := range defects {
		if refusedBy[d.name] == 0 {
			t.Errorf("no operation with %q was refused by the walk: the draw does not test it", d.name)
		}
	}
	if passed < 600 {
		t.Errorf("only %d of 2000 operations passed: the draw hardly tests what is valid", passed)
	}
}

// The copy the schema engine checks encodes as the operation does, but for
// its schema trees and examples.
func TestWithoutSchemasKeepsTheRestOfTheOperation(t *testing.T) {
	tree := &Schema{Type: "object", Properties: []Property{{Name: "a", Schema: &Schema{Type: "string"}}}}
	op := sampleOperation(tree, tree, nil)
	op.Responses[1].Headers = nil
	example := &Value{kind: stringKind, str: "an example"}
	op.Parameters.Query[0].Example = example
	op.RequestBody.Content[0].Example = example
	shell, trees := op.withoutSchemas()
	if len(trees) != 3 {
		t.Errorf("%d trees taken out, want 3 (body twice, the parameter)", len(trees))
	}
	got, _ := json.Marshal(shell)
	want, _ := json.Marshal(op)
	if op.RequestBody.Content[0].Schema != tree || op.Parameters.Query[0].Schema != tree || op.Parameters.Query[0].Example != example {
		t.Fatal("withoutSchemas changed the operation itself")
	}
	full := strings.ReplaceAll(string(want), `{"type":"object","properties":[{"name":"a","required":false,"schema":{"type":"string"}}]}`, `{}`)
	full = strings.ReplaceAll(full, `,"example":"an example"`, ``)
	if string(got) != full {
		t.Errorf("the copy encodes as\n%s\nwant\n%s", got, full)
	}
}

func TestCheckArtifactGivesTheSchemasVerdict(t *testing.T) {
	check := func(op *Operation) error {
		raw, err := json.Marshal(op)
		if err != nil {
			t.Fatal(err)
		}
		return op.CheckArtifact("api-operation", raw)
	}
	tree := &Schema{Type: "object", Properties: []Property{{Name: "a", Schema: &Schema{Type: "string", MaxLength: "10"}}}}
	if err := check(sampleOperation(tree, tree, tree)); err != nil {
		t.Fatalf("a valid operation: %v", err)
	}
	// The rest of the operation still goes through the schema.
	op := sampleOperation(tree, tree, nil)
	op.Responses[0].Status = "299x"
	if err := check(op); err == nil || !strings.Contains(err.Error(), "at /responses/0/status") {
		t.Errorf("a bad status: %v", err)
	}
	// A bad tree is reported by the schema, with its pointer.
	bad := &Schema{Type: "object", Properties: []Property{{Name: "a", Schema: &Schema{Type: "string", MaxLength: "-1"}}}}
	if err := check(sampleOperation(tree, bad, nil)); err == nil || !strings.Contains(err.Error(), "at /parameters/query/0/schema/properties/0/schema/maxLength") {
		t.Errorf("a negative maxLength: %v", err)
	}
	nullTree := &Schema{Type: "object", Properties: []Property{{Name: "a"}}}
	if err := check(sampleOperation(nullTree, tree, nil)); err == nil || !strings.Contains(err.Error(), "at /requestBody/content/0/schema/properties/0/schema") {
		t.Errorf("a property without a schema: %v", err)
	}
}

// Every operation of the real API reference takes the shortcut.
func TestTheRealOperationsTakeTheWalk(t *testing.T) {
	raw, err := os.ReadFile("../../schemas/openapi/vocechat.yaml")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse("vocechat.yaml", raw)
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range Build(d).Operations {
		_, trees := op.withoutSchemas()
		w := schemaWalk{seen: map[*Schema]bool{}}
		for _, s := range trees {
			if !w.ok(s, 0) {
				t.Errorf("%s: a schema tree goes to the schema engine", op.Slug)
			}
		}
	}
}

// operationSchemaRules is the digest of what the operation schema says of
// a schema tree (the schema, schemaList and count definitions) and of the
// places withoutSchemas empties (the parameter and mediaContent
// definitions, whose examples may be anything), without annotations.
// schemaWalk and withoutSchemas were written against these rules. A
// schema node's description tree is left to markdown.Fragment, its only
// maker, which FuzzRender holds to the node definition's tags.
const operationSchemaRules = "7512dbb2c0fdab44"

func TestOperationSchemaRulesAreTheOnesTheWalkKnows(t *testing.T) {
	raw, err := schemas.Data.ReadFile("data/api-operation.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Defs map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	rules := map[string]any{"schema": doc.Defs["schema"], "schemaList": doc.Defs["schemaList"], "count": doc.Defs["count"],
		"parameter": doc.Defs["parameter"], "mediaContent": doc.Defs["mediaContent"]}
	if got := sitedata.RulesDigest(rules); got != operationSchemaRules {
		t.Fatalf("schemas/data/api-operation.schema.json says something new of schema trees, parameters or media types (digest %s): change schemaWalk or withoutSchemas in tools/openapi/check.go to match, draw values that break the new rule in TestSchemaWalkNeverPassesWhatTheSchemaRefuses, then set operationSchemaRules to %q", got, got)
	}
}
