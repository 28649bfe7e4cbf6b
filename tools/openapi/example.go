package openapi

import (
	"cmp"
	"reflect"
	"strconv"
	"strings"
)

// exampleMode says which side of the wire an example is for: requests leave
// out readOnly properties, responses writeOnly ones.
type exampleMode uint8

const (
	anyMode exampleMode = iota
	requestMode
	responseMode
)

// exampleDepth bounds nesting, so a deep (or adversarial) schema yields a
// short example.
const exampleDepth = 12

// formatExamples are the values shown for string formats.
var formatExamples = map[string]string{
	"date-time":     "2024-01-01T12:00:00Z",
	"date":          "2024-01-01",
	"time":          "12:00:00Z",
	"duration":      "P1D",
	"email":         "user@example.com",
	"idn-email":     "user@example.com",
	"hostname":      "example.com",
	"idn-hostname":  "example.com",
	"ipv4":          "192.0.2.1",
	"ipv6":          "2001:db8::1",
	"uri":           "https://example.com",
	"url":           "https://example.com",
	"iri":           "https://example.com",
	"uri-reference": "/path",
	"iri-reference": "/path",
	"uri-template":  "https://example.com/{id}",
	"uuid":          "3fa85f64-5717-4562-b3fc-2c963f66afa6",
	"binary":        "(binary)",
	"byte":          "c3RyaW5n",
	"password":      "password",
	"regex":         "^.*$",
	"json-pointer":  "/path",
	"int32":         "0",
	"int64":         "0",
}

// genExample builds a value that matches s, deterministically: the schema's
// own example, else its default, else the first enum value; allOf branches
// are merged, the first oneOf/anyOf branch is taken, arrays get one item,
// strings follow their format, and circular references are left out.
func genExample(s *Schema, mode exampleMode, depth int) *Value {
	if s == nil || s.Circular != "" || s.Truncated || depth > exampleDepth {
		return nil
	}
	switch {
	case s.Example != nil:
		return s.Example
	case s.Default != nil:
		return s.Default
	case len(s.Enum) > 0:
		return s.Enum[0]
	}
	if len(s.AllOf) > 0 {
		var merged, other *Value
		for _, b := range s.AllOf {
			ex := genExample(b, mode, depth+1)
			switch {
			case ex.isObject():
				merged = mergeObjects(merged, ex)
			case ex != nil:
				other = ex
			}
		}
		if len(s.Properties) > 0 {
			merged = mergeObjects(merged, objectExample(s, mode, depth))
		}
		return cmp.Or(merged, other)
	}
	branches := s.OneOf
	if len(branches) == 0 {
		branches = s.AnyOf
	}
	if len(branches) > 0 {
		ex := genExample(branches[0], mode, depth+1)
		ex = withDiscriminator(s, branches[0], ex)
		if len(s.Properties) > 0 && (ex == nil || ex.isObject()) {
			return mergeObjects(objectExample(s, mode, depth), ex)
		}
		return ex
	}
	switch typeOf(s) {
	case "object":
		return objectExample(s, mode, depth)
	case "array":
		item := genExample(s.Items, mode, depth+1)
		if item == nil {
			return newArray()
		}
		return newArray(item)
	case "string":
		return newString(cmp.Or(formatExamples[s.Format], "string"))
	case "integer", "number":
		return newNumber(numberExample(s))
	case "boolean":
		return &Value{kind: boolKind, str: "true"}
	case "null":
		return newNull()
	}
	return nil
}

// typeOf is the schema's type, or the one its keywords imply.
func typeOf(s *Schema) string {
	switch {
	case s.Type != "":
		return s.Type
	case len(s.Types) > 0:
		return s.Types[0]
	case len(s.Properties) > 0 || s.AdditionalProperties != nil:
		return "object"
	case s.Items != nil:
		return "array"
	}
	return ""
}

// numberExample is the lowest value allowed, else the highest when it is
// below zero, else 0; an exclusive bound is stepped over by one.
func numberExample(s *Schema) string {
	bound, exclusive, step := s.Minimum, s.ExclusiveMinimum, 1.0
	if bound == "" && strings.HasPrefix(string(s.Maximum), "-") {
		bound, exclusive, step = s.Maximum, s.ExclusiveMaximum, -1.0
	}
	n, err := bound.Float64()
	switch {
	case err != nil:
		return "0"
	case exclusive:
		return strconv.FormatFloat(n+step, 'f', -1, 64)
	}
	return string(bound)
}

func objectExample(s *Schema, mode exampleMode, depth int) *Value {
	obj := newObject()
	for _, p := range s.Properties {
		ps := p.Schema
		// Left out: what the other side of the wire sends, a cycle, a cut,
		// and the 3.1 false schema, which no value matches.
		if (mode == requestMode && ps.ReadOnly) || (mode == responseMode && ps.WriteOnly) ||
			ps.Circular != "" || ps.Truncated || reflect.DeepEqual(ps, &Schema{Label: "any", Not: &Schema{Label: "any"}}) {
			continue
		}
		obj.set(p.Name, cmp.Or(genExample(ps, mode, depth+1), newNull()))
	}
	if len(s.Properties) == 0 && s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		if ex := genExample(s.AdditionalProperties.Schema, mode, depth+1); ex != nil {
			obj.set("additionalProp1", ex)
		}
	}
	return obj
}

// withDiscriminator sets the discriminator property of a oneOf/anyOf
// example to the value that selects the branch shown: the mapping key that
// points at it, else the branch's schema name.
func withDiscriminator(s, branch *Schema, ex *Value) *Value {
	d := s.Discriminator
	if d == nil || d.PropertyName == "" || !ex.isObject() || branch.RefName == "" {
		return ex
	}
	value := cmp.Or(mappedValue(d, branch), branch.RefName)
	if cur := ex.Get(d.PropertyName); cur.isString() && cur.str == value {
		return ex
	}
	return mergeObjects(ex, &Value{kind: objectKind, keys: []string{d.PropertyName}, vals: []*Value{newString(value)}})
}

// mergeObjects returns a new object with a's members, then b's (b wins).
func mergeObjects(a, b *Value) *Value {
	out := newObject()
	for _, v := range []*Value{a, b} {
		if !v.isObject() {
			continue
		}
		for i, k := range v.keys {
			out.set(k, v.vals[i])
		}
	}
	return out
}
