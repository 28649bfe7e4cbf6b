package sitedata

import "testing"

func TestRulesDigestLeavesOutAnnotationsOnly(t *testing.T) {
	schema := func(title, propType string) map[string]any {
		return map[string]any{"node": map[string]any{
			"title": title, "description": "words", "type": "object",
			"properties": map[string]any{"title": map[string]any{"type": propType, "description": "the heading"}},
		}}
	}
	a := RulesDigest(schema("One", "string"))
	if b := RulesDigest(schema("Another", "string")); a != b {
		t.Error("a new title or description changed the digest")
	}
	if c := RulesDigest(schema("One", "integer")); a == c {
		t.Error("a property called title lost its rule: a new type left the digest as it was")
	}
}
