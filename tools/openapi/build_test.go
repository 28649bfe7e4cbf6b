package openapi

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

var update = flag.Bool("update", false, "rewrite testdata/golden from the current output")

// goldens are the documents whose output is kept in testdata/golden/<name>
// (indented, so it reads well). The API reference's TypeScript tests read
// the same files (packages/api-reference/src/__tests__/helpers.tsx), so
// the two sides cannot drift. Of the VoceChat API only the index and the
// operations those tests use are kept; a change to its description changes
// them too. go test -run TestEmitGolden -update rewrites them.
var goldens = []struct {
	name, spec string
	ops        []string // operation files kept; all when nil
}{
	{"petstore", "testdata/specs/petstore.yaml", nil},
	{"shapes", "testdata/specs/shapes-3.1.yaml", nil},
	{"vocechat", realSpec, []string{"download-file", "login", "logout", "send-message-to-the-specified-user", "send-message-to-the-specified-user-1",
		"subscribe-events", "upload-avatar", "upload-file"}},
}

// pages holds what the API stage writes for a model, indented as the
// golden files are: index.json and operations/<slug>.json.
func pages(t *testing.T, m *Model) map[string][]byte {
	t.Helper()
	out := map[string][]byte{"index.json": indented(t, m.Index)}
	for _, op := range m.Operations {
		out["operations/"+op.Slug+".json"] = indented(t, op)
	}
	return out
}

func indented(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // as the pipeline writes them: map<string, number>
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestEmitGolden(t *testing.T) {
	for _, g := range goldens {
		t.Run(g.name, func(t *testing.T) {
			d, err := Load(g.spec)
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "golden", g.name)
			got := pages(t, Build(d))
			if g.ops != nil {
				keep := map[string][]byte{"index.json": got["index.json"]}
				for _, slug := range g.ops {
					name := "operations/" + slug + ".json"
					if got[name] == nil {
						t.Fatalf("%s has no operation %s", g.spec, slug)
					}
					keep[name] = got[name]
				}
				got = keep
			}
			if *update {
				os.RemoveAll(golden)
				for name, data := range got {
					p := filepath.Join(golden, name)
					os.MkdirAll(filepath.Dir(p), 0o755)
					if err := os.WriteFile(p, data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			want := readTree(t, golden)
			for _, name := range union(got, want) {
				switch {
				case want[name] == nil:
					t.Errorf("%s: emitted but not in %s (run with -update?)", name, golden)
				case got[name] == nil:
					t.Errorf("%s: in %s but not emitted", name, golden)
				case !bytes.Equal(got[name], want[name]):
					t.Errorf("%s differs from golden (after an intended change: go test ./tools/openapi -run TestEmitGolden -update, and review the diff):\n%s", name, firstDiff(got[name], want[name]))
				}
			}
		})
	}
}

// readTree reads every JSON file under dir, indented.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := json.Indent(&b, bytes.TrimSpace(raw), "", "  "); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		b.WriteByte('\n')
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = b.Bytes()
		return nil
	})
	return files
}

func union(a, b map[string][]byte) []string {
	var names []string
	for n := range a {
		names = append(names, n)
	}
	for n := range b {
		if a[n] == nil {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got %s\nwant %s", i+1, gl, wl)
		}
	}
	return ""
}

