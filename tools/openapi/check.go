package openapi

import (
	"strconv"

	"vocedocs/tools/sitedata"
)

// CheckArtifact checks raw, the JSON encoding of o, against
// schemas/data/api-operation.schema.json.
//
// The inlined schemas are most of an operation page, and through the
// schema engine every node of them cost a decode and a validation of its
// own: the operations' checks were some 25 ms of a cold Go stage. So the
// schema trees are judged here in Go against the schema's "schema"
// definition, and the schema engine checks the rest of the operation with
// each tree replaced by an empty schema. The schema stays the judge:
// whenever the walk is unsure, the whole operation goes through the schema
// as before, so its messages are unchanged; check_test.go holds the walk
// to never pass what the schema refuses, and fails when the definition
// changes.
func (o *Operation) CheckArtifact(kind string, raw []byte) error {
	if kind != "api-operation" {
		return sitedata.ValidateRaw(kind, raw)
	}
	shell, trees := o.withoutSchemas()
	w := schemaWalk{seen: map[*Schema]bool{}}
	for _, s := range trees {
		if !w.ok(s, 0) {
			return sitedata.ValidateRaw(kind, raw)
		}
	}
	return sitedata.Validate(kind, shell)
}

// withoutSchemas gives a copy of o with every schema tree replaced by an
// empty schema, and the trees taken out. Examples are left out of the copy
// too: the definition allows any value there, and a generated body example
// was a large part of what the schema engine still walked. Absent stays
// absent and nil slices stay nil: the copy encodes like o but for those.
func (o *Operation) withoutSchemas() (*Operation, []*Schema) {
	c := *o
	var trees []*Schema
	stub := &Schema{}
	take := func(s *Schema) *Schema {
		if s == nil {
			return nil
		}
		trees = append(trees, s)
		return stub
	}
	param := func(p *Parameter) { p.Schema, p.Example = take(p.Schema), nil }
	content := func(m *MediaContent) { m.Schema, m.Example = take(m.Schema), nil }
	c.Parameters = Parameters{Path: cloneEach(o.Parameters.Path, param), Query: cloneEach(o.Parameters.Query, param),
		Header: cloneEach(o.Parameters.Header, param), Cookie: cloneEach(o.Parameters.Cookie, param)}
	if o.RequestBody != nil {
		rb := *o.RequestBody
		rb.Content = cloneEach(rb.Content, content)
		c.RequestBody = &rb
	}
	c.Responses = cloneEach(o.Responses, func(r *Response) {
		r.Content = cloneEach(r.Content, content)
		r.Headers = cloneEach(r.Headers, func(h *Header) { h.Schema = take(h.Schema) })
	})
	return &c, trees
}

// cloneEach copies s and applies f to each copied item; nil stays nil and
// empty stays empty (they are written as null and []).
func cloneEach[T any](s []T, f func(*T)) []T {
	if s == nil {
		return nil
	}
	out := make([]T, len(s))
	copy(out, s)
	for i := range out {
		f(&out[i])
	}
	return out
}

// schemaWalk judges schema trees against the "schema" definition. It knows
// what Go's types already give (each field's JSON type, no unknown keys,
// flags that are only ever written as true) and checks the rest; a tree
// shared by several places is judged once.
type schemaWalk struct {
	seen map[*Schema]bool
}

// maxDepth is far deeper than any inlined tree: deeper, the walk leaves the
// verdict to the schema engine.
const maxTreeDepth = 256

var (
	schemaTypes   = map[string]bool{"array": true, "boolean": true, "integer": true, "null": true, "number": true, "object": true, "string": true}
	schemaTypeSet = map[string]bool{"array": true, "boolean": true, "integer": true, "number": true, "object": true, "string": true}
)

func (w schemaWalk) ok(s *Schema, depth int) bool {
	if s == nil || depth > maxTreeDepth {
		return false // a nil tree where one is due is written as null
	}
	if w.seen[s] {
		return true
	}
	if s.Type != "" && !schemaTypes[s.Type] {
		return false
	}
	if len(s.Types) > 0 {
		if len(s.Types) < 2 {
			return false
		}
		for _, t := range s.Types {
			if !schemaTypeSet[t] {
				return false
			}
		}
	}
	for _, n := range []string{string(s.MinLength), string(s.MaxLength), string(s.MinItems), string(s.MaxItems), string(s.MinProperties), string(s.MaxProperties)} {
		if n == "" {
			continue
		}
		// The definition's count: an integer of 0 or more. Any other
		// spelling (2.0, 1e2) goes to the schema engine.
		if _, err := strconv.ParseUint(n, 10, 64); err != nil {
			return false
		}
	}
	for _, p := range s.Properties {
		if !w.ok(p.Schema, depth+1) {
			return false
		}
	}
	if a := s.AdditionalProperties; a != nil && a.Schema != nil && !w.ok(a.Schema, depth+1) {
		return false
	}
	for _, sub := range []*Schema{s.Items, s.Not} {
		if sub != nil && !w.ok(sub, depth+1) {
			return false
		}
	}
	for _, list := range [][]*Schema{s.OneOf, s.AnyOf, s.AllOf} {
		for _, sub := range list {
			if !w.ok(sub, depth+1) {
				return false
			}
		}
	}
	w.seen[s] = true
	return true
}
