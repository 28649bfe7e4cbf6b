package pipeline

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/search"
)

var updateRecords = flag.Bool("update", false, "rewrite testdata/records-mini.golden.json from the current output")

const recordsGolden = "testdata/records-mini.golden.json"

// miniRecords runs the Go stage on a copy of the mini fixture site (edited
// by edit, if set) and returns the records file of each locale.
func miniRecords(t *testing.T, edit func(site string)) map[string][]search.Record {
	t.Helper()
	site := t.TempDir()
	if err := os.CopyFS(site, os.DirFS(filepath.Join("testdata", "mini"))); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(site)
	}
	repo := repoRoot()
	out := filepath.Join(site, "build", "data")
	if _, err := Data(Options{Root: site, Repo: repo, Out: out, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	recs := map[string][]search.Record{}
	for _, loc := range []string{"en", "zh-cn"} {
		r, err := search.ReadRecords(filepath.Join(out, "search", loc+".json"))
		if err != nil {
			t.Fatal(err)
		}
		recs[loc] = r
	}
	return recs
}

// The records of the mini site, both locales, as the pipeline writes them:
// docs pages under their sidebar category or "Documentation", API
// operations under "API" with their tag (or "API" without one) and
// docusaurus_tag "default". go test ./pipeline -run TestRecordsGolden -update
// rewrites the file after an intended change; review its diff.
func TestRecordsGolden(t *testing.T) {
	for _, k := range []string{"ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY"} {
		t.Setenv(k, "")
	}
	got, err := json.MarshalIndent(miniRecords(t, nil), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	if *updateRecords {
		if err := os.WriteFile(recordsGolden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(recordsGolden)
	if err != nil {
		t.Fatalf("%v (run go test ./pipeline -run TestRecordsGolden -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("records differ from %s at line %d:\n got %s\nwant %s\n(after an intended change: go test ./pipeline -run TestRecordsGolden -update, and review the diff)", recordsGolden, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("records differ from %s in length: %d lines, want %d (-update rewrites it)", recordsGolden, len(gl), len(wl))
	}
}

// objectIDs depend only on what a record says and where: a second build of
// the same input keeps every id (a push then changes nothing), and an edit
// to one paragraph changes that record's id alone.
func TestRecordIDsStable(t *testing.T) {
	first, again := miniRecords(t, nil), miniRecords(t, nil)
	const old, edited = "Welcome. Read", "Welcome aboard. Read"
	changed := miniRecords(t, func(site string) {
		p := filepath.Join(site, "content", "en", "index.md")
		raw, err := os.ReadFile(p)
		if err != nil || !bytes.Contains(raw, []byte(old)) {
			t.Fatalf("%s: no %q to edit (%v)", p, old, err)
		}
		if err := os.WriteFile(p, bytes.Replace(raw, []byte(old), []byte(edited), 1), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	for loc, recs := range first {
		if len(again[loc]) != len(recs) || len(changed[loc]) != len(recs) {
			t.Fatalf("%s: %d, %d and %d records", loc, len(recs), len(again[loc]), len(changed[loc]))
		}
		for i, r := range recs {
			if again[loc][i].ObjectID != r.ObjectID {
				t.Errorf("%s record %d: objectID %s in one build, %s in the next", loc, i, r.ObjectID, again[loc][i].ObjectID)
			}
			c := changed[loc][i]
			isEdited := c.Content != nil && strings.HasPrefix(*c.Content, edited)
			if isEdited == (c.ObjectID == r.ObjectID) {
				t.Errorf("%s record %d (%s): objectID %s before the edit, %s after", loc, i, c.URL, r.ObjectID, c.ObjectID)
			}
		}
	}
	n := 0
	for _, c := range changed["en"] {
		if c.Content != nil && strings.HasPrefix(*c.Content, edited) {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d records hold the edited paragraph, want 1", n)
	}
}
