package config

import (
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

var (
	yamlLine     = regexp.MustCompile(`line (\d+): `)
	unknownField = regexp.MustCompile(`^field (\S+) not found in type`)
	// yaml.v3 quotes the value (cut to 7 characters and "...") when it is a scalar.
	wrongType = regexp.MustCompile("^cannot unmarshal !!(\\w+)(?: `(.*?)(\\.\\.\\.)?`)? into (\\S+)")
)

// yamlError rewrites yaml.v3's "yaml: line 3: …" into "path:3: …". When
// the file parsed as YAML (root is not nil), an unknown key or a value of
// the wrong type is told with its dotted key, as validation errors are.
func yamlError(path string, root *yaml.Node, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	msg = strings.SplitN(msg, "\n", 2)[0]
	m := yamlLine.FindStringSubmatch(msg)
	if m == nil {
		return fmt.Errorf("%s: %s", path, msg)
	}
	line, _ := strconv.Atoi(m[1])
	msg = yamlLine.ReplaceAllString(msg, "")
	if root != nil {
		if u := unknownField.FindStringSubmatch(msg); u != nil {
			if key, ok := keyAt(root, line, u[1], "", false); ok {
				return fmt.Errorf("%s:%d: key %q is not a known key%s", path, line, key, knownKeys(key))
			}
		}
		if w := wrongType.FindStringSubmatch(msg); w != nil {
			if key, ok := keyAt(root, line, "", w[2], w[3] != ""); ok {
				return fmt.Errorf("%s:%d: key %q: want %s, got %s (fix the YAML at that line)", path, line, key, goKind(w[4]), yamlKind(w[1], w[2], w[3] != ""))
			}
		}
	}
	return fmt.Errorf("%s:%d: %s (fix the YAML at that line)", path, line, msg)
}

// keyAt finds the dotted key of a node on the given line: the key called
// name (an unknown key), else the one whose scalar value is value (or
// starts with it, when yaml.v3 cut it short), else the first key whose
// value is a list or mapping there (the deepest).
func keyAt(root *yaml.Node, line int, name, value string, cut bool) (string, bool) {
	var found, fallback string
	same := func(v *yaml.Node) bool {
		return v.Line == line && v.Kind == yaml.ScalarNode && (v.Value == value || cut && strings.HasPrefix(v.Value, value))
	}
	var walk func(n *yaml.Node, key string)
	walk = func(n *yaml.Node, key string) {
		if found != "" {
			return
		}
		switch n.Kind {
		case yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c, key)
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				sub := join(key, k.Value)
				if name != "" && k.Line == line && k.Value == name || name == "" && same(v) {
					found = sub
					return
				}
				if name == "" && v.Line == line && v.Kind != yaml.ScalarNode {
					fallback = sub // the deepest one: walked later
				}
				walk(v, sub)
			}
		case yaml.SequenceNode:
			for i, c := range n.Content {
				sub := join(key, strconv.Itoa(i))
				if name == "" && same(c) {
					found = sub
					return
				}
				walk(c, sub)
			}
		}
	}
	walk(root, "")
	if found == "" {
		found = fallback
	}
	return found, found != ""
}

func join(key, part string) string {
	if key == "" {
		return part
	}
	return key + "." + part
}

// knownKeys lists the keys the mapping holding key accepts.
func knownKeys(key string) string {
	t := reflect.TypeOf(Site{})
	parts := strings.Split(key, ".")
	for _, part := range parts[:len(parts)-1] {
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		switch t.Kind() {
		case reflect.Slice, reflect.Map:
			t = t.Elem()
		case reflect.Struct:
			f, ok := fieldByTag(t, part)
			if !ok {
				return ""
			}
			t = f.Type
		}
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return ""
	}
	var names []string
	for i := 0; i < t.NumField(); i++ {
		if name := yamlName(t.Field(i)); name != "-" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return " (known keys here: " + strings.Join(names, ", ") + ")"
}

func fieldByTag(t reflect.Type, name string) (reflect.StructField, bool) {
	for i := 0; i < t.NumField(); i++ {
		if yamlName(t.Field(i)) == name {
			return t.Field(i), true
		}
	}
	return reflect.StructField{}, false
}

func yamlName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return name
}

// goKind says in YAML words what a Go type wants.
func goKind(t string) string {
	switch {
	case t == "bool":
		return "true or false"
	case t == "string":
		return "a text"
	case strings.HasPrefix(t, "float") || strings.HasPrefix(t, "int") || strings.HasPrefix(t, "uint"):
		return "a number"
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case t == "config.Localized":
		return "one text per locale ({ en: …, zh-cn: … })"
	}
	return "a mapping of keys"
}

// yamlKind says what the file holds, quoting a scalar.
func yamlKind(tag, value string, cut bool) string {
	if cut {
		value += "…"
	}
	switch tag {
	case "seq":
		return "a list"
	case "map":
		return "a mapping"
	case "str":
		return fmt.Sprintf("the text %q", value)
	case "int", "float":
		return "the number " + value
	case "bool":
		return value
	case "null":
		return "nothing"
	}
	return value
}
