package llms

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"vocedocs/tools/openapi"
)

// A schema outline is a nested list, one line per property: its name, its
// type, whether it is required, and what the reference page says of it.
// The labels follow the page's (packages/api-reference lib/typeLabel.ts,
// mergeAllOf.ts, variantLabel.ts), so the twin and the page agree. The
// outline has no depth limit of its own: tools/openapi cuts cycles and
// truncates a schema past its size budget.

// valueJSON is a value as compact JSON.
func valueJSON(v *openapi.Value) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

// valueText is a value as the page shows it: strings bare, the rest as JSON.
func valueText(v *openapi.Value) string {
	raw := valueJSON(v)
	var s string
	if json.Unmarshal([]byte(raw), &s) == nil {
		return s
	}
	return raw
}

func itemName(s *openapi.Schema) string {
	name := cmp.Or(s.RefName, typeLabel(s))
	if strings.Contains(name, " ") {
		return "(" + name + ")"
	}
	return name
}

// typeLabel is a short type: string, integer(int64), Pet[], map<string, number>, string | integer.
func typeLabel(s *openapi.Schema) string {
	if s.Circular != "" || s.Truncated {
		return cmp.Or(s.Circular, s.RefName)
	}
	var base string
	switch {
	case s.Type == "array" || (s.Type == "" && s.Items != nil):
		base = "any[]"
		if s.Items != nil {
			base = itemName(s.Items) + "[]"
		}
	case len(s.Types) > 0:
		base = strings.Join(s.Types, " | ")
	case s.Type == "object" && len(s.Properties) == 0 && s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil:
		base = "map<string, " + itemName(s.AdditionalProperties.Schema) + ">"
	case s.Type != "":
		base = s.Type
	case len(s.OneOf) > 0 || len(s.AnyOf) > 0:
		list := s.OneOf
		if len(list) == 0 {
			list = s.AnyOf
		}
		base = "object"
		if len(list) <= 3 {
			var names []string
			for _, x := range list {
				names = append(names, itemName(x))
			}
			base = strings.Join(names, " | ")
		}
	case len(s.Enum) > 0:
		var kinds []string
		for _, v := range s.Enum {
			if k := cmp.Or(jsonKinds[valueJSON(v)[0]], "number"); !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		}
		base = strings.Join(kinds, " | ")
	case len(s.Properties) > 0 || len(s.AllOf) > 0:
		base = "object"
	default:
		base = "any"
	}
	if s.Format != "" {
		return base + "(" + s.Format + ")"
	}
	return base
}

// shownType is typeLabel, with an object's component name in place of
// "object": a reader sees the same shape come back under its name.
func shownType(s *openapi.Schema) string {
	label := typeLabel(s)
	if label == "object" && s.RefName != "" {
		return s.RefName
	}
	return label
}

// jsonKinds names a JSON value's type by its first character; the rest are numbers.
var jsonKinds = map[byte]string{'n': "null", 't': "boolean", 'f': "boolean", '"': "string", '[': "array", '{': "object"}

func objectLike(s *openapi.Schema) bool {
	return s.Circular == "" && !s.Truncated && s.Items == nil && s.Not == nil && len(s.Types) == 0 && (s.Type == "" || s.Type == "object")
}

