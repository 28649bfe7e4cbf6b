// Package yamlfile decodes a YAML document into a Go value and tells every
// problem at its line: invalid YAML, a key the value has no field for, and
// a value of the wrong kind, each with the dotted key it sits under. It
// reads the document as a yaml.Node and compares the nodes with the Go
// type, so the line and the key come from the nodes, not from yaml.v3's
// messages.
package yamlfile

import (
	"cmp"
	"fmt"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Error is a problem at a line of the document (1 for its first).
type Error struct {
	Line int
	// Key is the dotted key the problem is under ("widget.autoReg",
	// "locales.0.default"); empty for invalid YAML.
	Key string
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// syntaxLine is where yaml.v3 puts the line of invalid YAML: its parser
// errors carry no position but this text, and it leaves the line out when
// the problem is on the first line.
var syntaxLine = regexp.MustCompile(`^yaml: line (\d+): `)

// Parse reads data as one YAML document. An empty document gives a nil
// node and no error.
func Parse(data []byte) (*yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		line := 1
		if m := syntaxLine.FindStringSubmatch(err.Error()); m != nil {
			line, _ = strconv.Atoi(m[1])
		}
		msg := syntaxLine.ReplaceAllString(err.Error(), "")
		return nil, &Error{Line: line, Msg: strings.TrimPrefix(msg, "yaml: ")}
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	return doc.Content[0], nil
}

// Decode parses data and decodes it into v, a pointer, after checking each
// node against v's type; the first problem, in document order, is the
// error. It returns the document's root node (nil, leaving v as it is,
// for an empty document), where callers find the lines of later problems.
func Decode(data []byte, v any) (*yaml.Node, error) {
	root, err := Parse(data)
	if err != nil || root == nil {
		return nil, err
	}
	if err := check(root, reflect.TypeOf(v).Elem(), ""); err != nil {
		return nil, err
	}
	if err := root.Decode(v); err != nil {
		return nil, &Error{Line: root.Line, Msg: err.Error()}
	}
	return root, nil
}

// check compares node n, found under key, with the Go type t.
func check(n *yaml.Node, t reflect.Type, key string) error {
	for n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if n.Tag == "!!null" || t.Kind() == reflect.Interface {
		return nil
	}
	wrong := func() error {
		return &Error{Line: n.Line, Key: key, Msg: fmt.Sprintf("key %q: want %s, got %s", key, want(t), got(n))}
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return wrong()
		}
		known := fields(t)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			sub := join(key, k.Value)
			ft, ok := known[k.Value]
			if !ok {
				keys := slices.Sorted(maps.Keys(known))
				return &Error{Line: k.Line, Key: sub, Msg: fmt.Sprintf("key %q is not a known key (known keys here: %s)", sub, strings.Join(keys, ", "))}
			}
			if err := check(val, ft, sub); err != nil {
				return err
			}
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return wrong()
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			if err := check(n.Content[i+1], t.Elem(), join(key, n.Content[i].Value)); err != nil {
				return err
			}
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return wrong()
		}
		for i, c := range n.Content {
			if err := check(c, t.Elem(), join(key, strconv.Itoa(i))); err != nil {
				return err
			}
		}
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
			return wrong()
		}
	case reflect.Float64:
		if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
			return wrong()
		}
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			return wrong()
		}
	}
	return nil
}

func join(key, part string) string {
	if key == "" {
		return part
	}
	return key + "." + part
}

// fields maps the YAML keys a struct accepts (its fields' yaml tag names)
// to the fields' types.
func fields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for f := range t.Fields() {
		tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		name := cmp.Or(tag, strings.ToLower(f.Name))
		if f.IsExported() && name != "-" {
			out[name] = f.Type
		}
	}
	return out
}

// want says in YAML words what a Go type takes.
func want(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a text"
	case reflect.Slice:
		return "a list"
	case reflect.Map:
		if t.Key().Kind() == reflect.String && t.Elem().Kind() == reflect.String {
			return "one text per locale ({ en: …, zh-cn: … })"
		}
		return "a mapping of keys"
	case reflect.Struct:
		return "a mapping of keys"
	}
	return "a number"
}

// got says what the document holds, quoting a scalar.
func got(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	}
	switch n.Tag {
	case "!!int", "!!float":
		return "the number " + n.Value
	case "!!bool":
		return n.Value
	}
	return fmt.Sprintf("the text %q", n.Value)
}

// Line finds the line of a dotted key ("footer.columns.0.title") under
// root, falling back to the deepest key that exists (1 for none).
func Line(n *yaml.Node, key string) int {
	line := 1
	for _, part := range strings.Split(key, ".") {
		if n == nil {
			return line
		}
		var next *yaml.Node
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == part {
					line = n.Content[i].Line
					next = n.Content[i+1]
				}
			}
		case yaml.SequenceNode:
			if idx, err := strconv.Atoi(part); err == nil && idx >= 0 && idx < len(n.Content) {
				next = n.Content[idx]
				line = next.Line
			}
		}
		n = next
	}
	return line
}
