package release

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"
)

func TestCheckPacked(t *testing.T) {
	lib := map[string]string{"dist/index.js": "", "dist/index.d.ts": "", "README.md": "", "dist/style.css": "", "src/strings/en.json": "{}"}
	cases := []struct {
		name, manifest string
		drop           string // a file left out of the package
		wantErr        string // "" when the package is complete
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
			files := fstest.MapFS{"package.json": {Data: []byte(c.manifest)}}
			for k, v := range lib {
				if k != c.drop {
					files[k] = &fstest.MapFile{Data: []byte(v)}
				}
			}
			err := CheckPacked(files)
			switch {
			case c.wantErr == "" && err != nil:
				t.Fatalf("want no error, got %v", err)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Fatalf("want an error naming %q, got %v", c.wantErr, err)
			}
		})
	}
}

func TestCheckPackedWithoutManifest(t *testing.T) {
	if err := CheckPacked(fstest.MapFS{"README.md": {}}); err == nil || !strings.Contains(err.Error(), "package.json") {
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

// TestPack runs the real pnpm on a fixture library and checks what it
// packed, as npm unpacks it: packed as is, then with its stylesheet not
// built.
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
	packAndCheck := func() error {
		tgz, err := pack(root, lib, t.TempDir())
		if err != nil {
			return err
		}
		out := t.TempDir()
		if b, err := exec.Command("tar", "-xzf", tgz, "-C", out).CombinedOutput(); err != nil {
			t.Fatalf("tar: %v %s", err, b)
		}
		return CheckPacked(os.DirFS(filepath.Join(out, "package")))
	}
	if err := packAndCheck(); err != nil {
		t.Fatalf("want the fixture to pack whole, got %v", err)
	}
	os.Remove(filepath.Join(dir, "dist", "style.css"))
	if err := packAndCheck(); err == nil || !strings.Contains(err.Error(), "dist/style.css (exports ./style.css)") {
		t.Fatalf("want an error naming dist/style.css, got %v", err)
	}
}
