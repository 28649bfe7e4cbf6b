package llms

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strings"

	"vocedocs/tools/openapi"
)

// A schema outline is a nested list, one line per property: its name, its
// type, whether it is required, and what the reference page says of it.
// tools/openapi folds allOfs and names types and variants for both the
// page and the twin, so the two agree. The outline has no depth limit of
// its own: tools/openapi cuts cycles and truncates a schema past its size
// budget.

// valueJSON is a value as compact JSON.
func valueJSON(v *openapi.Value) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

// valueText is a value as the page shows it: strings bare, the rest as JSON.
func valueText(v *openapi.Value) string {
	var s string
	if raw := valueJSON(v); json.Unmarshal([]byte(raw), &s) != nil {
		return raw
	}
	return s
}

// shownType is the schema's type label, with an object's component name
// in place of "object": a reader sees the same shape come back under its
// name.
func shownType(s *openapi.Schema) string {
	if s.Label == "object" && s.RefName != "" {
		return s.RefName
	}
	return cmp.Or(s.Label, "any")
}

// outline writes what lies below a schema, as list lines.
func (s *Site) outline(schema *openapi.Schema) []string {
	if schema.Circular != "" || schema.Truncated {
		return nil
	}
	if schema.Items != nil && len(schema.Properties) == 0 {
		// An array's items stand where the array is: the type says Pet[].
		return s.outline(schema.Items)
	}
	var out []string
	for _, p := range schema.Properties {
		out = append(out, s.property(p.Name, p.Required, p.Schema))
	}
	if ap := schema.AdditionalProperties; ap != nil && ap.Schema != nil && len(schema.Properties) > 0 {
		out = append(out, s.property("*"+s.t("api.schema.additional", "additional properties")+"*", false, ap.Schema))
	} else if ap != nil && ap.Schema != nil {
		out = append(out, s.outline(ap.Schema)...)
	}
	for _, union := range []struct {
		key, label string
		list       []*openapi.Schema
	}{{"api.schema.oneOf", "One of", schema.OneOf}, {"api.schema.anyOf", "Any of", schema.AnyOf}, {"api.schema.allOf", "All of", schema.AllOf}} {
		if len(union.list) == 0 {
			continue
		}
		out = append(out, "- "+s.t(union.key, union.label)+":")
		for i, v := range union.list {
			name := cmp.Or(v.Variant, s.t("api.schema.option", "Option {n}", "{n}", fmt.Sprint(i+1)))
			out = append(out, indent(s.property(name, false, v), "  ", "  "))
		}
	}
	if schema.Not != nil {
		out = append(out, "- "+s.t("api.schema.not", "Must not match")+": "+codeSpan(schema.Not.Label))
	}
	return out
}

// property is one line of an outline and, one level in, what lies below it.
func (s *Site) property(name string, required bool, schema *openapi.Schema) string {
	shown := name
	if !strings.HasPrefix(name, "*") {
		shown = codeSpan(name)
	}
	tags := []string{shownType(schema)}
	for _, tag := range []struct {
		on            bool
		key, fallback string
	}{
		{required, "api.required", "required"},
		{schema.ReadOnly, "api.schema.readOnly", "read-only"},
		{schema.WriteOnly, "api.schema.writeOnly", "write-only"},
		{schema.Nullable || schema.Type == "null", "api.schema.nullable", "nullable"},
		{schema.Deprecated, "api.deprecated", "deprecated"},
	} {
		if tag.on {
			tags = append(tags, s.t(tag.key, tag.fallback))
		}
	}
	line := "- " + shown + " (" + strings.Join(tags, ", ") + ")"
	if facts := s.facts(schema); facts != "" {
		line += ": " + facts
	}
	return indent(strings.Join(append([]string{line}, s.outline(schema)...), "\n"), "", "  ")
}

// facts is what the page says of a schema beside its children: the
// description, allowed values, default, example and constraints.
func (s *Site) facts(schema *openapi.Schema) string {
	var parts []string
	if d := s.text(schema.Description); d != "" {
		parts = append(parts, d)
	}
	if schema.Circular != "" {
		parts = append(parts, s.t("api.schema.circular", "Circular reference to {name}; see above.", "{name}", escapeText(schema.Circular, false, true)))
	}
	if schema.Truncated {
		parts = append(parts, s.t("api.schema.truncated", "Left out: the schema is too large to show in full."))
	}
	enum := schema.Enum
	if schema.Type == "array" && schema.Items != nil && len(enum) == 0 {
		enum = schema.Items.Enum
	}
	if len(enum) > 0 {
		var vals []string
		for _, v := range enum {
			vals = append(vals, codeSpan(valueText(v)))
		}
		parts = append(parts, s.t("api.schema.enum", "Allowed values")+": "+strings.Join(vals, ", ")+".")
	}
	if schema.Default != nil {
		parts = append(parts, s.t("api.schema.default", "Default")+": "+codeSpan(valueJSON(schema.Default))+".")
	}
	if ex := valueJSON(schema.Example); schema.Example != nil && len(schema.Enum) == 0 && !strings.HasPrefix(ex, "{") && !strings.HasPrefix(ex, "[") {
		parts = append(parts, s.t("api.example", "Example")+": "+codeSpan(ex)+".")
	}
	if limits := s.constraints(schema); len(limits) > 0 {
		parts = append(parts, s.t("api.schema.constraints", "Constraints")+": "+strings.Join(limits, ", ")+".")
	}
	return strings.Join(parts, " ")
}

func (s *Site) constraints(schema *openapi.Schema) []string {
	minimum, maximum := "≥ {n}", "≤ {n}"
	if schema.ExclusiveMinimum {
		minimum = "> {n}"
	}
	if schema.ExclusiveMaximum {
		maximum = "< {n}"
	}
	var out []string
	for _, c := range []struct {
		n    json.Number
		text string
	}{
		{schema.Minimum, minimum},
		{schema.Maximum, maximum},
		{schema.MultipleOf, s.t("api.schema.multipleOf", "multiple of {n}")},
		{schema.MinLength, s.t("api.schema.minLength", "length ≥ {n}")},
		{schema.MaxLength, s.t("api.schema.maxLength", "length ≤ {n}")},
		{schema.MinItems, s.t("api.schema.minItems", "items ≥ {n}")},
		{schema.MaxItems, s.t("api.schema.maxItems", "items ≤ {n}")},
		{schema.MinProperties, s.t("api.schema.minProperties", "properties ≥ {n}")},
		{schema.MaxProperties, s.t("api.schema.maxProperties", "properties ≤ {n}")},
	} {
		if c.n != "" {
			out = append(out, strings.ReplaceAll(c.text, "{n}", string(c.n)))
		}
	}
	if schema.UniqueItems {
		out = append(out, s.t("api.schema.uniqueItems", "unique items"))
	}
	if schema.Pattern != "" {
		out = append(out, codeSpan(schema.Pattern))
	}
	return out
}
