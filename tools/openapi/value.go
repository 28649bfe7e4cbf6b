package openapi

import (
	"bytes"
	"encoding/json"
	"slices"
)

type valueKind uint8

const (
	nullKind valueKind = iota
	boolKind
	numberKind
	stringKind
	objectKind
	arrayKind
)

// Value is a JSON value that keeps the order its object keys were written
// in. The loaded document is a tree of Values (each knowing its source
// line), and example values in the output are Values too, so generated JSON
// follows the spec's order instead of Go's sorted map keys.
type Value struct {
	kind valueKind
	str  string   // string value, number literal, or "true"/"false"
	keys []string // object keys in order
	vals []*Value // object values (parallel to keys) or array items
	line int      // source line of the value's key (object member) or the value
}

func newObject() *Value { return &Value{kind: objectKind} }

func newString(s string) *Value { return &Value{kind: stringKind, str: s} }

func newNumber(lit string) *Value { return &Value{kind: numberKind, str: lit} }

func newNull() *Value { return &Value{kind: nullKind} }

func newArray(items ...*Value) *Value { return &Value{kind: arrayKind, vals: items} }

// Get returns the member key of an object, or nil.
func (v *Value) Get(key string) *Value {
	if i := v.find(key); i >= 0 {
		return v.vals[i]
	}
	return nil
}

// find is the position of key among an object's members, or -1.
func (v *Value) find(key string) int {
	if v == nil || v.kind != objectKind {
		return -1
	}
	return slices.Index(v.keys, key)
}

// set adds or replaces a member, keeping the first position of the key.
func (v *Value) set(key string, val *Value) {
	if i := v.find(key); i >= 0 {
		v.vals[i] = val
		return
	}
	v.keys = append(v.keys, key)
	v.vals = append(v.vals, val)
}

func (v *Value) isObject() bool { return v != nil && v.kind == objectKind }
func (v *Value) isArray() bool  { return v != nil && v.kind == arrayKind }
func (v *Value) isString() bool { return v != nil && v.kind == stringKind }

// text is the string value, or "" for anything that is not a string.
func (v *Value) text() string {
	if v == nil || v.kind != stringKind {
		return ""
	}
	return v.str
}

// getText is the string member key of an object, or "".
func (v *Value) getText(key string) string { return v.Get(key).text() }

// getBool is the boolean member key of an object; false when absent.
func (v *Value) getBool(key string) bool {
	m := v.Get(key)
	return m != nil && m.kind == boolKind && m.str == "true"
}

// number is the literal of a number value, or "".
func (v *Value) number() json.Number {
	if v == nil || v.kind != numberKind {
		return ""
	}
	return json.Number(v.str)
}

// items is the array items, or nil.
func (v *Value) items() []*Value {
	if v == nil || v.kind != arrayKind {
		return nil
	}
	return v.vals
}

// MarshalJSON writes the value with object keys in their original order.
func (v *Value) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	v.write(&b)
	return b.Bytes(), nil
}

func (v *Value) write(b *bytes.Buffer) {
	if v == nil {
		b.WriteString("null")
		return
	}
	switch v.kind {
	case nullKind:
		b.WriteString("null")
	case boolKind, numberKind:
		b.WriteString(v.str)
	case stringKind:
		writeString(b, v.str)
	case objectKind:
		b.WriteByte('{')
		for i, k := range v.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, k)
			b.WriteByte(':')
			v.vals[i].write(b)
		}
		b.WriteByte('}')
	case arrayKind:
		b.WriteByte('[')
		for i, x := range v.vals {
			if i > 0 {
				b.WriteByte(',')
			}
			x.write(b)
		}
		b.WriteByte(']')
	}
}

func writeString(b *bytes.Buffer, s string) {
	raw, _ := json.Marshal(s) // never fails for a string
	b.Write(raw)
}

// clone copies v deeply (without source lines), so a change to the copy
// leaves the document as it was.
func (v *Value) clone() *Value {
	raw, _ := v.MarshalJSON()
	c, _ := parseJSON(raw) // reads back what MarshalJSON writes
	return c
}
