package openapi

import (
	"encoding/json"
	"testing"
)

// outline works on a schema whose children are outlined already, as the
// builder hands them over: the children below carry their labels.
func TestTypeLabel(t *testing.T) {
	enum := subject(schemaDoc(t, "3.0.3", "S: {enum: [a, 1, null, b, true, {}, [], -2]}")).Enum
	for _, c := range []struct {
		s    *Schema
		want string
	}{
		{&Schema{Type: "string"}, "string"},
		{&Schema{Type: "integer", Format: "int64"}, "integer(int64)"},
		{&Schema{Type: "array", Items: &Schema{Label: "string"}}, "string[]"},
		{&Schema{Type: "array", Items: &Schema{RefName: "Pet", Type: "object"}}, "Pet[]"},
		{&Schema{Type: "array", Items: &Schema{Circular: "Category", Label: "Category"}}, "Category[]"},
		{&Schema{Type: "array", Items: &Schema{Label: "string | integer"}}, "(string | integer)[]"},
		{&Schema{Type: "object", AdditionalProperties: &Additional{Allowed: true, Schema: &Schema{Label: "number"}}}, "map<string, number>"},
		{&Schema{Types: []string{"string", "integer"}}, "string | integer"},
		{&Schema{OneOf: []*Schema{{RefName: "Cat"}, {RefName: "Dog"}}}, "Cat | Dog"},
		{&Schema{Circular: "Category"}, "Category"},
		{&Schema{RefName: "Big", Truncated: true}, "Big"},
		{&Schema{}, "any"},
		{&Schema{Enum: enum}, "string | number | null | boolean | object | array"},
		{&Schema{AllOf: []*Schema{{Type: "object"}}}, "object"},
	} {
		if got := outline(c.s).Label; got != c.want {
			t.Errorf("label = %q, want %q", got, c.want)
		}
	}
}

func TestFoldAllOf(t *testing.T) {
	prop := func(name string, s *Schema) Property { return Property{Name: name, Schema: s} }
	s := outline(&Schema{
		AllOf: []*Schema{
			{Type: "object", Description: []any{"first"}, Properties: []Property{prop("x", &Schema{Type: "string"}), prop("y", &Schema{})}},
			{Required: []string{"x"}, ReadOnly: true, Properties: []Property{prop("x", &Schema{Type: "integer"})}},
		},
	})
	if got := schemaJSONOf(t, s); got != `{"label":"object","type":"object","description":["first"],"readOnly":true,"required":["x"],"properties":[{"name":"x","required":true,"schema":{"type":"integer"}},{"name":"y","required":false,"schema":{}}]}` {
		t.Errorf("folded: %s", got)
	}
	for _, kept := range []*Schema{
		{AllOf: []*Schema{{Type: "string"}, {MinLength: "1"}}},
		{AllOf: []*Schema{{Circular: "A"}, {Type: "object"}}},
		{AllOf: []*Schema{{OneOf: []*Schema{{}}}, {AnyOf: []*Schema{{}}}}},
	} {
		if got := outline(kept); len(got.AllOf) != 2 {
			t.Errorf("folded what cannot be: %s", schemaJSONOf(t, got))
		}
	}
}

func TestVariantLabel(t *testing.T) {
	bird, _ := parseJSON([]byte(`"bird"`))
	s := outline(&Schema{
		Discriminator: &Discriminator{PropertyName: "kind", Mapping: map[string]string{"cat": "Cat", "dog": "#/components/schemas/Dog"}},
		OneOf: []*Schema{
			{RefName: "Cat"},
			{RefName: "Dog"},
			{Type: "object", Properties: []Property{{Name: "kind", Schema: &Schema{Enum: []*Value{bird}}}}},
			{RefName: "Fish"},
			{Title: "A title", RefName: "X"},
			{Type: "object"},
		},
	})
	var got []string
	for _, v := range s.OneOf {
		got = append(got, v.Variant)
	}
	if want := `["cat","dog","bird","Fish","A title",""]`; schemaJSONOf(t, got) != want {
		t.Errorf("variants %s, want %s", schemaJSONOf(t, got), want)
	}
}

func schemaJSONOf(t *testing.T, v any) string {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}
