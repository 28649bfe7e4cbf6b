package yamlfile

import (
	"errors"
	"strings"
	"testing"
)

type label map[string]string

type doc struct {
	Title   string   `yaml:"title"`
	Order   *float64 `yaml:"order"`
	Draft   bool     `yaml:"draft"`
	Tags    []string `yaml:"tags"`
	Label   label    `yaml:"label"`
	Items   []item   `yaml:"items"`
	Skipped string   `yaml:"-"`
}

type item struct {
	Name string `yaml:"name"`
	On   bool   `yaml:"on"`
}

func TestDecodeTellsTheLineAndKey(t *testing.T) {
	cases := []struct {
		name, yaml string
		line       int
		key, msg   string
	}{
		{"unknown key", "title: a\ncolour: red\n", 2, "colour", `key "colour" is not a known key (known keys here: draft, items, label, order, tags, title)`},
		{"unknown key in a list item", "items:\n  - name: a\n  - name: b\n    off: true\n", 4, "items.1.off", `key "items.1.off" is not a known key (known keys here: name, on)`},
		{"text for a flag, quoted whole", "draft: sometimes-yes\n", 1, "draft", `key "draft": want true or false, got the text "sometimes-yes"`},
		{"flag in a flow mapping", "items: [{ name: a, on: maybe }]\n", 1, "items.0.on", `key "items.0.on": want true or false, got the text "maybe"`},
		{"list for a text", "title: [a, b]\n", 1, "title", `key "title": want a text, got a list`},
		{"number for a list", "\n\ntags: 3\n", 3, "tags", `key "tags": want a list, got the number 3`},
		{"text for a number", "order: ten\n", 1, "order", `key "order": want a number, got the text "ten"`},
		{"text for a text per locale", "label: More\n", 1, "label", `key "label": want one text per locale ({ en: …, zh-cn: … }), got the text "More"`},
		{"invalid YAML", "title: a\norder: b: c\n", 2, "", "mapping values are not allowed in this context"},
		{"invalid YAML on the first line", "title: [a\n", 1, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var d doc
			_, err := Decode([]byte(c.yaml), &d)
			var ye *Error
			if !errors.As(err, &ye) {
				t.Fatalf("error %v, want a *yamlfile.Error", err)
			}
			if ye.Line != c.line || ye.Key != c.key || !strings.HasPrefix(ye.Msg, c.msg) {
				t.Errorf("got line %d, key %q, %q\nwant line %d, key %q, %q…", ye.Line, ye.Key, ye.Msg, c.line, c.key, c.msg)
			}
		})
	}
}

func TestDecodeFillsTheValue(t *testing.T) {
	var d doc
	src := "title: T\norder: 2\ndraft: true\ntags: [a]\nlabel: { en: A, zh-cn: 甲 }\nitems:\n  - &x { name: n, on: false }\n  - *x\nempty:\n"
	_, err := Decode([]byte(strings.Replace(src, "empty:\n", "", 1)), &d)
	if err != nil {
		t.Fatal(err)
	}
	if d.Title != "T" || *d.Order != 2 || !d.Draft || d.Tags[0] != "a" || d.Label["zh-cn"] != "甲" || len(d.Items) != 2 || d.Items[1].Name != "n" {
		t.Errorf("decoded %+v", d)
	}
	// A null leaves the field alone, and an empty document the whole value.
	if _, err := Decode([]byte("order: ~\n"), &d); err != nil || d.Title != "T" {
		t.Errorf("null: %v %+v", err, d)
	}
	if _, err := Decode(nil, &d); err != nil {
		t.Errorf("empty: %v", err)
	}
}
