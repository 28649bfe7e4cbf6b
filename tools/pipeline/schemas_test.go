package pipeline

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// slugSpec has an operation for each way a slug is made: summary,
// operationId, neither, a repeated title, a title that takes a repeat's
// slug, CJK, and punctuation only (method and path).
const slugSpec = `openapi: 3.0.3
info: { title: Slugs, version: "1" }
paths:
  /token/login:
    post: { summary: Login, responses: { "200": { description: OK } } }
  /token/renew:
    post: { operationId: renewToken, responses: { "200": { description: OK } } }
  /health:
    get: { responses: { "200": { description: OK } } }
  /user/login:
    post: { summary: Login, responses: { "200": { description: OK } } }
  /a:
    get: { summary: Login 1, responses: { "200": { description: OK } } }
  /b:
    get: { summary: Login, responses: { "200": { description: OK } } }
  /group/{gid}:
    get: { summary: 获取群组, responses: { "200": { description: OK } } }
  /admin/system:
    delete: { summary: "???", responses: { "200": { description: OK } } }
`

func TestPrintSlugs(t *testing.T) {
	file := filepath.Join(t.TempDir(), "spec.yaml")
	if err := os.WriteFile(file, []byte(slugSpec), 0o644); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := PrintSlugs(&b, file); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"login",
		"renew-token",
		"missing-summary",
		"login-1",
		"login-1-1",
		"login-2",
		"获取群组",
		"delete-admin-system",
	}
	got := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if !slices.Equal(got, want) {
		t.Errorf("PrintSlugs, one line per operation:\n got %q\nwant %q", got, want)
	}
}

func TestPrintSlugsNamesTheFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "broken.yaml")
	os.WriteFile(file, []byte("openapi: 3.0.3\npaths: [\n"), 0o644)
	var b bytes.Buffer
	err := PrintSlugs(&b, file)
	if err == nil || !strings.Contains(err.Error(), "broken.yaml") {
		t.Fatalf("want an error naming broken.yaml, got %v", err)
	}
	if b.Len() != 0 {
		t.Errorf("printed %q before failing", b.String())
	}
}

// schemas:check passes on the site's own API description.
func TestCheckSchemasOnTheSite(t *testing.T) {
	var b bytes.Buffer
	if err := CheckSchemas(repoRoot(), &b); err != nil || !strings.Contains(b.String(), "is valid OpenAPI") {
		t.Fatalf("%v, %q", err, b.String())
	}
}
