// Package sitedata validates and writes the JSON artifacts the pipeline hands
// to the React side. Every artifact is checked against its schema in
// schemas/data before it reaches disk, so the browser never reads a shape the
// TypeScript types do not describe.
package sitedata

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"vocedocs/schemas"
)

// schemaSet holds every embedded schema compiled, by kind, and for each kind
// "a JSON array of it", so errors in a file of many records carry pointers
// into the whole file.
type schemaSet struct {
	one, list map[string]*jsonschema.Schema
}

// compiled compiles every embedded schema once; schemas may $ref each other
// by file name.
var compiled = sync.OnceValues(func() (*schemaSet, error) {
	const base = "https://vocedocs.local/schemas/"
	c := jsonschema.NewCompiler()
	names, err := fs.Glob(schemas.Data, "data/*.schema.json")
	if err != nil {
		return nil, err
	}
	set := &schemaSet{one: map[string]*jsonschema.Schema{}, list: map[string]*jsonschema.Schema{}}
	for _, n := range names {
		file := strings.TrimPrefix(n, "data/")
		raw, err := schemas.Data.ReadFile(n)
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err == nil {
			err = c.AddResource(base+file, doc)
		}
		if err == nil {
			err = c.AddResource(base+"list-of-"+file, map[string]any{"type": "array", "items": map[string]any{"$ref": file}})
		}
		if err != nil {
			return nil, fmt.Errorf("schemas/%s: %w", n, err)
		}
	}
	for _, n := range names {
		file := strings.TrimPrefix(n, "data/")
		kind := strings.TrimSuffix(file, ".schema.json")
		if set.one[kind], err = c.Compile(base + file); err != nil {
			return nil, fmt.Errorf("schemas/%s: %w", n, err)
		}
		if set.list[kind], err = c.Compile(base + "list-of-" + file); err != nil {
			return nil, fmt.Errorf("schemas/%s: %w", n, err)
		}
	}
	return set, nil
})

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
	return validate(kind, raw, false)
}

// ValidateList validates raw JSON bytes as an array whose every item matches
// schemas/data/<kind>.schema.json; pointers in errors start at the array.
func ValidateList(kind string, raw []byte) error {
	return validate(kind, raw, true)
}

func validate(kind string, raw []byte, list bool) error {
	set, err := compiled()
	if err != nil {
		return err
	}
	s := set.one[kind]
	if list {
		s = set.list[kind]
	}
	if s == nil {
		return fmt.Errorf("no schema schemas/data/%s.schema.json", kind)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("%s: %w", kind, err)
	}
	if err := s.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if errors.As(err, &ve) {
			return fmt.Errorf("%s does not match schemas/data/%s.schema.json: %s", kind, kind, describe(ve))
		}
		return err
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
