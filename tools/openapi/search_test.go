package openapi

import (
	"strings"
	"testing"
)

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
