package openapi

import (
	"encoding/json"
	"errors"
)

// Decoding is the other half of writing the pages: the Markdown twins of the reference
// (tools/llms) are written from the operation artifacts, which a build
// that replays the API stage from its cache has only as bytes. An example
// decoded here keeps its keys in the order the document wrote them, as
// the page shows them.

// UnmarshalJSON reads any JSON value, keeping the order of object keys,
// with the reader of JSON documents.
func (v *Value) UnmarshalJSON(raw []byte) error {
	got, problems := parseJSON(raw)
	if len(problems) > 0 {
		return errors.New(problems[0].Message)
	}
	*v = *got
	return nil
}

// UnmarshalJSON reads additionalProperties as MarshalJSON writes it: a
// boolean, or a schema (which allows additional properties of that shape).
func (a *Additional) UnmarshalJSON(raw []byte) error {
	var allowed bool
	if json.Unmarshal(raw, &allowed) == nil {
		*a = Additional{Allowed: allowed}
		return nil
	}
	var s Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return err
	}
	*a = Additional{Allowed: true, Schema: &s}
	return nil
}
