package pipeline

import (
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

// A generated artifact that breaks its schema stops the stage with the
// artifact's file and the schema's pointer.
func TestWriterNamesTheArtifactAndThePointer(t *testing.T) {
	w := &writer{files: map[string][]byte{}}
	page := &sitedata.Page{Kind: "doc", Route: "no-slash", Locale: "en", ID: "x", Title: "X", H1: "X", Description: "d",
		Body: []any{"text"}, TOC: []sitedata.TOCEntry{}, Breadcrumbs: []sitedata.Crumb{}, Alternates: map[string]string{}, Source: "en/x.md"}
	if err := w.json("pages/en/x.json", "page", page); err != nil {
		t.Fatal(err)
	}
	err := w.wait()
	if err == nil || !strings.HasPrefix(err.Error(), "build/data/pages/en/x.json: page does not match") || !strings.Contains(err.Error(), "at /route") {
		t.Fatalf("got %v", err)
	}
	if _, ok := w.files["pages/en/x.json"]; !ok {
		t.Error("the page is not among the files to write")
	}
}
