package openapi

import "strings"

// objKind names an OpenAPI object type as messages say it. noKind is an
// object of none.
type objKind string

const (
	noKind             objKind = ""
	schemaKind         objKind = "a schema"
	parameterKind      objKind = "a parameter"
	headerKind         objKind = "a header"
	responseKind       objKind = "a response"
	requestBodyKind    objKind = "a request body"
	exampleKind        objKind = "an example"
	linkKind           objKind = "a link"
	callbackKind       objKind = "a callback"
	pathItemKind       objKind = "a path item"
	securitySchemeKind objKind = "a security scheme"
	operationKind      objKind = "an operation"
	mediaTypeKind      objKind = "a media type"
	encodingKind       objKind = "an encoding"
	componentsKind     objKind = "the components"
	documentKind       objKind = "the document"
)

// sections are where the components of each kind a $ref can point at live.
var sections = map[objKind]string{
	schemaKind: "schemas", parameterKind: "parameters", headerKind: "headers", responseKind: "responses",
	requestBodyKind: "requestBodies", exampleKind: "examples", linkKind: "links", callbackKind: "callbacks",
	pathItemKind: "pathItems", securitySchemeKind: "securitySchemes",
}

// shape is how a member holds objects: a single one, a list of them, or a
// map of them by name (mapOfNoExt skips x- extensions among the names).
type shape uint8

const (
	single shape = iota
	listOf
	mapOf
	mapOfNoExt
)

type member struct {
	shape shape
	kind  objKind
}

var methodMember = member{single, operationKind}

// members are, for each kind, the members that hold OpenAPI objects.
// Callbacks are maps of path items and are walked apart.
var members = map[objKind]map[string]member{
	documentKind: {
		"paths":      {mapOfNoExt, pathItemKind},
		"webhooks":   {mapOf, pathItemKind},
		"components": {single, componentsKind},
	},
	componentsKind: {
		"schemas":         {mapOf, schemaKind},
		"responses":       {mapOf, responseKind},
		"parameters":      {mapOf, parameterKind},
		"examples":        {mapOf, exampleKind},
		"requestBodies":   {mapOf, requestBodyKind},
		"headers":         {mapOf, headerKind},
		"securitySchemes": {mapOf, securitySchemeKind},
		"links":           {mapOf, linkKind},
		"callbacks":       {mapOf, callbackKind},
		"pathItems":       {mapOf, pathItemKind},
	},
	pathItemKind: {
		"parameters": {listOf, parameterKind},
		"get":        methodMember, "put": methodMember, "post": methodMember, "delete": methodMember,
		"options": methodMember, "head": methodMember, "patch": methodMember, "trace": methodMember,
	},
	operationKind: {
		"parameters":  {listOf, parameterKind},
		"requestBody": {single, requestBodyKind},
		"responses":   {mapOfNoExt, responseKind},
		"callbacks":   {mapOf, callbackKind},
	},
	parameterKind:   {"schema": {single, schemaKind}, "content": {mapOf, mediaTypeKind}, "examples": {mapOf, exampleKind}},
	headerKind:      {"schema": {single, schemaKind}, "content": {mapOf, mediaTypeKind}, "examples": {mapOf, exampleKind}},
	requestBodyKind: {"content": {mapOf, mediaTypeKind}},
	responseKind:    {"headers": {mapOf, headerKind}, "content": {mapOf, mediaTypeKind}, "links": {mapOf, linkKind}},
	mediaTypeKind:   {"schema": {single, schemaKind}, "examples": {mapOf, exampleKind}, "encoding": {mapOf, encodingKind}},
	encodingKind:    {"headers": {mapOf, headerKind}},
	schemaKind: {
		"items": {single, schemaKind}, "not": {single, schemaKind}, "additionalProperties": {single, schemaKind},
		"contains": {single, schemaKind}, "propertyNames": {single, schemaKind}, "if": {single, schemaKind},
		"then": {single, schemaKind}, "else": {single, schemaKind}, "unevaluatedItems": {single, schemaKind},
		"unevaluatedProperties": {single, schemaKind}, "contentSchema": {single, schemaKind},
		"allOf": {listOf, schemaKind}, "anyOf": {listOf, schemaKind}, "oneOf": {listOf, schemaKind}, "prefixItems": {listOf, schemaKind},
		"properties": {mapOf, schemaKind}, "patternProperties": {mapOf, schemaKind},
		"dependentSchemas": {mapOf, schemaKind}, "$defs": {mapOf, schemaKind}, "definitions": {mapOf, schemaKind},
	},
}

