package pipeline

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// readTree reads every file under dir, by relative path.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		raw, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[rel] = raw
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// forgetAPI drops the in-memory copy, so the next run must read the disk.
func forgetAPI() {
	lastAPI.Lock()
	lastAPI.key, lastAPI.st = "", nil
	lastAPI.Unlock()
}

func sameFiles(t *testing.T, what string, a, b map[string][]byte) {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("%s: %d files, then %d", what, len(a), len(b))
	}
	for rel, raw := range a {
		if !bytes.Equal(raw, b[rel]) {
			t.Fatalf("%s: %s differs", what, rel)
		}
	}
}

func TestAPIStageReplaysTheLastRunOfTheSameProgramOnTheSameSpec(t *testing.T) {
	root := writeSite(t, "")
	out := filepath.Join(root, "build", "data")
	forgetAPI()
	parses := specParses.Load()
	first, err := runData(root)
	if err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+1 {
		t.Fatal("the first run did not parse the spec")
	}
	want := readTree(t, out)

	// From the disk, in a new process's shoes.
	forgetAPI()
	again, err := runData(root)
	if err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+1 {
		t.Fatal("a second run of the same program on the same spec parsed it again")
	}
	sameFiles(t, "replayed run", want, readTree(t, out))
	if again.Records != first.Records || len(again.Routes) != len(first.Routes) {
		t.Fatalf("replayed run: %d records and %d routes, first run %d and %d", again.Records, len(again.Routes), first.Records, len(first.Routes))
	}

	// A damaged cache file is a miss, not an error.
	forgetAPI()
	cache := filepath.Join(root, "build", ".cache", "api-stage.gob")
	if err := os.WriteFile(cache, []byte("not gob"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runData(root); err != nil {
		t.Fatalf("a damaged cache failed the run: %v", err)
	}
	if specParses.Load() != parses+2 {
		t.Fatal("a damaged cache was not parsed around")
	}
	sameFiles(t, "run after a damaged cache", want, readTree(t, out))

	// Another program (new code) does not reuse it.
	forgetAPI()
	saved := programID
	programID = func() string { return "another build of the tools" }
	defer func() { programID = saved }()
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+3 {
		t.Fatal("another program reused this one's API stage")
	}
}

func TestAPIStageParsesAnEditedSpec(t *testing.T) {
	root := writeSite(t, "")
	forgetAPI()
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	spec := filepath.Join(root, "api.yaml")
	raw, err := os.ReadFile(spec)
	if err != nil {
		t.Fatal(err)
	}
	edited := bytes.Replace(raw, []byte("title: "), []byte("title: Edited "), 1)
	if bytes.Equal(edited, raw) {
		t.Fatal("the base site's spec has no title to edit")
	}
	if err := os.WriteFile(spec, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	parses := specParses.Load()
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+1 {
		t.Fatal("an edited spec was not parsed")
	}
	var index struct{ Title string }
	readJSON(t, filepath.Join(root, "build", "data", "api", "index.json"), &index)
	if index.Title == "" || !bytes.HasPrefix([]byte(index.Title), []byte("Edited ")) {
		t.Fatalf("api/index.json title %q, want the edited one", index.Title)
	}
}
