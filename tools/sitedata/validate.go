// Package sitedata validates and writes the JSON artifacts the pipeline hands
// to the React side. Every artifact is checked against its schema in
// schemas/data before it reaches disk, so the browser never reads a shape the
// TypeScript types do not describe.
package sitedata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"vocedocs/schemas"
)

var english = message.NewPrinter(language.English)

var (
	compileOnce sync.Once
	compiled    map[string]*jsonschema.Schema
	compileErr  error
)

// compileAll compiles every embedded schema once; schemas may $ref each
// other by file name.
func compileAll() {
	c := jsonschema.NewCompiler()
	names, err := fs.Glob(schemas.Data, "data/*.schema.json")
	if err != nil {
		compileErr = err
		return
	}
	for _, n := range names {
		raw, err := schemas.Data.ReadFile(n)
		if err != nil {
			compileErr = err
			return
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			compileErr = fmt.Errorf("schemas/%s: %w", n, err)
			return
		}
		if err := c.AddResource(schemaURL(n), doc); err != nil {
			compileErr = fmt.Errorf("schemas/%s: %w", n, err)
			return
		}
	}
	compiled = map[string]*jsonschema.Schema{}
	for _, n := range names {
		s, err := c.Compile(schemaURL(n))
		if err != nil {
			compileErr = fmt.Errorf("schemas/%s: %w", n, err)
			return
		}
		compiled[kindOf(n)] = s
	}
}

func schemaURL(name string) string {
	return "https://vocedocs.local/schemas/" + strings.TrimPrefix(name, "data/")
}

func kindOf(name string) string {
	return strings.TrimSuffix(strings.TrimPrefix(name, "data/"), ".schema.json")
}

// Validate checks v (any Go value that marshals to JSON) against the schema
// schemas/data/<kind>.schema.json. The error names the JSON pointer of the
// first offending value.
func Validate(kind string, v any) error {
	compileOnce.Do(compileAll)
	if compileErr != nil {
		return compileErr
	}
	s, ok := compiled[kind]
	if !ok {
		return fmt.Errorf("no schema schemas/data/%s.schema.json", kind)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return ValidateJSON(kind, s, raw)
}

// ValidateJSON validates raw JSON bytes against an already compiled schema.
func ValidateJSON(kind string, s *jsonschema.Schema, raw []byte) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("%s: %w", kind, err)
	}
	if err := s.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if errorsAs(err, &ve) {
			return fmt.Errorf("%s does not match schemas/data/%s.schema.json: %s", kind, kind, Describe(ve))
		}
		return err
	}
	return nil
}

// ValidateRaw validates raw JSON bytes against schemas/data/<kind>.schema.json.
func ValidateRaw(kind string, raw []byte) error {
	compileOnce.Do(compileAll)
	if compileErr != nil {
		return compileErr
	}
	s, ok := compiled[kind]
	if !ok {
		return fmt.Errorf("no schema schemas/data/%s.schema.json", kind)
	}
	return ValidateJSON(kind, s, raw)
}

// Describe reduces a validation error tree to its deepest causes, each as
// "at /json/pointer: message" (RFC 6901 pointers), without repeats; the
// causes of every failed oneOf branch are listed, which is noisy but never
// hides the real one.
func Describe(ve *jsonschema.ValidationError) string {
	var leaves []string
	seen := map[string]bool{}
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			s := fmt.Sprintf("at %s: %s", pointer(e.InstanceLocation), e.ErrorKind.LocalizedString(english))
			if !seen[s] {
				seen[s] = true
				leaves = append(leaves, s)
			}
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	if len(leaves) > 3 {
		leaves = append(leaves[:3], fmt.Sprintf("and %d more", len(leaves)-3))
	}
	return strings.Join(leaves, "; ")
}

// pointer renders an instance location as an RFC 6901 JSON pointer.
func pointer(loc []string) string {
	var b strings.Builder
	for _, p := range loc {
		b.WriteByte('/')
		p = strings.ReplaceAll(p, "~", "~0")
		b.WriteString(strings.ReplaceAll(p, "/", "~1"))
	}
	if b.Len() == 0 {
		return "/"
	}
	return b.String()
}
