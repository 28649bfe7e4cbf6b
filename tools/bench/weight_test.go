package bench

import (
	"os"
	"path/filepath"
	"testing"
)

// Weigh counts the HTML, the module scripts, their preloads and the
// stylesheets a page's HTML names, and nothing else it links to.
func TestWeigh(t *testing.T) {
	site := t.TempDir()
	files := map[string]string{
		"docs/index.html": `<html><head><script type="module" src="/_assets/a.js"></script>` +
			`<link rel="modulepreload" href="/_assets/b.js"><link rel="stylesheet" href="/_assets/c.css">` +
			`<link rel="preload" as="fetch" href="/data/d.json"><link rel="icon" href="/icon.svg"></head></html>`,
		"_assets/a.js":  "aaaa",
		"_assets/b.js":  "bb",
		"_assets/c.css": "ccc",
		"data/d.json":   "{}",
	}
	for rel, text := range files {
		p := filepath.Join(site, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	w, err := Weigh(site, "/docs")
	if err != nil {
		t.Fatal(err)
	}
	want := PageWeight{Path: "/docs", HTMLGzip: gzipLen([]byte(files["docs/index.html"])),
		JSGzip: gzipLen([]byte("aaaa")) + gzipLen([]byte("bb")), CSSGzip: gzipLen([]byte("ccc"))}
	if w != want {
		t.Errorf("got %+v, want %+v", w, want)
	}
}
