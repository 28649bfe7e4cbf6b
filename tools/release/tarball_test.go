package release

import (
	"archive/tar"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// writeTarball writes a gzipped tarball laid out as pnpm packs one.
func writeTarball(t *testing.T, files map[string]string) string {
	t.Helper()
	tgz := filepath.Join(t.TempDir(), "lib-0.1.0.tgz")
	f, err := os.Create(tgz)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	tw := tar.NewWriter(zw)
	for name, body := range files {
		tw.WriteHeader(&tar.Header{Name: "package/" + name, Mode: 0o644, Size: int64(len(body))})
		tw.Write([]byte(body))
	}
	tw.Close()
	zw.Close()
	f.Close()
	return tgz
}

func TestCheckTarball(t *testing.T) {
	lib := map[string]string{"dist/index.js": "", "dist/index.d.ts": "", "README.md": "", "dist/style.css": "", "src/strings/en.json": "{}"}
	cases := []struct {
		name, manifest string
		drop           string // a file left out of the tarball
		wantErr        string // "" when the tarball is complete
	}{
		{"complete", `{"exports": {".": {"types": "./dist/index.d.ts", "import": "./dist/index.js"}, "./style.css": "./dist/style.css"}}`, "", ""},
		{"exported stylesheet not packed", `{"exports": {"./style.css": {"default": "./dist/style.css"}}}`, "dist/style.css", "dist/style.css (exports ./style.css default)"},
		{"source condition not packed", `{"exports": {".": {"source": "./src/index.ts", "import": "./dist/index.js"}}}`, "", "src/index.ts (exports . source)"},
		{"pattern matches a file", `{"exports": {"./strings/*.json": "./src/strings/*.json"}}`, "", ""},
		{"pattern matches nothing", `{"exports": {"./strings/*.json": "./src/strings/*.json"}}`, "src/strings/en.json", "src/strings/*.json"},
		{"fallback array", `{"exports": {".": ["./dist/index.js", "./dist/index.cjs"]}}`, "", "dist/index.cjs"},
		{"null subpath names no file", `{"exports": {"./private/*": null}}`, "", ""},
		{"main and types", `{"main": "./dist/main.js", "types": "dist/index.d.ts"}`, "", "dist/main.js (main)"},
		{"required without exports", `{}`, "README.md", "README.md (every library)"},
		{"declarations not built", `{}`, "dist/index.d.ts", "dist/index.d.ts"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"package.json": c.manifest}
			for k, v := range lib {
				if k != c.drop {
					files[k] = v
				}
			}
			err := CheckTarball(writeTarball(t, files))
			switch {
			case c.wantErr == "" && err != nil:
				t.Fatalf("want no error, got %v", err)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Fatalf("want an error naming %q, got %v", c.wantErr, err)
			}
		})
	}
}

func TestCheckTarballWithoutManifest(t *testing.T) {
	if err := CheckTarball(writeTarball(t, map[string]string{"README.md": ""})); err == nil || !strings.Contains(err.Error(), "package.json") {
		t.Fatalf("want an error naming package.json, got %v", err)
	}
}

// packFixture is a library as small as the checks allow; its manifest
// publishes a different exports map, as the workspace libraries do.
const packFixture = `
-- package.json --
{
  "name": "fixture-lib",
  "version": "1.0.0",
  "type": "module",
  "files": ["dist", "README.md"],
  "exports": {".": {"source": "./src/index.ts", "types": "./dist/index.d.ts", "import": "./dist/index.js"}, "./style.css": "./dist/style.css"},
  "publishConfig": {"exports": {".": {"types": "./dist/index.d.ts", "import": "./dist/index.js"}, "./style.css": "./dist/style.css"}}
}
-- README.md --
# fixture
-- src/index.ts --
export const x = 1;
-- dist/index.js --
export const x = 1;
-- dist/index.d.ts --
export declare const x = 1;
-- dist/style.css --
:root {}
`

// TestPack runs the real pnpm on a fixture library: packed as is, then
// with its stylesheet not built.
func TestPack(t *testing.T) {
	root := repoRoot()
	if _, err := os.Stat(filepath.Join(root, "node_modules", ".bin", "pnpm")); err != nil {
		t.Fatal("needs the JS dependencies: run `go run mage.go test`, which installs them first")
	}
	dir := t.TempDir()
	for _, f := range txtar.Parse([]byte(packFixture)).Files {
		p := filepath.Join(dir, f.Name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rel, _ := filepath.Rel(root, dir)
	lib := Package{Name: "fixture-lib", Dir: rel}
	if _, err := pack(root, lib, t.TempDir()); err != nil {
		t.Fatalf("want the fixture to pack, got %v", err)
	}
	os.Remove(filepath.Join(dir, "dist", "style.css"))
	_, err := pack(root, lib, t.TempDir())
	if err == nil || !strings.HasPrefix(err.Error(), "fixture-lib: ") || !strings.Contains(err.Error(), "dist/style.css (exports ./style.css)") {
		t.Fatalf("want an error naming fixture-lib and dist/style.css, got %v", err)
	}
}
