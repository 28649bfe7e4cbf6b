package openapi

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/agnivade/levenshtein"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// english prints the validator's messages (a nil printer panics).
var english = message.NewPrinter(language.English)

type metaSchema struct {
	schema   *jsonschema.Schema
	compiler *jsonschema.Compiler // to list the keys an object knows, for hints
	mu       sync.Mutex           // Compile changes the compiler
}

// metas are the official OpenAPI JSON Schemas by minor version, as the npm
// package @seriousme/openapi-schema-validator ships them (a dependency of
// the workspace). Each compiles on first use: a build reads one version.
var metas = map[string]func() (*metaSchema, error){
	"3.0": sync.OnceValues(func() (*metaSchema, error) { return loadMeta("3.0", "v3.0/schema.json") }),
	"3.1": sync.OnceValues(func() (*metaSchema, error) { return loadMeta("3.1", "v3.1/schema.json") }),
}

// metaSchemaDir is where the package's schemas are found, from the working
// folder up (the repository's root, or a package folder under go test).
const metaSchemaDir = "node_modules/@seriousme/openapi-schema-validator/schemas"

func readMetaSchema(name string) ([]byte, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for {
		if data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(metaSchemaDir), filepath.FromSlash(name))); err == nil {
			return data, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return nil, fmt.Errorf("the OpenAPI meta-schemas (%s/%s) are not installed: run `go run mage.go build` or `npx pnpm install` in the repository", metaSchemaDir, name)
		}
		dir = up
	}
}

func loadMeta(v, name string) (*metaSchema, error) {
	data, err := readMetaSchema(name)
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("openapi/%s: %w", name, err)
	}
	if v == "3.1" {
		doc.(map[string]any)["$defs"].(map[string]any)["schema"] = schemaObject31()
	}
	c := jsonschema.NewCompiler()
	id := "https://vocedocs.local/openapi/oas-" + v + ".json"
	if err := c.AddResource(id, doc); err != nil {
		return nil, fmt.Errorf("openapi/%s: %w", name, err)
	}
	s, err := c.Compile(id)
	if err != nil {
		return nil, fmt.Errorf("openapi/%s: %w", name, err)
	}
	return &metaSchema{schema: s, compiler: c}, nil
}

// schemaKeywords31 are the keywords of a 3.1 Schema Object: JSON Schema
// 2020-12's and OpenAPI's own.
var schemaKeywords31 = strings.Fields(`$anchor $comment $defs $dynamicAnchor $dynamicRef $id $ref $schema $vocabulary
	additionalProperties allOf anyOf const contains contentEncoding contentMediaType contentSchema default
	dependentRequired dependentSchemas deprecated description discriminator else enum example examples
	exclusiveMaximum exclusiveMinimum externalDocs format if items maxContains maxItems maxLength
	maxProperties maximum minContains minItems minLength minProperties minimum multipleOf not oneOf
	pattern patternProperties prefixItems properties propertyNames readOnly required then title type
	unevaluatedItems unevaluatedProperties uniqueItems writeOnly xml`)

// schemaObject31 replaces the official 3.1 schema's Schema Object, which
// lets any key through as JSON Schema allows, by one that is JSON Schema
// 2020-12 (whose meta-schema checks each keyword's value, type included)
// closed to its keywords, OpenAPI's and x- extensions: a typo ("minLenght")
// or a 3.0 habit ("nullable") would otherwise silently do nothing. Its
// $dynamicAnchor makes the 2020-12 meta-schema apply it to nested schemas
// too, as OpenAPI's own schema-base dialect does.
func schemaObject31() map[string]any {
	known := map[string]any{}
	for _, k := range schemaKeywords31 {
		known[k] = true
	}
	return map[string]any{
		"$dynamicAnchor":        "meta",
		"$ref":                  "https://json-schema.org/draft/2020-12/schema",
		"properties":            known,
		"patternProperties":     map[string]any{"^x-": true},
		"unevaluatedProperties": false,
	}
}

// checkStructure validates the raw document against the meta-schema of its
// version and turns each failure into a Problem with line and pointer.
func checkStructure(root *Value, version string) []Problem {
	m, err := metas[version]()
	if err != nil {
		return []Problem{{Message: "internal: " + err.Error()}}
	}
	// The validator reads plain Go values, with json.Number for numbers.
	raw, _ := root.MarshalJSON()
	instance, _ := jsonschema.UnmarshalJSON(bytes.NewReader(raw))      // reads back what MarshalJSON writes
	ve, _ := m.schema.Validate(instance).(*jsonschema.ValidationError) // the only error Validate returns
	if ve == nil {
		return nil
	}
	var out []Problem
	for _, leaf := range leaves(ve) {
		out = append(out, m.problems(root, leaf, version)...)
	}
	return out
}

