package openapi

import (
	"strings"
	"testing"
)

func TestPlainText(t *testing.T) {
	for _, tc := range []struct{ md, want string }{
		{"plain words", "plain words"},
		{"**bold**, *em*, `code` and ~~gone~~", "bold, em, code and gone"},
		{"[a link](https://example.com) and ![an image](x.png)", "a link and an image"},
		{"## Heading\n\n- item one\n- item two\n1. first", "Heading\nitem one\nitem two\nfirst"},
		{"> quoted\n\n```json\n{\"a\": 1}\n```", "quoted\n{\"a\": 1}"},
		{"| a | b |\n|---|---|\n| 1 | 2 |", "a b\n1 2"},
		{"<b>html</b> gone", "html gone"},
		{"snake_case_name stays", "snake_case_name stays"},
	} {
		if got := plainText(tc.md); got != tc.want {
			t.Errorf("plainText(%q) = %q, want %q", tc.md, got, tc.want)
		}
	}
}

func TestSearchText(t *testing.T) {
	d, err := Load("testdata/specs/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ops := Build(d).Operations
	byslug := map[string]*Operation{}
	for _, op := range ops {
		byslug[op.Slug] = op
	}
	for slug, want := range map[string][]string{
		"list-pets":    {"List pets", "How many to return.", "Filter by status."},
		"create-a-pet": {"Create a pet", "The pet to add.", "A pet, cat or dog."},
		"get-a-pet":    {"Get a pet", "The pet's id.", "Overrides the path-level header."},
	} {
		got := byslug[slug].SearchText()
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: SearchText lacks %q:\n%s", slug, w, got)
			}
		}
		if strings.ContainsAny(got, "`*[]") {
			t.Errorf("%s: Markdown left in %q", slug, got)
		}
	}
}
