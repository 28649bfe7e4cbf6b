package openapi

import (
	"cmp"
	"slices"
	"strings"

	"vocedocs/tools/markdown"
)

// schemaBudget caps the schema nodes inlined for one operation. Inlining a
// document whose schemas share references can grow exponentially (A has
// two B's, B has two C's…); past the budget, references are left out and
// marked truncated.
const schemaBudget = 50000

// schemaBuilder inlines the schemas of one operation.
type schemaBuilder struct {
	doc    *Doc
	stack  []string // pointers of the references being expanded
	budget int
}

// refName is how a reference is shown: the component name for
// #/components/schemas/Name, else the last step of the pointer.
func refName(ptr string) string {
	toks, _ := splitPointer(ptr)
	if len(toks) == 3 && toks[0] == "components" && toks[1] == "schemas" {
		return toks[2]
	}
	return toks[len(toks)-1]
}

// refAnnotations may sit beside a $ref and only annotate it.
var refAnnotations = map[string]bool{
	"$ref": true, "description": true, "title": true, "summary": true, "deprecated": true, "readOnly": true,
	"writeOnly": true, "example": true, "examples": true, "default": true, "nullable": true, "$comment": true,
}

func (b *schemaBuilder) build(v *Value) *Schema {
	if v == nil {
		return nil
	}
	b.budget--
	if v.kind == boolKind && v.str == "false" { // 3.1: the schema no value matches
		return outline(&Schema{Not: outline(&Schema{})})
	}
	if !v.isObject() { // 3.1 true: any value matches
		return outline(&Schema{})
	}
	if r := v.Get("$ref"); r.isString() {
		return b.ref(v, r.str)
	}
	return b.plain(v)
}

func (b *schemaBuilder) ref(v *Value, target string) *Schema {
	ptr, def, _ := b.doc.resolve(target) // Parse checked that it resolves
	// Name the reference as written: for Alias → Target, the reader wrote
	// Alias. Loops are detected on the final definition.
	first, _, _ := b.doc.root.lookup(target)
	name := refName(first)
	if slices.Contains(b.stack, ptr) {
		return outline(&Schema{Circular: name})
	}
	if b.budget < 0 {
		return outline(&Schema{RefName: name, Truncated: true})
	}
	b.stack = append(b.stack, ptr)
	s := b.build(def)
	b.stack = b.stack[:len(b.stack)-1]
	if s.Circular == "" {
		s.RefName = name
	}
	extra := slices.ContainsFunc(v.keys, func(k string) bool { return !refAnnotations[k] && !strings.HasPrefix(k, "x-") })
	if extra && b.doc.v31 {
		// 3.1: other keywords beside $ref apply too, as in allOf (plain
		// reads them and not the $ref).
		return outline(&Schema{AllOf: []*Schema{s, b.plain(v)}})
	}
	b.annotate(s, v)
	return s
}

// annotate copies the annotations written beside a $ref over the target's.
func (b *schemaBuilder) annotate(s *Schema, v *Value) {
	if d := v.Get("description"); d.isString() {
		s.Description = markdown.Fragment(d.str, detailHeading)
	}
	s.Title = cmp.Or(v.getText("title"), s.Title)
	s.Deprecated = s.Deprecated || v.getBool("deprecated")
	s.ReadOnly = s.ReadOnly || v.getBool("readOnly")
	s.WriteOnly = s.WriteOnly || v.getBool("writeOnly")
	s.Nullable = s.Nullable || v.getBool("nullable")
	s.Example = cmp.Or(exampleOfSchemaValue(v), s.Example)
	s.Default = cmp.Or(v.Get("default"), s.Default)
}

// exampleOfSchemaValue is a schema's example, else the first of its examples (3.1).
func exampleOfSchemaValue(v *Value) *Value {
	if exs := v.Get("examples").items(); v.Get("example") == nil && len(exs) > 0 {
		return exs[0]
	}
	return v.Get("example")
}

