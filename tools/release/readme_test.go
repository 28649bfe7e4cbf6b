package release

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExamples(t *testing.T) {
	fence := "```"
	cases := []struct {
		name, md string
		want     map[string]string
		err      string
	}{
		{"two examples, other blocks left alone",
			"# lib\n\n" + fence + "sh\nnpm i lib\n" + fence + "\n\n<!-- example: A.tsx -->\n" + fence + "tsx\nexport const a = 1;\n" + fence + "\n\ntext\n\n<!-- example: head.html -->\n\n" + fence + "html\n<script></script>\n" + fence + "\n",
			map[string]string{"A.tsx": "export const a = 1;\n", "head.html": "<script></script>\n"}, ""},
		{"no example", "# lib\n", nil, "no example"},
		{"a mark without a block", "<!-- example: A.tsx -->\nSome text.\n", nil, "not followed by a code block"},
		{"a block never closed", "<!-- example: A.tsx -->\n" + fence + "tsx\nexport const a = 1;\n", nil, "never closed"},
		{"two examples of one name", "<!-- example: A.tsx -->\n" + fence + "tsx\n1\n" + fence + "\n<!-- example: A.tsx -->\n" + fence + "tsx\n2\n" + fence + "\n", nil, "two examples"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := examples(c.md)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("want an error with %q, got %v", c.err, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("%s: got %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

// TestWriteConsumer lays out the consumer app from the repository's own
// READMEs and template: every README gives an example, and the head
// script is in index.html.
func TestWriteConsumer(t *testing.T) {
	root := repoRoot()
	pkgs, err := Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := writeConsumer(root, dir, pkgs); err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		ex, err := Examples(filepath.Join(root, p.Dir, "README.md"))
		if err != nil {
			t.Errorf("%s: %v", p.Dir, err)
		}
		for name := range ex {
			if _, err := os.Stat(filepath.Join(dir, "src", "examples", name)); err != nil && name != "head.html" {
				t.Errorf("%s's example %s is not in src/examples", p.Name, name)
			}
		}
	}
	index, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if strings.Contains(string(index), "<!--head-->") || !strings.Contains(string(index), "data-theme") {
		t.Errorf("index.html did not get the theme's head script:\n%s", index)
	}
}
