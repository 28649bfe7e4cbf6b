package openapi

import (
	"strings"
)

// objKind names the OpenAPI object types a $ref can point at.
type objKind uint8

const (
	noKind objKind = iota
	schemaKind
	parameterKind
	headerKind
	responseKind
	requestBodyKind
	exampleKind
	linkKind
	callbackKind
	pathItemKind
	securitySchemeKind
)

var kindNames = [...]string{"", "schema", "parameter", "header", "response", "request body", "example", "link", "callback", "path item", "security scheme"}

// kindSection is where components of each kind live, for hints.
var kindSection = [...]string{"", "schemas", "parameters", "headers", "responses", "requestBodies", "examples", "links", "callbacks", "pathItems", "securitySchemes"}

func (k objKind) String() string { return kindNames[k] }

// methods in the order OpenAPI lists them; a path item's own order wins
// when emitting (see walker.pathItem).
var methods = map[string]bool{"get": true, "put": true, "post": true, "delete": true, "options": true, "head": true, "patch": true, "trace": true}

// ref is one $ref found in the document.
type ref struct {
	from   string  // pointer of the object holding $ref
	line   int     // line of the $ref key
	target string  // the $ref value as written
	want   objKind // what must be at the target
}

// opSite is one operation, in file order.
type opSite struct {
	path, method string
	ptr          string
	item, op     *Value
}

// walker visits the document knowing the type of every object, so it can
// tell a $ref from a property named "$ref" and data (examples, defaults,
// enums) from structure.
type walker struct {
	root  *Value
	v31   bool
	kinds map[string]objKind // pointer → kind of the object defined there
	refs  []ref
	ops   []opSite
	// mappings are discriminator mapping values: pointer of the mapping
	// entry → value.
	mappings []ref
	// problems the structure check cannot express well.
	problems []Problem
}

// walk visits the whole document.
func walk(root *Value, v31 bool) *walker {
	w := &walker{root: root, v31: v31, kinds: map[string]objKind{}}
	paths := root.Get("paths")
	for i, p := range paths.keysOf() {
		if strings.HasPrefix(p, "/") {
			w.pathItem(child("/paths", p), p, paths.vals[i], true)
		}
	}
	hooks := root.Get("webhooks")
	for i, name := range hooks.keysOf() {
		w.pathItem(child("/webhooks", name), name, hooks.vals[i], false)
	}
	comp := root.Get("components")
	visitMap := func(section string, k objKind, visit func(string, *Value)) {
		m := comp.Get(section)
		for i, name := range m.keysOf() {
			ptr := child(child("/components", section), name)
			if k == schemaKind {
				w.schema(ptr, m.vals[i])
				continue
			}
			if w.refOrObject(ptr, m.vals[i], k) {
				visit(ptr, m.vals[i])
			}
		}
	}
	visitMap("schemas", schemaKind, nil)
	visitMap("responses", responseKind, w.response)
	visitMap("parameters", parameterKind, w.parameter)
	visitMap("examples", exampleKind, func(string, *Value) {})
	visitMap("requestBodies", requestBodyKind, w.requestBody)
	visitMap("headers", headerKind, w.parameter)
	visitMap("securitySchemes", securitySchemeKind, func(string, *Value) {})
	visitMap("links", linkKind, func(string, *Value) {})
	visitMap("callbacks", callbackKind, w.callback)
	pi := comp.Get("pathItems")
	for i, name := range pi.keysOf() {
		w.pathItem(child("/components/pathItems", name), name, pi.vals[i], false)
	}
	return w
}

// keysOf is the keys of an object, or nil.
func (v *Value) keysOf() []string {
	if !v.isObject() {
		return nil
	}
	return v.keys
}

// refOrObject records v's kind or its $ref. It reports whether v is an
// object to descend into (not a plain reference).
func (w *walker) refOrObject(ptr string, v *Value, k objKind) bool {
	if !v.isObject() {
		return false
	}
	if r := v.Get("$ref"); r != nil {
		if r.isString() {
			w.refs = append(w.refs, ref{from: ptr, line: r.line, target: r.str, want: k})
		}
		return false
	}
	w.kinds[ptr] = k
	return true
}

func (w *walker) pathItem(ptr, path string, item *Value, collect bool) {
	if !item.isObject() {
		return
	}
	if r := item.Get("$ref"); r.isString() {
		w.refs = append(w.refs, ref{from: ptr, line: r.line, target: r.str, want: pathItemKind})
		if collect {
			w.referencedOps(path, item, r.str)
		}
	}
	w.kinds[ptr] = pathItemKind
	w.parameters(ptr, item)
	for i, key := range item.keys {
		if !methods[key] || !item.vals[i].isObject() {
			continue
		}
		op := item.vals[i]
		optr := child(ptr, key)
		if collect {
			w.ops = append(w.ops, opSite{path: path, method: key, ptr: optr, item: item, op: op})
		}
		w.operation(optr, op)
	}
}

// referencedOps collects the operations of the path item that item's $ref
// names (3.1: #/components/pathItems/…), except methods item overrides.
// The operations keep the pointers where they are defined.
func (w *walker) referencedOps(path string, item *Value, target string) {
	tptr, t, why := w.root.lookup(target)
	if why != "" || !t.isObject() || t == item {
		return // checkRefs reports it
	}
	for i, key := range t.keys {
		if methods[key] && t.vals[i].isObject() && item.Get(key) == nil {
			w.ops = append(w.ops, opSite{path: path, method: key, ptr: child(tptr, key), item: t, op: t.vals[i]})
		}
	}
}

