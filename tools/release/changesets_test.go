package release

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseChangeset(t *testing.T) {
	cases := []struct {
		name, in string
		want     map[string]Bump
		summary  string
		err      string
	}{
		{"one package", "---\n\"@vocedocs/theme\": minor\n---\n\nAdds a prop.\n", map[string]Bump{"@vocedocs/theme": "minor"}, "Adds a prop.", ""},
		{"several, unquoted", "---\n'@vocedocs/theme': major\n\"@vocedocs/api-reference\": patch\n---\nText", map[string]Bump{"@vocedocs/theme": "major", "@vocedocs/api-reference": "patch"}, "Text", ""},
		{"windows line ends", "---\r\n\"a\": patch\r\n---\r\nFix.\r\n", map[string]Bump{"a": "patch"}, "Fix.", ""},
		{"empty front matter", "---\n---\n\nDocs only.\n", map[string]Bump{}, "Docs only.", ""},
		{"none is no release", "---\n\"a\": none\n---\nx", map[string]Bump{}, "x", ""},
		{"no front matter", "Just text.\n", nil, "", "no front matter"},
		{"unclosed", "---\n\"a\": patch\nText\n", nil, "", "no closing"},
		{"unknown bump", "---\n\"a\": huge\n---\n", nil, "", `bump "huge"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs, err := parseChangeset([]byte(c.in))
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("want an error with %q, got %v", c.err, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(cs.Releases, c.want) || cs.Summary != c.summary {
				t.Fatalf("got %v %q, want %v %q", cs.Releases, cs.Summary, c.want, c.summary)
			}
		})
	}
}

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBumps(t *testing.T) {
	pkgs := []Package{{Name: "@s/a"}, {Name: "@s/b"}, {Name: "@s/c"}, {Name: "other"}}
	cases := []struct {
		name, fixed string
		changesets  []string
		want        map[string]Bump
	}{
		{"independent: each its own", `[]`, []string{"---\n\"@s/a\": minor\n---\n", "---\n\"@s/b\": patch\n\"@s/a\": patch\n---\n"},
			map[string]Bump{"@s/a": "minor", "@s/b": "patch"}},
		{"fixed by name: the group takes the largest", `[["@s/a", "@s/b", "@s/c"]]`, []string{"---\n\"@s/a\": patch\n---\n", "---\n\"@s/c\": major\n---\n"},
			map[string]Bump{"@s/a": "major", "@s/b": "major", "@s/c": "major"}},
		{"fixed by glob, a package outside it", `[["@s/*"]]`, []string{"---\n\"@s/b\": minor\n\"other\": patch\n---\n"},
			map[string]Bump{"@s/a": "minor", "@s/b": "minor", "@s/c": "minor", "other": "patch"}},
		{"fixed, nothing pending", `[["@s/*"]]`, nil, map[string]Bump{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			files := map[string]string{".changeset/config.json": `{"fixed": ` + c.fixed + `}`, ".changeset/README.md": "# not a changeset\n"}
			for i, cs := range c.changesets {
				files[filepath.Join(".changeset", string(rune('a'+i))+".md")] = cs
			}
			writeFiles(t, root, files)
			pending, err := Pending(root)
			if err != nil {
				t.Fatal(err)
			}
			if len(pending) != len(c.changesets) {
				t.Fatalf("read %d changesets, want %d (the README is none)", len(pending), len(c.changesets))
			}
			got, err := Bumps(root, pkgs, pending)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
		})
	}
}