// ref is one $ref found in the document.
type ref struct {
	from   string  // pointer of the object holding $ref
	line   int     // line of the $ref key
	target string  // the $ref value as written
	want   objKind // what must be at the target
}

// walker visits the document knowing the type of every object, so it can
// tell a $ref from a property named "$ref" and data (examples, defaults,
// enums) from structure.
type walker struct {
	v31   bool
	kinds map[string]objKind // pointer → kind of the object defined there
	refs  []ref
	// mappings are discriminator mapping values: pointer of the mapping
	// entry → value.
	mappings []ref
	// problems the structure check cannot express well.
	problems []Problem
}

// walk visits the whole document. It tolerates wrong types: the
// meta-schema reports them.
func walk(root *Value, v31 bool) *walker {
	w := &walker{v31: v31, kinds: map[string]objKind{}}
	w.visit("", root, documentKind)
	return w
}

// visit records what v is, or the $ref it holds, and visits the objects
// it holds.
func (w *walker) visit(ptr string, v *Value, k objKind) {
	if !v.isObject() {
		return // true/false schemas (3.1) or invalid input the meta-schema reports
	}
	if r := v.Get("$ref"); r.isString() && sections[k] != "" {
		w.refs = append(w.refs, ref{from: ptr, line: r.line, target: r.str, want: k})
		// The siblings of a $ref are ignored, except in a path item (they
		// merge with the target) and in a 3.1 schema (they apply beside it).
		if k != pathItemKind && !(k == schemaKind && w.v31) {
			return
		}
	}
	w.kinds[ptr] = k
	if (k == parameterKind || k == headerKind) && (v.Get("schema") == nil) == (v.Get("content") == nil) {
		w.problems = append(w.problems, Problem{Line: v.line, Pointer: ptr, Message: string(k) + " needs exactly one of schema or content; add schema: {type: string} (or keep only one)"})
	}
	for i, key := range v.keys {
		f, ok := members[k][key]
		if k == callbackKind && !strings.HasPrefix(key, "x-") {
			f, ok = member{single, pathItemKind}, true // a callback maps expressions to path items
		}
		if ok {
			w.visitMember(child(ptr, key), v.vals[i], f)
		}
	}
	if k != schemaKind {
		return
	}
	mapping := v.Get("discriminator").Get("mapping")
	for i, name := range mapping.keysOf() {
		if m := mapping.vals[i]; m.isString() {
			w.mappings = append(w.mappings, ref{from: child(child(child(ptr, "discriminator"), "mapping"), name), line: m.line, target: m.str, want: schemaKind})
		}
	}
}

func (w *walker) visitMember(ptr string, v *Value, f member) {
	switch f.shape {
	case single:
		w.visit(ptr, v, f.kind)
	case listOf:
		for i, item := range v.items() {
			w.visit(childIndex(ptr, i), item, f.kind)
		}
	default:
		for i, name := range v.keysOf() {
			if f.shape == mapOf || !strings.HasPrefix(name, "x-") {
				w.visit(child(ptr, name), v.vals[i], f.kind)
			}
		}
	}
}

// keysOf is the keys of an object, or nil.
func (v *Value) keysOf() []string {
	if !v.isObject() {
		return nil
	}
	return v.keys
}

// opSite is one operation, in file order.
type opSite struct {
	path, method string
	ptr          string
	item, op     *Value
}

// operations lists the operations under /paths in file order. A path
// item's $ref (3.1: #/components/pathItems/…) brings, before its own, the
// operations of its target that it does not override; they keep the
// pointers where they are defined.
func operations(root *Value) []opSite {
	var ops []opSite
	paths := root.Get("paths")
	for i, path := range paths.keysOf() {
		item := paths.vals[i]
		if !strings.HasPrefix(path, "/") || !item.isObject() {
			continue
		}
		add := func(ptr string, from, overrides *Value) {
			for j, method := range from.keys {
				if members[pathItemKind][method] == methodMember && from.vals[j].isObject() && overrides.Get(method) == nil {
					ops = append(ops, opSite{path: path, method: method, ptr: child(ptr, method), item: from, op: from.vals[j]})
				}
			}
		}
		if r := item.Get("$ref"); r.isString() {
			if tptr, target, why := root.lookup(r.str); why == "" && target.isObject() && target != item {
				add(tptr, target, item) // checkRefs reports a bad target
			}
		}
		add(child("/paths", path), item, nil)
	}
	return ops
}
