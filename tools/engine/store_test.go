package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

func TestFileNames(t *testing.T) {
	for _, name := range []string{"voce", "voce_tmp_1700000000", "docs fr", "ünï.côdé", "a%2F", ".hidden", "-x"} {
		fn := fileName(name)
		back, ok := nameFromFile(fn)
		if !ok || back != name {
			t.Errorf("%q → %q → %q %v", name, fn, back, ok)
		}
	}
	for _, fn := range []string{".tmp-voce.json-123", "voce.txt", "%zz.json", "a%2.json", ".json", "A%2f.json"} {
		if name, ok := nameFromFile(fn); ok {
			t.Errorf("%q taken for index %q", fn, name)
		}
	}
}

func TestPersistence(t *testing.T) {
	dir := t.TempDir()
	e := newTestEngine(t, dir)
	if err := e.LoadRecords("voce", fixture(), testSettings()); err != nil {
		t.Fatal(err)
	}
	call(t, e, "PUT", "/1/indexes/other%20index/settings", map[string]any{"customRanking": []string{"asc(n)"}}, testAdmin)
	call(t, e, "POST", "/1/indexes/other%20index/batch",
		`{"requests":[{"action":"addObject","body":{"objectID":"x","n":2,"big":12345678901234567890}}]}`, testAdmin)
	before := ids(runQuery(t, e, "反向代理", noDistinct))
	e.Close()
	// A killed process may leave temporary files behind.
	if err := os.WriteFile(filepath.Join(dir, ".tmp-voce.json-42"), []byte("{half"), 0o644); err != nil {
		t.Fatal(err)
	}

	e2 := newTestEngine(t, dir)
	if after := ids(runQuery(t, e2, "反向代理", noDistinct)); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("after reopen %v, before %v", after, before)
	}
	code, s := call(t, e2, "GET", "/1/indexes/other%20index/settings", nil, testAdmin)
	if code != 200 || fmt.Sprint(s["customRanking"]) != "[asc(n)]" {
		t.Fatalf("settings after reopen: %d %v", code, s)
	}
	req := "/1/indexes/other%20index/x"
	if code, o := call(t, e2, "GET", req, nil, testAdmin); code != 200 || fmt.Sprint(o["big"]) != "1.2345678901234567e+19" {
		t.Fatalf("object after reopen: %d %v", code, o)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "other%20index.json"))
	if !containsBytes(raw, "12345678901234567890") {
		t.Fatalf("numbers must be stored exactly: %s", raw)
	}
	names := dirNames(t, dir)
	if fmt.Sprint(names) != "[other%20index.json voce.json]" {
		t.Fatalf("files %v", names)
	}

	// A move renames the source file over the destination.
	call(t, e2, "POST", "/1/indexes/other%20index/operation", map[string]any{"operation": "move", "destination": "voce"}, testAdmin)
	if names := dirNames(t, dir); fmt.Sprint(names) != "[voce.json]" {
		t.Fatalf("files after move %v", names)
	}
	e2.Close()
	e3 := newTestEngine(t, dir)
	if got := ids(runQuery(t, e3, "", nil)); fmt.Sprint(got) != "[x]" {
		t.Fatalf("moved index after reopen: %v", got)
	}
	// The build's records replace a pushed index at start (documented on
	// LoadRecords).
	if err := e3.LoadRecords("voce", fixture(), testSettings()); err != nil {
		t.Fatal(err)
	}
	e3.Close()
	e4 := newTestEngine(t, dir)
	if n := runQuery(t, e4, "", noDistinct)["nbHits"].(float64); int(n) != len(fixture()) {
		t.Fatalf("after LoadRecords and reopen: %v hits", n)
	}
}

func containsBytes(b []byte, s string) bool { return strings.Contains(string(b), s) }

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	sort.Strings(out)
	return out
}

func TestOpenRejectsCorruptIndex(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "voce.json"), []byte(`{"settings":{"customRanking":"nope"},"records":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir, Options{}); err == nil {
		t.Fatal("bad settings accepted")
	}
	if err := os.WriteFile(filepath.Join(dir, "voce.json"), []byte(`{"records":[{"objectID":"a"},{"objectID":"a"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// Records are decoded on first use: the error names the file.
	code, out := call(t, e, "POST", "/1/indexes/voce/query", `{}`, "")
	if code != 500 || !containsBytes([]byte(out["message"].(string)), "duplicate objectID") {
		t.Fatalf("%d %v", code, out)
	}
}

// Searches keep working, and see either the old or the new records, while
// writes replace the index.
func TestConcurrentSearchAndWrites(t *testing.T) {
	e := newTestEngine(t, t.TempDir())
	e.warmDelay = 0
	a, b := fixture(), fixture()[:5]
	if err := e.LoadRecords("voce", a, testSettings()); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	errs := make(chan error, 8)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				code, out := call(t, e, "POST", "/1/indexes/voce/query", `{"query":"","distinct":false}`, testSearch)
				if code != 200 {
					errs <- fmt.Errorf("status %d: %v", code, out)
					return
				}
				if n := int(out["nbHits"].(float64)); n != len(a) && n != len(b) {
					errs <- fmt.Errorf("saw %d records", n)
					return
				}
			}
		}()
	}
	for i := 0; i < 10; i++ {
		recs := a
		if i%2 == 0 {
			recs = b
		}
		if err := e.LoadRecords("voce", recs, testSettings()); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}
