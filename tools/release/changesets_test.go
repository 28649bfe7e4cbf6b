package release

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

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

// TestReadPlan reads the fixture's pending changesets through Changesets:
// the fixed group takes its largest bump, the README is no changeset, and
// a changeset that does not parse is named with its file.
func TestReadPlan(t *testing.T) {
	root := releaseFixture(t)
	writeFiles(t, root, map[string]string{
		".changeset/README.md": "# not a changeset\n",
		".changeset/fix.md":    "---\n\"@fx/a\": patch\n---\n\nFixes a.\n",
		".changeset/break.md":  "---\n'@fx/b': major\n---\nBreaks b.\n",
	})
	plan, err := ReadPlan(root)
	if err != nil {
		t.Fatal(err)
	}
	want := Plan{Changesets: 2, Bumps: map[string]Bump{"@fx/a": "major", "@fx/b": "major"}}
	if !reflect.DeepEqual(plan, want) {
		t.Errorf("got %+v, want %+v", plan, want)
	}

	for body, why := range map[string]string{
		"---\n\"@fx/a\": huge\n---\nx\n": `invalid version type "huge"`,
		"Just text.\n":                   "missing or invalid frontmatter",
	} {
		writeFiles(t, root, map[string]string{".changeset/bad.md": body})
		_, err := ReadPlan(root)
		if err == nil || !strings.Contains(err.Error(), ".changeset/bad.md: ") || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: want an error naming .changeset/bad.md and saying %q, got %v", body, why, err)
		}
	}
}
