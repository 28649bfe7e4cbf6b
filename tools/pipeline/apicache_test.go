package pipeline

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestAPIStageReplaysTheLastRunOnTheSameSpec(t *testing.T) {
	root := writeSite(t, "")
	out := filepath.Join(root, "build", "data")
	forgetMemory()
	parses := specParses.Load()
	first, err := runData(root)
	if err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+1 {
		t.Fatal("the first run did not parse the spec")
	}
	want := snapshot(t, out)

	// The next run of `mage dev`, after a Markdown save.
	again, err := runData(root)
	if err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+1 {
		t.Fatal("a second run on the same spec parsed it again")
	}
	if snapshot(t, out) != want {
		t.Fatal("the replayed run wrote other files")
	}
	if again.Records != first.Records || len(again.Routes) != len(first.Routes) {
		t.Fatalf("replayed run: %d records and %d routes, first run %d and %d", again.Records, len(again.Routes), first.Records, len(first.Routes))
	}

	// A new process parses it.
	forgetMemory()
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	if specParses.Load() != parses+2 {
		t.Fatal("a run with nothing kept did not parse the spec")
	}
}

func TestAPIStageParsesAnEditedSpec(t *testing.T) {
	root := writeSite(t, "")
	forgetMemory()
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
	readData(t, filepath.Join(root, "build", "data"), "api/index.json", &index)
	if index.Title == "" || !bytes.HasPrefix([]byte(index.Title), []byte("Edited ")) {
		t.Fatalf("api/index.json title %q, want the edited one", index.Title)
	}
}

// forgetMemory drops what the Go stage keeps in memory between runs of one
// process, so the next run is as cold as its output folder.
func forgetMemory() {
	lastAPI.Store(nil)
}
