// Package sitedata validates and writes the JSON artifacts the pipeline hands
// to the React side. Every artifact is checked against its schema in
// schemas/data before it reaches disk, so the browser never reads a shape the
// TypeScript types do not describe.
package sitedata

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"vocedocs/schemas"
)

const schemaBase = "https://vocedocs.local/schemas/"

// compiled compiles every embedded schema once, by kind, and for each kind
// "list-of-<kind>", a JSON array of it, so errors in a file of many records
// carry pointers into the whole file.
var compiled = sync.OnceValues(func() (map[string]*jsonschema.Schema, error) {
	names, err := fs.Glob(schemas.Data, "data/*.schema.json")
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(embedded{})
	set := map[string]*jsonschema.Schema{}
	for _, n := range names {
		kind := strings.TrimSuffix(path.Base(n), ".schema.json")
		for _, name := range []string{kind, "list-of-" + kind} {
			if set[name], err = c.Compile(schemaBase + name + ".schema.json"); err != nil {
				return nil, fmt.Errorf("schemas/%s: %w", n, err)
			}
		}
	}
	return set, nil
})

// embedded loads a schema of schemas/data by its URL, so schemas may $ref
// each other by file name; list-of-<file> is a JSON array of <file>.
type embedded struct{}

func (embedded) Load(url string) (any, error) {
	file := strings.TrimPrefix(url, schemaBase)
	if item, ok := strings.CutPrefix(file, "list-of-"); ok {
		return map[string]any{"type": "array", "items": map[string]any{"$ref": item}}, nil
	}
	raw, err := schemas.Data.ReadFile("data/" + file)
	if err != nil {
		return nil, err
	}
	return jsonschema.UnmarshalJSON(bytes.NewReader(raw))
}

// Validate checks v (any Go value that marshals to JSON) against the schema
// schemas/data/<kind>.schema.json. The error names the JSON pointer of the
// first offending value.
func Validate(kind string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return ValidateRaw(kind, raw)
}

// ValidateRaw validates raw JSON bytes against schemas/data/<kind>.schema.json.
func ValidateRaw(kind string, raw []byte) error {
	return validate(kind, kind, raw)
}

// ValidateList validates raw JSON bytes as an array whose every item matches
// schemas/data/<kind>.schema.json; pointers in errors start at the array.
func ValidateList(kind string, raw []byte) error {
	return validate(kind, "list-of-"+kind, raw)
}

// validate checks raw against the compiled schema name, of kind or a list of it.
func validate(kind, name string, raw []byte) error {
	set, err := compiled()
	if err != nil {
		return err
	}
	s := set[name]
	if s == nil {
		return fmt.Errorf("no schema schemas/data/%s.schema.json", kind)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("%s: %w", kind, err)
	}
	// Validate returns a *ValidationError or nil.
	if ve, _ := s.Validate(inst).(*jsonschema.ValidationError); ve != nil {
		return fmt.Errorf("%s does not match schemas/data/%s.schema.json: %s", kind, kind, describe(ve))
	}
	return nil
}

// describe reduces a validation error to its deepest causes, each as
// "at /json/pointer: message" (the library's RFC 6901 instance location),
// without repeats; the causes of every failed oneOf branch are listed,
// which is noisy but never hides the real one.
func describe(ve *jsonschema.ValidationError) string {
	var leaves []string
	var walk func(u jsonschema.OutputUnit)
	walk = func(u jsonschema.OutputUnit) {
		if u.Error != nil {
			s := fmt.Sprintf("at %s: %s", cmp.Or(u.InstanceLocation, "/"), u.Error)
			if !slices.Contains(leaves, s) {
				leaves = append(leaves, s)
			}
		}
		for _, c := range u.Errors {
			walk(c)
		}
	}
	walk(*ve.DetailedOutput())
	if len(leaves) > 3 {
		leaves = append(leaves[:3], fmt.Sprintf("and %d more", len(leaves)-3))
	}
	return strings.Join(leaves, "; ")
}