// parameters visits the parameters list of a path item or an operation.
func (w *walker) parameters(ptr string, holder *Value) {
	for i, p := range holder.Get("parameters").items() {
		if pp := childIndex(child(ptr, "parameters"), i); w.refOrObject(pp, p, parameterKind) {
			w.parameter(pp, p)
		}
	}
}

func (w *walker) operation(ptr string, op *Value) {
	w.parameters(ptr, op)
	if rb := op.Get("requestBody"); rb != nil {
		if rp := child(ptr, "requestBody"); w.refOrObject(rp, rb, requestBodyKind) {
			w.requestBody(rp, rb)
		}
	}
	resps := op.Get("responses")
	for i, code := range resps.keysOf() {
		if strings.HasPrefix(code, "x-") {
			continue
		}
		if rp := child(child(ptr, "responses"), code); w.refOrObject(rp, resps.vals[i], responseKind) {
			w.response(rp, resps.vals[i])
		}
	}
	cbs := op.Get("callbacks")
	for i, name := range cbs.keysOf() {
		if cp := child(child(ptr, "callbacks"), name); w.refOrObject(cp, cbs.vals[i], callbackKind) {
			w.callback(cp, cbs.vals[i])
		}
	}
}

func (w *walker) callback(ptr string, cb *Value) {
	for i, expr := range cb.keysOf() {
		if !strings.HasPrefix(expr, "x-") {
			w.pathItem(child(ptr, expr), expr, cb.vals[i], false)
		}
	}
}

// parameter also serves headers: both hold schema, content and examples.
func (w *walker) parameter(ptr string, p *Value) {
	if (p.Get("schema") == nil) == (p.Get("content") == nil) {
		what := "a parameter"
		if p.Get("in") == nil {
			what = "a header"
		}
		w.problems = append(w.problems, Problem{Line: p.line, Pointer: ptr, Message: what + " needs exactly one of schema or content; add schema: {type: string} (or keep only one)"})
	}
	if s := p.Get("schema"); s != nil {
		w.schema(child(ptr, "schema"), s)
	}
	w.content(child(ptr, "content"), p.Get("content"))
	w.examples(child(ptr, "examples"), p.Get("examples"))
}

func (w *walker) requestBody(ptr string, rb *Value) {
	w.content(child(ptr, "content"), rb.Get("content"))
}

func (w *walker) response(ptr string, r *Value) {
	hs := r.Get("headers")
	for i, name := range hs.keysOf() {
		if hp := child(child(ptr, "headers"), name); w.refOrObject(hp, hs.vals[i], headerKind) {
			w.parameter(hp, hs.vals[i])
		}
	}
	w.content(child(ptr, "content"), r.Get("content"))
	links := r.Get("links")
	for i, name := range links.keysOf() {
		w.refOrObject(child(child(ptr, "links"), name), links.vals[i], linkKind)
	}
}

func (w *walker) content(ptr string, c *Value) {
	for i, mt := range c.keysOf() {
		m := c.vals[i]
		if !m.isObject() {
			continue
		}
		mp := child(ptr, mt)
		if s := m.Get("schema"); s != nil {
			w.schema(child(mp, "schema"), s)
		}
		w.examples(child(mp, "examples"), m.Get("examples"))
		enc := m.Get("encoding")
		for j, name := range enc.keysOf() {
			hs := enc.vals[j].Get("headers")
			for k, h := range hs.keysOf() {
				hp := child(child(child(child(mp, "encoding"), name), "headers"), h)
				if w.refOrObject(hp, hs.vals[k], headerKind) {
					w.parameter(hp, hs.vals[k])
				}
			}
		}
	}
}

func (w *walker) examples(ptr string, ex *Value) {
	for i, name := range ex.keysOf() {
		w.refOrObject(child(ptr, name), ex.vals[i], exampleKind)
	}
}

// schemaMaps and schemaLists are the keywords whose values hold schemas.
var (
	schemaSingles = []string{"items", "not", "additionalProperties", "contains", "propertyNames", "if", "then", "else", "unevaluatedItems", "unevaluatedProperties", "contentSchema"}
	schemaLists   = []string{"allOf", "anyOf", "oneOf", "prefixItems"}
	schemaMaps    = []string{"properties", "patternProperties", "dependentSchemas", "$defs", "definitions"}
)

func (w *walker) schema(ptr string, s *Value) {
	if !s.isObject() {
		return // true/false schemas (3.1) or invalid input the meta-schema reports
	}
	if r := s.Get("$ref"); r.isString() {
		w.refs = append(w.refs, ref{from: ptr, line: r.line, target: r.str, want: schemaKind})
		if !w.v31 {
			return // 3.0: siblings of $ref are ignored
		}
	}
	w.kinds[ptr] = schemaKind
	for _, k := range schemaSingles {
		if c := s.Get(k); c != nil {
			w.schema(child(ptr, k), c)
		}
	}
	for _, k := range schemaLists {
		for i, c := range s.Get(k).items() {
			w.schema(childIndex(child(ptr, k), i), c)
		}
	}
	for _, k := range schemaMaps {
		m := s.Get(k)
		for i, name := range m.keysOf() {
			w.schema(child(child(ptr, k), name), m.vals[i])
		}
	}
	mapping := s.Get("discriminator").Get("mapping")
	for i, name := range mapping.keysOf() {
		if v := mapping.vals[i]; v.isString() {
			w.mappings = append(w.mappings, ref{from: child(child(child(ptr, "discriminator"), "mapping"), name), line: v.line, target: v.str, want: schemaKind})
		}
	}
}
