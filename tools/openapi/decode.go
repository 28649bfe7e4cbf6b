package openapi

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Decoding is the other half of Emit: the Markdown twins of the reference
// (tools/llms) are written from the operation artifacts, which a build
// that replays the API stage from its cache has only as bytes. An example
// decoded here keeps its keys in the order the document wrote them, as
// the page shows them.

// UnmarshalJSON reads any JSON value, keeping the order of object keys.
func (v *Value) UnmarshalJSON(raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	got, err := decodeValue(dec)
	if err != nil {
		return err
	}
	*v = *got
	return nil
}

func decodeValue(dec *json.Decoder) (*Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case nil:
		return newNull(), nil
	case bool:
		return newBool(t), nil
	case json.Number:
		return newNumber(string(t)), nil
	case string:
		return newString(t), nil
	case json.Delim:
		if t == '[' {
			arr := newArray()
			for dec.More() {
				item, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				arr.vals = append(arr.vals, item)
			}
			_, err := dec.Token() // ]
			return arr, err
		}
		obj := newObject()
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return nil, err
			}
			val, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			obj.set(key.(string), val)
		}
		_, err := dec.Token() // }
		return obj, err
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
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
