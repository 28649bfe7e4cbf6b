package openapi

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// The reference page and the operation's Markdown twin show a schema as
// the same outline. What the outline needs beyond the schema itself is
// worked out here, once, so that the two only render it: an allOf of
// objects is folded into one object, every node carries its type label,
// and every oneOf/anyOf member its tab label.

// outline prepares a schema whose children are outlined already.
func outline(s *Schema) *Schema {
	s = foldAllOf(s)
	s.Label = typeLabel(s)
	for _, v := range slices.Concat(s.OneOf, s.AnyOf) {
		v.Variant = variantLabel(v, s.Discriminator)
	}
	return s
}

// typeLabel is a short type: string, integer(int64), Pet[],
// map<string, number>, string | integer; "any" when the schema says
// nothing. An object's component name is shown beside it, not in it.
func typeLabel(s *Schema) string {
	if s.Circular != "" || s.Truncated {
		return cmp.Or(s.Circular, s.RefName, "…")
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
			if k := jsonTypes[v.kind]; !slices.Contains(kinds, k) {
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

// itemName is how an array's items or a map's values are named in a label.
func itemName(s *Schema) string {
	name := cmp.Or(s.RefName, s.Label)
	if strings.Contains(name, " ") {
		return "(" + name + ")"
	}
	return name
}

// jsonTypes names the JSON type of a value, as a type label does.
var jsonTypes = [...]string{nullKind: "null", boolKind: "boolean", numberKind: "number", stringKind: "string", objectKind: "object", arrayKind: "array"}

func objectLike(s *Schema) bool {
	return s.Circular == "" && !s.Truncated && s.Items == nil && s.Not == nil && len(s.Types) == 0 && (s.Type == "" || s.Type == "object")
}

// foldAllOf folds an allOf of objects (whose own allOfs are folded
// already) into one object: properties in order, a later one replacing an
// earlier one in place, required lists merged, the first description and
// title kept. One that cannot be folded (a member that is no object, a
// cycle, two unions) comes back as it is.
func foldAllOf(s *Schema) *Schema {
	if len(s.AllOf) == 0 {
		return s
	}
	unions := 0
	for _, p := range s.AllOf {
		if !objectLike(p) {
			return s
		}
		if len(p.OneOf)+len(p.AnyOf) > 0 {
			unions++
		}
	}
	if unions > 1 || (unions == 1 && len(s.OneOf)+len(s.AnyOf) > 0) {
		return s
	}
	out := *s
	out.AllOf, out.Type, out.Properties, out.Required = nil, "object", nil, nil
	for _, p := range append(slices.Clone(s.AllOf), s) {
		for _, prop := range p.Properties {
			i := slices.IndexFunc(out.Properties, func(q Property) bool { return q.Name == prop.Name })
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
		out.Title = cmp.Or(out.Title, p.Title)
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
	// The schema's own additionalProperties, else the last member's.
	for _, p := range slices.Backward(s.AllOf) {
		out.AdditionalProperties = cmp.Or(out.AdditionalProperties, p.AdditionalProperties)
	}
	for i, prop := range out.Properties {
		if slices.Contains(out.Required, prop.Name) {
			out.Properties[i].Required = true
		}
	}
	return &out
}

// variantLabel names a oneOf/anyOf member: its discriminator value (from
// the mapping, else a one-value enum on the discriminator property), else
// its title or component name; "" when it has none.
func variantLabel(v *Schema, d *Discriminator) string {
	if value := mappedValue(d, v); value != "" {
		return value
	}
	if d != nil {
		for _, p := range v.Properties {
			if e := p.Schema.Enum; p.Name == d.PropertyName && len(e) == 1 {
				if e[0].kind == stringKind {
					return e[0].str
				}
				raw, _ := e[0].MarshalJSON()
				return string(raw)
			}
		}
	}
	return cmp.Or(v.Title, v.RefName, v.Circular)
}

// mappedValue is the key of d's mapping that points at the member v (by
// component name, or by a reference that ends in it), or "".
func mappedValue(d *Discriminator, v *Schema) string {
	if d == nil || v.RefName == "" {
		return ""
	}
	for _, value := range slices.Sorted(maps.Keys(d.Mapping)) {
		if target := d.Mapping[value]; target == v.RefName || strings.HasSuffix(target, "/"+v.RefName) {
			return value
		}
	}
	return ""
}