// mergeAllOf folds an allOf of object schemas into one object (properties
// in order, a later one replacing an earlier one in place, required
// merged); one that cannot be folded comes back as it is.
func mergeAllOf(s *openapi.Schema) *openapi.Schema {
	if s == nil || len(s.AllOf) == 0 {
		return s
	}
	parts := make([]*openapi.Schema, len(s.AllOf))
	unions := 0
	for i, p := range s.AllOf {
		parts[i] = mergeAllOf(p)
		if !objectLike(parts[i]) {
			return s
		}
		if len(parts[i].OneOf)+len(parts[i].AnyOf) > 0 {
			unions++
		}
	}
	if unions > 1 || (unions == 1 && len(s.OneOf)+len(s.AnyOf) > 0) {
		return s
	}
	out := *s
	out.AllOf, out.Type, out.Properties, out.Required = nil, "object", nil, nil
	for _, p := range append(parts, s) {
		for _, prop := range p.Properties {
			i := slices.IndexFunc(out.Properties, func(q openapi.Property) bool { return q.Name == prop.Name })
			if i < 0 {
				out.Properties = append(out.Properties, prop)
			} else {
				out.Properties[i] = prop
			}
		}
		for _, r := range p.Required {
			if !slices.Contains(out.Required, r) {
				out.Required = append(out.Required, r)
			}
		}
		if len(out.Description) == 0 {
			out.Description = p.Description
		}
		out.AdditionalProperties = cmp.Or(out.AdditionalProperties, p.AdditionalProperties)
		out.ReadOnly = out.ReadOnly || p.ReadOnly
		out.WriteOnly = out.WriteOnly || p.WriteOnly
		out.Nullable = out.Nullable || p.Nullable
		out.Deprecated = out.Deprecated || p.Deprecated
		// At most one of the parts and s itself has a union (checked above).
		if len(p.OneOf)+len(p.AnyOf) > 0 {
			out.OneOf, out.AnyOf = p.OneOf, p.AnyOf
			out.Discriminator = cmp.Or(out.Discriminator, p.Discriminator)
		}
	}
	for i, prop := range out.Properties {
		if slices.Contains(out.Required, prop.Name) {
			out.Properties[i].Required = true
		}
	}
	return &out
}

// variantLabel names a oneOf/anyOf member: its discriminator value, else
// its title or component name; "" when it has none.
func variantLabel(v *openapi.Schema, d *openapi.Discriminator) string {
	if d != nil {
		if v.RefName != "" {
			for _, value := range slices.Sorted(maps.Keys(d.Mapping)) {
				if target := d.Mapping[value]; target == v.RefName || strings.HasSuffix(target, "/"+v.RefName) {
					return value
				}
			}
		}
		for _, p := range mergeAllOf(v).Properties {
			if p.Name == d.PropertyName && len(p.Schema.Enum) == 1 {
				return valueText(p.Schema.Enum[0])
			}
		}
	}
	return cmp.Or(v.Title, v.RefName, v.Circular)
}

// outline writes what lies below a schema, as list lines.
func (s *Site) outline(schema *openapi.Schema) []string {
	schema = mergeAllOf(schema)
	if schema.Circular != "" || schema.Truncated {
		return nil
	}
	if schema.Items != nil && len(schema.Properties) == 0 {
		// An array's items stand where the array is: the type says Pet[].
		return s.outline(schema.Items)
	}
	var out []string
	for _, p := range schema.Properties {
		out = append(out, s.property(p.Name, p.Required, p.Schema)...)
	}
	if ap := schema.AdditionalProperties; ap != nil && ap.Schema != nil && len(schema.Properties) > 0 {
		out = append(out, s.property("*"+s.t("api.schema.additional", "additional properties")+"*", false, ap.Schema)...)
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
			name := variantLabel(v, schema.Discriminator)
			if name == "" {
				name = s.t("api.schema.option", "Option {n}", "{n}", fmt.Sprint(i+1))
			}
			out = append(out, indentLines(s.property(name, false, v), "  ")...)
		}
	}
	if schema.Not != nil {
		out = append(out, "- "+s.t("api.schema.not", "Must not match")+": "+codeSpan(typeLabel(schema.Not)))
	}
	return out
}

// property is one line of an outline and what lies below it.
func (s *Site) property(name string, required bool, schema *openapi.Schema) []string {
	// An allOf shows as the object it makes, with the description of its parts.
	schema = mergeAllOf(schema)
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
	out := []string{indent(line, "", "  ")}
	return append(out, indentLines(s.outline(schema), "  ")...)
}

func indentLines(lines []string, pad string) []string {
	for i, l := range lines {
		lines[i] = indent(l, pad, pad)
	}
	return lines
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
		enum = mergeAllOf(schema.Items).Enum
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
