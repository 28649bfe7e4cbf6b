package pipeline

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestProgressLines(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{viteLine(41, 3, false, 8123456789), "vite: client 41 files, server 3 files in 8123 ms"},
		{viteLine(41, 3, true, 2*time.Millisecond), "vite: client 41 files, server 3 files in 2 ms (code and static files unchanged: reusing the last bundles)"},
	} {
		if c.got != c.want {
			t.Errorf("got  %s\nwant %s", c.got, c.want)
		}
	}
}

func TestCountFiles(t *testing.T) {
	dir := t.TempDir()
	for _, rel := range []string{"index.html", "_assets/a.js", "_assets/deep/b.css"} {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("x"), 0o644)
	}
	if n := countFiles(dir); n != 3 {
		t.Errorf("%d files, want 3", n)
	}
	if n := countFiles(filepath.Join(dir, "missing")); n != 0 {
		t.Errorf("a missing folder has %d files", n)
	}
}