// leaves are the innermost failures: the ones that say what is wrong.
func leaves(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	var out []*jsonschema.ValidationError
	for _, c := range e.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

func pointerOf(toks []string) string {
	ptr := ""
	for _, t := range toks {
		ptr = child(ptr, t)
	}
	return ptr
}

func (m *metaSchema) problems(root *Value, e *jsonschema.ValidationError, version string) []Problem {
	ptr := pointerOf(e.InstanceLocation)
	line := root.lineOf(e.InstanceLocation)
	at := func(msg string) []Problem { return []Problem{{Line: line, Pointer: ptr, Message: msg}} }
	switch k := e.ErrorKind.(type) {
	case *kind.AdditionalProperties:
		var out []Problem
		known := m.knownKeys(e.SchemaURL)
		for _, p := range k.Properties {
			toks := append(append([]string(nil), e.InstanceLocation...), p)
			out = append(out, Problem{Line: root.lineOf(toks), Pointer: pointerOf(toks), Message: unknownKeyMessage(p, known, version)})
		}
		return out
	case *kind.Required:
		var out []Problem
		for _, name := range k.Missing {
			msg := fmt.Sprintf("missing required key %q; add it", name)
			if name == "required" && root.at(e.InstanceLocation).getText("in") == "path" {
				msg = "a path parameter must say required: true; add it"
			}
			out = append(out, Problem{Line: line, Pointer: ptr, Message: msg})
		}
		return out
	case *kind.Type:
		return at(k.LocalizedString(english) + "; change the value (quote strings, write numbers and booleans bare)")
	case *kind.Enum, *kind.Const:
		return at(fmt.Sprintf("%s is not allowed here: %s", display(root.at(e.InstanceLocation)), k.LocalizedString(english)))
	case *kind.MinProperties:
		return at(fmt.Sprintf("is empty; add at least %d entry", k.Want))
	case *kind.MaxProperties:
		return at(fmt.Sprintf("has %d entries, at most %d allowed; remove the others", k.Got, k.Want))
	case *kind.FalseSchema:
		// The 3.1 meta-schema closes its objects with unevaluatedProperties:
		// false, which fails on each unknown key as a false schema.
		if toks := e.InstanceLocation; strings.HasSuffix(e.SchemaURL, "/unevaluatedProperties") && len(toks) > 0 {
			return at(unknownKeyMessage(toks[len(toks)-1], m.knownKeys(e.SchemaURL), version))
		}
		return at("is not allowed here; remove it")
	}
	return at(e.ErrorKind.LocalizedString(english))
}

// display is a value as JSON, cut short; v is the failing value, so it exists.
func display(v *Value) string {
	raw, _ := v.MarshalJSON()
	if len(raw) > 60 {
		return string(raw[:57]) + "..."
	}
	return string(raw)
}

func unknownKeyMessage(key string, known []string, version string) string {
	msg := fmt.Sprintf("unknown key %q", key)
	if key == "nullable" && version == "3.1" {
		return msg + `; OpenAPI 3.1 has no nullable: add "null" to type (type: [string, "null"])`
	}
	if best := closest(key, known); best != "" {
		return msg + fmt.Sprintf("; did you mean %q? (extensions must start with x-)", best)
	}
	if len(known) > 0 && len(known) <= 12 {
		return msg + fmt.Sprintf("; allowed here: %s, or an x- extension", strings.Join(known, ", "))
	}
	return msg + "; remove it, or prefix it with x- if it is an extension"
}

// knownKeys lists the properties of the meta-schema object at schemaURL
// (".../oas-3.0.json#/definitions/Operation"), or of the object whose
// unevaluatedProperties it names.
func (m *metaSchema) knownKeys(schemaURL string) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, err := m.compiler.Compile(strings.TrimSuffix(schemaURL, "/unevaluatedProperties"))
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(s.Properties))
}

// closest is the known key within two edits of key (or equal ignoring
// case), for "did you mean" hints.
func closest(key string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if strings.EqualFold(k, key) {
			return k
		}
		if d := levenshtein.ComputeDistance(strings.ToLower(key), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}
