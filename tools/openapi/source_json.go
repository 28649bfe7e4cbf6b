package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// parseJSON reads a JSON document into the nodes the YAML reader makes, so
// one converter builds the Values of both (duplicate keys, depth, numbers).
func parseJSON(data []byte) (*Value, []Problem) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	line, seen := 1, 0   // the line of data[seen]; tokens come in order
	here := func() int { // the last token's line
		offset := max(int(dec.InputOffset())-1, seen)
		line += bytes.Count(data[seen:offset], []byte("\n"))
		seen = offset
		return line
	}
	top := &yaml.Node{}       // holds the document's value
	open := []*yaml.Node{top} // the objects and arrays not closed yet
	for len(open) > 1 || len(top.Content) == 0 {
		tok, err := dec.Token()
		if err != nil {
			return nil, []Problem{jsonSyntax(err, data, here())}
		}
		n := &yaml.Node{Kind: yaml.ScalarNode, Line: here()}
		switch t := tok.(type) {
		case json.Delim: // Token reports a closing one that does not match as an error
			if t == '}' || t == ']' {
				open = open[:len(open)-1]
				continue
			}
			n.Kind = yaml.SequenceNode
			if t == '{' {
				n.Kind = yaml.MappingNode // Token hands over its keys and values in turn
			}
		case nil:
			n.Tag = "!!null"
		case bool:
			n.Tag, n.Value = "!!bool", strconv.FormatBool(t)
		case json.Number:
			n.Tag, n.Value = "!!float", string(t)
		case string:
			n.Tag, n.Value = "!!str", t
		}
		parent := open[len(open)-1]
		parent.Content = append(parent.Content, n)
		if n.Kind != yaml.ScalarNode {
			open = append(open, n)
		}
		if len(open) > maxDepth+1 { // say so before reading on to the end
			return nil, []Problem{{syntax: true, Line: n.Line, Message: fmt.Sprintf("nesting deeper than %d levels; flatten the document", maxDepth)}}
		}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, []Problem{{syntax: true, Line: here(), Message: "unexpected text after the end of the JSON document; remove it"}}
	}
	return convert(top.Content[0], len(data))
}

func jsonSyntax(err error, data []byte, here int) Problem {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		line := 1 + bytes.Count(data[:max(se.Offset-1, 0)], []byte("\n"))
		return Problem{syntax: true, Line: line, Message: "invalid JSON: " + se.Error() + "; fix the syntax (a missing comma, quote or bracket?)"}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return Problem{syntax: true, Line: 1 + bytes.Count(data, []byte("\n")), Message: "invalid JSON: the document ends too early; close every { and ["}
	}
	return Problem{syntax: true, Line: here, Message: "invalid JSON: " + err.Error()}
}
