package openapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestLoadRejects runs testdata/load/bad.txtar: each document must fail
// with every line of its .want file in the message.
func TestLoadRejects(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/load/bad.txtar")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, f := range ar.Files {
		if strings.HasSuffix(f.Name, ".want") {
			want[strings.TrimSuffix(f.Name, ".want")] = string(f.Data)
		}
	}
	n := 0
	for _, f := range ar.Files {
		ext := path.Ext(f.Name)
		if ext == ".want" {
			continue
		}
		name := strings.TrimSuffix(f.Name, ext)
		t.Run(name, func(t *testing.T) {
			lines, ok := want[name]
			if !ok {
				t.Fatalf("no %s.want", name)
			}
			_, err := Parse("spec"+ext, f.Data)
			if err == nil {
				t.Fatal("loaded; want an error")
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is %T, want *openapi.Error: %v", err, err)
			}
			for _, line := range strings.Split(strings.TrimSpace(lines), "\n") {
				if !strings.Contains(err.Error(), line) {
					t.Errorf("error lacks\n\t%s\ngot\n\t%s", line, strings.ReplaceAll(err.Error(), "\n", "\n\t"))
				}
			}
		})
		n++
	}
	if n < 20 {
		t.Errorf("only %d cases in bad.txtar", n)
	}
}

// TestLoadAccepts loads each fixture in testdata/specs and checks what the
// loader read: version and operations in file order.
func TestLoadAccepts(t *testing.T) {
	for _, tc := range []struct {
		file    string
		version string
		ops     string // METHOD path, in file order
	}{
		{"petstore.yaml", "3.0.3", "GET /pets, POST /pets, GET /pets/{petId}, DELETE /pets/{petId}, POST /store/orders, GET /store/tree, GET /health"},
		{"tabs.json", "3.0.1", "GET /ping, PUT /users/{id}"},
		{"shapes-3.1.yaml", "3.1.0", "GET /shapes/{id}, PUT /shapes/{id}"},
		{"shapes-3.1.json", "3.1.0", "GET /shapes/{id}, PUT /shapes/{id}"},
		{"anchors.yaml", "3.0.3", "GET /a, GET /b"},
		{"path-refs-3.1.yaml", "3.1.0", "GET /items, POST /items, GET /things, POST /things"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			d, err := Load("testdata/specs/" + tc.file)
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != tc.version {
				t.Errorf("Version = %q, want %q", d.Version, tc.version)
			}
			if got := opList(d); got != tc.ops {
				t.Errorf("operations\n got %s\nwant %s", got, tc.ops)
			}
		})
	}
}

func opList(d *Doc) string {
	var ops []string
	for _, op := range d.ops {
		ops = append(ops, strings.ToUpper(op.method)+" "+op.path)
	}
	return strings.Join(ops, ", ")
}

// The same document as YAML and as JSON loads to the same model.
func TestLoadJSONEqualsYAML(t *testing.T) {
	y, err := Load("testdata/specs/shapes-3.1.yaml")
	if err != nil {
		t.Fatal(err)
	}
	j, err := Load("testdata/specs/shapes-3.1.json")
	if err != nil {
		t.Fatal(err)
	}
	if a, b := modelJSON(t, Build(y)), modelJSON(t, Build(j)); a != b {
		t.Errorf("YAML and JSON models differ:\n%s\n%s", a, b)
	}
}

// Content decides the format, not the extension.
func TestLoadSniffsFormat(t *testing.T) {
	data, err := os.ReadFile("testdata/specs/tabs.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse("spec.yaml", data); err != nil {
		t.Errorf("JSON named .yaml: %v", err)
	}
	if _, err := Parse("spec.json", []byte("openapi: 3.0.3\ninfo: {title: x, version: '1'}\npaths: {}\n")); err != nil {
		t.Errorf("YAML named .json: %v", err)
	}
}

// JSON that YAML parsers reject (tabs, "\/", surrogate pairs) still loads,
// with lines counted right.
func TestLoadJSONQuirks(t *testing.T) {
	d, err := Load("testdata/specs/tabs.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := d.root.Get("info").getText("title"); got != "Tabs / escapes 🚀" {
		t.Errorf("title = %q", got)
	}
	if got := d.root.Get("paths").Get("/ping").line; got != 5 {
		t.Errorf("/ping on line %d, want 5", got)
	}
	if got := d.root.at([]string{"components", "schemas", "Pong", "properties", "big", "example"}).str; got != "9223372036854775807" {
		t.Errorf("int64 example = %s, want the exact literal", got)
	}
}

func TestLoadMissingFile(t *testing.T) {
	if _, err := Load("testdata/specs/nope.yaml"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v, want not-exist", err)
	}
}

// Problems come out sorted by line, once each, capped in the message.
func TestErrorFormat(t *testing.T) {
	var ps []Problem
	for i := 30; i > 0; i-- {
		ps = append(ps, Problem{Line: i, Pointer: "/x", Message: "bad"}, Problem{Line: i, Pointer: "/x", Message: "bad"})
	}
	err := newError("f.yaml", ps).(*Error)
	if len(err.Problems) != 30 || err.Problems[0].Line != 1 {
		t.Fatalf("problems not sorted and de-duplicated: %d, first line %d", len(err.Problems), err.Problems[0].Line)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, "f.yaml:1: /x: bad\nf.yaml:2: /x: bad\n") || !strings.HasSuffix(msg, "f.yaml: and 10 more problems") {
		t.Errorf("message:\n%s", msg)
	}
}

func modelJSON(t *testing.T, m *Model) string {
	t.Helper()
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// Hostile input fails fast with a message instead of exhausting the
// machine: deep nesting, and an alias bomb (each level doubles).
func TestLoadHostile(t *testing.T) {
	bomb := "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\nx-0: &a0 [lol, lol]\n"
	for i := 1; i <= 40; i++ {
		bomb += fmt.Sprintf("x-%d: &a%d [*a%d, *a%d]\n", i, i, i-1, i-1)
	}
	for name, tc := range map[string]struct{ data, want string }{
		"deep JSON":  {strings.Repeat("[", 100000), "nesting deeper than"},
		"deep YAML":  {"openapi: " + strings.Repeat("[", 100000), "spec.yaml:1:"},
		"alias bomb": {bomb, "too many values"},
		"bad UTF-8":  {"openapi: 3.0.3\ninfo: \xff\n", "spec.yaml:2: the file is not valid UTF-8"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Parse("spec.yaml", []byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
