package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

type jsonReader struct {
	dec   *json.Decoder
	lines lineIndex
}

func parseJSON(data []byte) (*Value, []Problem) {
	r := &jsonReader{dec: json.NewDecoder(bytes.NewReader(data)), lines: newLineIndex(data)}
	r.dec.UseNumber()
	tok, err := r.dec.Token()
	if err != nil {
		return nil, []Problem{*r.syntax(err)}
	}
	v, p := r.value(tok, 0)
	if p != nil {
		return nil, []Problem{*p}
	}
	if _, err := r.dec.Token(); err != io.EOF {
		return nil, []Problem{{syntax: true, Line: r.here(), Message: "unexpected text after the end of the JSON document; remove it"}}
	}
	return v, nil
}

// here is the line of the last token read.
func (r *jsonReader) here() int { return r.lines.line(max(r.dec.InputOffset()-1, 0)) }

func (r *jsonReader) syntax(err error) *Problem {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		return &Problem{syntax: true, Line: r.lines.line(max(se.Offset-1, 0)), Message: "invalid JSON: " + se.Error() + "; fix the syntax (a missing comma, quote or bracket?)"}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &Problem{syntax: true, Line: len(r.lines), Message: "invalid JSON: the document ends too early; close every { and ["}
	}
	return &Problem{syntax: true, Line: r.here(), Message: "invalid JSON: " + err.Error()}
}

func (r *jsonReader) value(tok json.Token, depth int) (*Value, *Problem) {
	line := r.here()
	if depth > maxDepth {
		return nil, &Problem{syntax: true, Line: line, Message: fmt.Sprintf("nesting deeper than %d levels; flatten the document", maxDepth)}
	}
	switch t := tok.(type) {
	case nil:
		return &Value{kind: nullKind, line: line}, nil
	case bool:
		return &Value{kind: boolKind, str: fmt.Sprint(t), line: line}, nil
	case json.Number:
		return &Value{kind: numberKind, str: string(t), line: line}, nil
	case string:
		return &Value{kind: stringKind, str: t, line: line}, nil
	}
	// '[' or '{': Token reports a closing one that does not match as an error.
	v := &Value{kind: arrayKind, line: line}
	if tok == json.Delim('{') {
		v.kind = objectKind
	}
	for {
		tok, err := r.dec.Token()
		if err != nil {
			return nil, r.syntax(err)
		}
		if tok == json.Delim(']') || tok == json.Delim('}') {
			return v, nil
		}
		key, itemLine := "", r.here() // an object member's line is its key's
		if v.kind == objectKind {
			key, _ = tok.(string) // Token hands over keys as strings
			if first := v.Get(key); first != nil {
				return nil, &Problem{syntax: true, Line: itemLine, Message: fmt.Sprintf("key %q appears twice in one object (first at line %d); keep one", key, first.line)}
			}
			if tok, err = r.dec.Token(); err != nil {
				return nil, r.syntax(err)
			}
		}
		item, p := r.value(tok, depth+1)
		if p != nil {
			return nil, p
		}
		item.line = itemLine
		if v.kind == objectKind {
			v.keys = append(v.keys, key)
		}
		v.vals = append(v.vals, item)
	}
}
