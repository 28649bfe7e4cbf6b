package sitedata

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// packSample is also read by the site's pack.test.ts, through the golden
// file, so the two readers agree with this writer.
var packSample = map[string][]byte{
	"routes.json":            []byte(`{"routes":[{"path":"/","kind":"doc"}]}`),
	"pages/en/faq.json":      []byte(`{"title":"FAQ","body":["a \"quoted\" line,\nand a comma"]}`),
	"pages/zh-cn/intro.json": []byte(`{"title":"简介","h1":"VoceChat 是什么"}`),
	"hand-made.json":         []byte("{\n  \"spaced\": [1, 2]\n}"),
}

func TestEncodePackGolden(t *testing.T) {
	got := EncodePack(packSample)
	golden := filepath.Join("testdata", "pack.json")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		os.WriteFile(golden, got, 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("EncodePack:\n%s\nwant (testdata/pack.json):\n%s", got, want)
	}
	// One artifact per line, in name order, inside braces.
	lines := strings.Split(strings.TrimSuffix(string(got), "\n"), "\n")
	if len(lines) != len(packSample)+2 || lines[0] != "{" || lines[len(lines)-1] != "}" {
		t.Fatalf("layout: %q", lines)
	}
	if !strings.HasPrefix(lines[1], `"hand-made.json":{"spaced":[1,2]},`) || !strings.HasPrefix(lines[4], `"routes.json":`) {
		t.Errorf("order or compaction: %q", lines)
	}
}

func TestReadPackGivesEveryArtifactBack(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, PackName), EncodePack(packSample), 0o644)
	got, err := ReadPack(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(packSample) {
		t.Fatalf("%d artifacts, want %d", len(got), len(packSample))
	}
	for name, raw := range packSample {
		var want bytes.Buffer
		json.Compact(&want, raw)
		if !bytes.Equal(got[name], want.Bytes()) {
			t.Errorf("%s: %s, want %s", name, got[name], want.Bytes())
		}
	}
	var page struct{ Title string }
	if err := ReadArtifact(dir, "pages/zh-cn/intro.json", &page); err != nil || page.Title != "简介" {
		t.Errorf("ReadArtifact: %+v, %v", page, err)
	}
	if err := ReadArtifact(dir, "pages/en/missing.json", &page); err == nil || !strings.Contains(err.Error(), "has no pages/en/missing.json") {
		t.Errorf("a missing artifact: %v", err)
	}
}

func TestReadPackErrorsNameTheFileAndTheFix(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadPack(dir); err == nil || !strings.Contains(err.Error(), "go run mage.go build") {
		t.Errorf("no pack: %v", err)
	}
	os.WriteFile(filepath.Join(dir, PackName), []byte("{\n\"a.json\":{,\n}\n"), 0o644)
	if _, err := ReadPack(dir); err == nil || !strings.Contains(err.Error(), PackName) {
		t.Errorf("a broken pack: %v", err)
	}
}
