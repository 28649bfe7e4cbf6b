package content

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestImageSize(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		name, body string
		w, h       int
		ok         bool
	}{
		{"attrs.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="900" height="290"/>`, 900, 290, true},
		{"px.svg", `<?xml version="1.0"?><!-- a comment --><svg width="120px" height="40.6px"></svg>`, 120, 41, true},
		{"viewbox.svg", `<svg viewBox="0, 0, 640.4 200"><g/></svg>`, 640, 200, true},
		{"percent.svg", `<svg width="100%" height="100%" viewBox="0 0 300 150"/>`, 300, 150, true},
		{"none.svg", `<svg><rect/></svg>`, 0, 0, false},
		{"notsvg.svg", `<html><svg width="1" height="1"/></html>`, 0, 0, false},
		{"broken.svg", `<svg width=`, 0, 0, false},
	}
	for _, c := range cases {
		w, h, ok := imageSize(write(c.name, c.body))
		if w != c.w || h != c.h || ok != c.ok {
			t.Errorf("%s: got %d x %d %v, want %d x %d %v", c.name, w, h, ok, c.w, c.h, c.ok)
		}
	}
	f, _ := os.Create(filepath.Join(dir, "a.png"))
	png.Encode(f, image.NewRGBA(image.Rect(0, 0, 33, 17)))
	f.Close()
	if w, h, ok := imageSize(filepath.Join(dir, "a.png")); w != 33 || h != 17 || !ok {
		t.Errorf("png: got %d x %d %v", w, h, ok)
	}
	if _, _, ok := imageSize(write("fake.png", "not a png")); ok {
		t.Error("a broken PNG has no size")
	}
	if _, _, ok := imageSize(filepath.Join(dir, "missing.svg")); ok {
		t.Error("a missing file has no size")
	}
}
