package openapi

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"

	"vocedocs/tools/yamlfile"
)

// jsonNumber matches the number syntax JSON accepts, so YAML numbers in that
// form keep their exact literal (int64 limits, many decimals).
var jsonNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// yamlReader converts yaml.v3 nodes (of YAML or JSON) into Values, expanding
// aliases and merge keys, with a budget so an alias bomb cannot eat the
// machine.
type yamlReader struct {
	problems  []Problem
	budget    int
	expanding map[*yaml.Node]bool
}

func parseYAML(data []byte) (*Value, []Problem) {
	root, err := yamlfile.Parse(data)
	var ye *yamlfile.Error
	if errors.As(err, &ye) {
		return nil, []Problem{{syntax: true, Line: ye.Line, Message: "invalid YAML: " + ye.Msg + "; check indentation, quotes and colons (tabs cannot indent YAML)"}}
	}
	if root == nil {
		return nil, []Problem{{syntax: true, Line: 1, Message: "the file holds no YAML document; write an OpenAPI document (openapi, info, paths)"}}
	}
	return convert(root, len(data))
}

// convert makes the Values of a document of size bytes.
func convert(root *yaml.Node, size int) (*Value, []Problem) {
	r := &yamlReader{budget: 64*size + 4096, expanding: map[*yaml.Node]bool{}}
	v := r.convert(root, root.Line, 0)
	if len(r.problems) > 0 {
		return nil, r.problems
	}
	return v, nil
}

func (r *yamlReader) fail(line int, format string, args ...any) {
	if len(r.problems) < 50 {
		r.problems = append(r.problems, Problem{syntax: true, Line: line, Message: fmt.Sprintf(format, args...)})
	}
}

func (r *yamlReader) convert(n *yaml.Node, line, depth int) *Value {
	r.budget--
	if r.budget < 0 {
		if r.budget == -1 {
			r.fail(n.Line, "the document expands to too many values (YAML aliases?); write it out without nested aliases")
		}
		return newNull()
	}
	if depth > maxDepth {
		r.fail(n.Line, "nesting deeper than %d levels; flatten the document", maxDepth)
		r.budget = -2
		return newNull()
	}
	switch n.Kind { // yamlfile.Parse hands over the document's content, never the document node
	case yaml.AliasNode:
		if n.Alias == nil || r.expanding[n.Alias] {
			r.fail(n.Line, "alias *%s refers to a value that contains it; YAML aliases cannot loop", n.Value)
			return newNull()
		}
		r.expanding[n.Alias] = true
		v := r.convert(n.Alias, line, depth)
		delete(r.expanding, n.Alias)
		return v
	case yaml.SequenceNode:
		arr := &Value{kind: arrayKind, line: line}
		for _, c := range n.Content {
			arr.vals = append(arr.vals, r.convert(c, c.Line, depth+1))
		}
		return arr
	case yaml.MappingNode:
		return r.mapping(n, line, depth)
	}
	return r.scalar(n, line) // the one kind left
}

func (r *yamlReader) mapping(n *yaml.Node, line, depth int) *Value {
	obj := &Value{kind: objectKind, line: line}
	explicit := map[string]int{} // key → line where written
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		for k.Kind == yaml.AliasNode && k.Alias != nil {
			k = k.Alias
		}
		if k.Kind != yaml.ScalarNode {
			r.fail(k.Line, "a mapping key must be a plain string; quote it")
			continue
		}
		if k.Tag == "!!merge" {
			r.merge(obj, explicit, val, depth)
			continue
		}
		if first, dup := explicit[k.Value]; dup {
			r.fail(k.Line, "key %q appears twice in one object (first at line %d); keep one", k.Value, first)
			continue
		}
		explicit[k.Value] = k.Line
		obj.set(k.Value, r.convert(val, k.Line, depth+1))
	}
	return obj
}

// merge applies a YAML merge key (<<: *base or <<: [*a, *b]): merged keys
// never override keys written in the mapping itself.
func (r *yamlReader) merge(obj *Value, explicit map[string]int, val *yaml.Node, depth int) {
	src := r.convert(val, val.Line, depth+1)
	var sources []*Value
	switch src.kind {
	case objectKind:
		sources = []*Value{src}
	case arrayKind:
		sources = src.vals
	}
	for _, s := range sources {
		if s.kind != objectKind {
			r.fail(val.Line, "a merge key (<<) takes a mapping or a list of mappings")
			return
		}
		for i, k := range s.keys {
			if _, mine := explicit[k]; mine || obj.find(k) >= 0 {
				continue
			}
			obj.set(k, s.vals[i])
		}
	}
}

func (r *yamlReader) scalar(n *yaml.Node, line int) *Value {
	v := &Value{line: line}
	switch n.Tag {
	case "!!null":
		v.kind = nullKind
	case "!!bool":
		var b bool
		if err := n.Decode(&b); err != nil {
			r.fail(n.Line, "%q is not a boolean; write true or false", n.Value)
		}
		v.kind, v.str = boolKind, strconv.FormatBool(b)
	case "!!int", "!!float":
		v.kind, v.str = numberKind, n.Value
		if jsonNumber.MatchString(n.Value) {
			break
		}
		var x any // int, int64, uint64 or float64: yaml.v3 reads 0x1F, 1_000, +5 and .5
		err := n.Decode(&x)
		if f, isFloat := x.(float64); err != nil || isFloat && (math.IsInf(f, 0) || math.IsNaN(f)) {
			r.fail(n.Line, "%s is not a number JSON can hold; quote it to make it a string", n.Value)
			v.kind = stringKind
			break
		}
		v.str = fmt.Sprint(x) // floats in the shortest form that reads back the same
	default: // !!str, !!timestamp, !!binary and custom tags keep their text
		v.kind, v.str = stringKind, n.Value
	}
	return v
}
