package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func inode(t *testing.T, p string) uint64 {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Sys().(*syscall.Stat_t).Ino
}

// A rebuild of the data keeps the inode of every unchanged file and writes
// a changed one anew, without touching the last build's copy.
func TestDataRebuildLinksUnchangedFiles(t *testing.T) {
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "build", "data")
	// An English edit leaves the Chinese search records as they were.
	same := filepath.Join(out, "search", "zh-cn.json")
	changed := filepath.Join(out, "pages", "en", "install", "docker.json")
	// Links of our own outlive the swap that removes the old folder.
	keep := t.TempDir()
	for _, p := range []string{same, changed} {
		if err := os.Link(p, filepath.Join(keep, filepath.Base(p))); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := os.ReadFile(changed)
	md := filepath.Join(root, "content", "en", "install", "docker.md")
	raw, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(md, append(raw, []byte("\nAn added line.\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	if inode(t, same) != inode(t, filepath.Join(keep, "zh-cn.json")) {
		t.Error("an unchanged file was written anew, not linked")
	}
	if inode(t, changed) == inode(t, filepath.Join(keep, "docker.json")) {
		t.Error("a changed file is still the old build's")
	}
	now, _ := os.ReadFile(changed)
	if !strings.Contains(string(now), "An added line.") {
		t.Error("the changed page lacks the edit")
	}
	if old, _ := os.ReadFile(filepath.Join(keep, "docker.json")); string(old) != string(before) {
		t.Error("the rebuild wrote through into the last build's file")
	}
}

func TestLinkSameOnlyLinksEqualBytes(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src.json")
	os.WriteFile(src, []byte(`{"a":1}`), 0o644)
	if linkSame(src, filepath.Join(dir, "b.json"), []byte(`{"a":2}`)) {
		t.Error("linked a file of other bytes, same length")
	}
	if linkSame(src, filepath.Join(dir, "c.json"), []byte(`{"a":10}`)) {
		t.Error("linked a file of another length")
	}
	if linkSame(filepath.Join(dir, "missing.json"), filepath.Join(dir, "d.json"), nil) {
		t.Error("linked a missing file")
	}
	if !linkSame(src, filepath.Join(dir, "e.json"), []byte(`{"a":1}`)) || inode(t, src) != inode(t, filepath.Join(dir, "e.json")) {
		t.Error("did not link a file of the same bytes")
	}
}

func TestLinkTreeLinksEveryFile(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "out")
	os.MkdirAll(filepath.Join(src, "_assets"), 0o755)
	os.WriteFile(filepath.Join(src, "index.html"), []byte("template"), 0o644)
	os.WriteFile(filepath.Join(src, "_assets", "a.js"), []byte("js"), 0o644)
	if err := linkTree(src, dst); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"index.html", "_assets/a.js"} {
		if inode(t, filepath.Join(src, rel)) != inode(t, filepath.Join(dst, rel)) {
			t.Errorf("%s is not a link to the client build's", rel)
		}
	}
}