// The pages pass their schemas and read back into the Go types.
func TestPagesReadBack(t *testing.T) {
	m := Build(mustParse(t, mustRead(t, "testdata/specs/petstore.yaml")))
	raw := mustJSON(t, m.Index)
	if err := sitedata.ValidateRaw("api-index", raw); err != nil {
		t.Error(err)
	}
	var idx Index
	if err := json.Unmarshal(raw, &idx); err != nil {
		t.Fatal(err)
	}
	if len(idx.Sidebar.Categories) != 3 || idx.Sidebar.Categories[0].Label != "Pets" || idx.Tags[2].Name != untagged {
		t.Errorf("index read back: %+v", idx.Sidebar)
	}
	for _, op := range m.Operations {
		if err := sitedata.ValidateRaw("api-operation", mustJSON(t, op)); err != nil {
			t.Errorf("%s: %v", op.Slug, err)
		}
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// Every operation of every fixture (and of the generated spec) passes the
// api-operation schema, and every index the api-index schema.
func TestOperationsMatchSchema(t *testing.T) {
	files, _ := filepath.Glob("testdata/specs/*")
	docs := map[string]*Doc{}
	for _, f := range files {
		d, err := Load(f)
		if err != nil {
			t.Fatal(err)
		}
		docs[f] = d
	}
	g, err := Parse("generated.json", GenerateSpec(docs["testdata/specs/petstore.yaml"], 40))
	if err != nil {
		t.Fatal(err)
	}
	docs["generated"] = g
	if _, err := os.Stat(realSpec); err == nil {
		docs[realSpec] = loadReal(t)
	}
	for name, d := range docs {
		m := Build(d)
		if err := sitedata.Validate("api-index", m.Index); err != nil {
			t.Errorf("%s: index: %v", name, err)
		}
		for _, op := range m.Operations {
			if err := sitedata.Validate("api-operation", op); err != nil {
				t.Errorf("%s: %s: %v", name, op.Slug, err)
			}
		}
	}
}

// The schemas are strict: a wrong shape is caught.
func TestOperationSchemaIsStrict(t *testing.T) {
	d, err := Load("testdata/specs/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	op := *Build(d).Operations[0]
	op.Method = "get"
	if err := sitedata.Validate("api-operation", &op); err == nil {
		t.Error("lower-case method accepted")
	}
	raw, _ := json.Marshal(Build(d).Operations[0])
	raw = bytes.Replace(raw, []byte(`"slug":`), []byte(`"extra":1,"slug":`), 1)
	if err := sitedata.ValidateRaw("api-operation", raw); err == nil {
		t.Error("unknown key accepted")
	}
}

// The operations of the real spec, in order, with their links.
func TestBuildRealSpec(t *testing.T) {
	d := loadReal(t)
	m := Build(d)
	if len(m.Operations) != 111 {
		t.Errorf("%d operations, want 111", len(m.Operations))
	}
	first, last := m.Operations[0], m.Operations[len(m.Operations)-1]
	if first.Prev != nil || last.Next != nil || first.Next.Slug != m.Operations[1].Slug {
		t.Error("prev/next links wrong at the ends")
	}
	if m.Index.Title != "Voce Chat" || len(m.Index.SecuritySchemes) != 2 {
		t.Errorf("index: %q, %d security schemes", m.Index.Title, len(m.Index.SecuritySchemes))
	}
	total := 0
	for _, tag := range m.Index.Tags {
		total += len(tag.Operations)
	}
	if total != 111 || len(m.Index.Tags) != 16 {
		t.Errorf("%d tags holding %d operations, want 16 and 111", len(m.Index.Tags), total)
	}
	for _, op := range m.Operations {
		if op.Method == "" || len(op.Responses) == 0 {
			t.Errorf("%s: empty operation", op.Slug)
		}
	}
}

// JSON media types are told apart as the page needs: the try-it panel
// edits their bodies as JSON.
func TestBodyKind(t *testing.T) {
	for mt, want := range map[string]string{
		"application/json": "json", "application/problem+json": "json", "Application/JSON; charset=utf-8": "json", "text/json": "json",
		"application/jsonl": "text", "text/plain": "text", "json": "text", "image/png": "binary",
		"multipart/form-data": "multipart", "application/x-www-form-urlencoded": "urlencoded",
	} {
		if got := bodyKind(&MediaContent{MediaType: mt}); got != want {
			t.Errorf("%q: got %v, want %v", mt, got, want)
		}
	}
	if got := bodyKind(&MediaContent{MediaType: "vocechat/file", Schema: &Schema{Type: "object"}}); got != "json" {
		t.Errorf("an object schema: got %v, want json", got)
	}
	if got := bodyKind(&MediaContent{MediaType: "text/markdown", Schema: &Schema{Type: "string"}}); got != "text" {
		t.Errorf("a string schema: got %v, want text", got)
	}
}