func (b *schemaBuilder) plain(v *Value) *Schema {
	s := &Schema{
		Format:      v.getText("format"),
		Title:       v.getText("title"),
		Description: markdown.Fragment(v.getText("description"), detailHeading),
		Default:     v.Get("default"),
		Example:     exampleOfSchemaValue(v),
		Nullable:    v.getBool("nullable"),
		ReadOnly:    v.getBool("readOnly"),
		WriteOnly:   v.getBool("writeOnly"),
		Deprecated:  v.getBool("deprecated"),
		Pattern:     v.getText("pattern"),
		UniqueItems: v.getBool("uniqueItems"),

		ExclusiveMinimum: v.getBool("exclusiveMinimum"),
		ExclusiveMaximum: v.getBool("exclusiveMaximum"),

		Minimum:       v.Get("minimum").number(),
		Maximum:       v.Get("maximum").number(),
		MultipleOf:    v.Get("multipleOf").number(),
		MinLength:     v.Get("minLength").number(),
		MaxLength:     v.Get("maxLength").number(),
		MinItems:      v.Get("minItems").number(),
		MaxItems:      v.Get("maxItems").number(),
		MinProperties: v.Get("minProperties").number(),
		MaxProperties: v.Get("maxProperties").number(),
	}
	if t := v.Get("type"); t.isString() {
		s.Type = t.str
	} else if t.isArray() {
		var types []string
		for _, x := range t.vals { // strings: the meta-schema says so
			if x.str == "null" {
				s.Nullable = true
			} else {
				types = append(types, x.str)
			}
		}
		switch len(types) { // never empty: the meta-schema says so
		case 0:
			s.Type, s.Nullable = "null", false
		case 1:
			s.Type = types[0]
		default:
			s.Types = types
		}
	}
	// exclusiveMinimum/-Maximum: a boolean in 3.0, the bound itself in 3.1.
	if n := v.Get("exclusiveMinimum").number(); n != "" {
		s.Minimum, s.ExclusiveMinimum = n, true
	}
	if n := v.Get("exclusiveMaximum").number(); n != "" {
		s.Maximum, s.ExclusiveMaximum = n, true
	}
	if en := v.Get("enum"); en.isArray() {
		s.Enum = append([]*Value(nil), en.vals...)
	} else if c := v.Get("const"); c != nil {
		s.Enum = []*Value{c}
	}
	for _, r := range v.Get("required").items() { // strings: the meta-schema says so
		s.Required = append(s.Required, r.str)
	}
	props := v.Get("properties")
	for i, name := range props.keysOf() {
		s.Properties = append(s.Properties, Property{Name: name, Required: slices.Contains(s.Required, name), Schema: b.build(props.vals[i])})
	}
	if ap := v.Get("additionalProperties"); ap != nil {
		if ap.kind == boolKind {
			s.AdditionalProperties = &Additional{Allowed: ap.str == "true"}
		} else {
			s.AdditionalProperties = &Additional{Allowed: true, Schema: b.build(ap)}
		}
	}
	s.Items = b.build(v.Get("items"))
	s.OneOf = b.list(v.Get("oneOf"))
	s.AnyOf = b.list(v.Get("anyOf"))
	s.AllOf = b.list(v.Get("allOf"))
	s.Not = b.build(v.Get("not"))
	if d := v.Get("discriminator"); d.isObject() {
		s.Discriminator = &Discriminator{PropertyName: d.getText("propertyName"), Mapping: map[string]string{}}
		m := d.Get("mapping")
		for i, key := range m.keysOf() {
			target := m.vals[i].text()
			if ptr, _, why := b.doc.root.lookup(target); why == "" {
				target = refName(ptr)
			}
			s.Discriminator.Mapping[key] = target
		}
	}
	return outline(s)
}

func (b *schemaBuilder) list(v *Value) []*Schema {
	var out []*Schema
	for _, x := range v.items() {
		out = append(out, b.build(x))
	}
	return out
}
