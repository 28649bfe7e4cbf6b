package sitedata

import (
	"encoding/json"
	"errors"
	"sync"

	"vocedocs/schemas"
)

// ValidatePage checks a page artifact, raw being the JSON encoding of p.
//
// The body is most of a page, and through the schema engine each of its
// nodes cost a decode and a validation of its own: on a cold build the
// pages' checks took some 50 ms of CPU, a sixth of the Go stage. So the
// body's nodes are judged here in Go against the node definition, and the
// schema checks the rest of the page with an empty body. The schema stays
// the judge: whenever the Go walk is unsure, the whole page goes through the
// schema as before, and pagecheck_test.go holds the walk to never pass what
// the schema would refuse (and fails when the node definition changes).
func ValidatePage(raw []byte, p *Page) error {
	tags, err := nodeTags()
	if err != nil || p.Body == nil || !nodesOK(p.Body, tags) {
		return ValidateRaw("page", raw)
	}
	shell := *p
	shell.Body = []any{}
	return Validate("page", &shell)
}

// ArtifactChecker is a value that checks its own encoding against the
// schema of its kind faster than the schema engine alone (a page, an API
// operation), with the schema still the judge.
type ArtifactChecker interface {
	CheckArtifact(kind string, raw []byte) error
}

// ValidateEncoded checks raw, the JSON encoding of v, against the schema
// of kind: through v's own check when it has one.
func ValidateEncoded(kind string, raw []byte, v any) error {
	if c, ok := v.(ArtifactChecker); ok {
		return c.CheckArtifact(kind, raw)
	}
	return ValidateRaw(kind, raw)
}

// CheckArtifact is ValidatePage for a page artifact.
func (p *Page) CheckArtifact(kind string, raw []byte) error {
	if kind != "page" {
		return ValidateRaw(kind, raw)
	}
	return ValidatePage(raw, p)
}

// nodesOK reports whether every node is text or [tag, {attrs}, ...nodes]
// with a tag of the schema's list: what the node definition accepts. It
// knows only the types the Markdown converter makes (string, []any,
// map[string]any) and says false for any other, which sends the page to the
// schema.
func nodesOK(nodes []any, tags map[string]bool) bool {
	for _, n := range nodes {
		switch v := n.(type) {
		case string:
		case []any:
			if len(v) < 2 {
				return false
			}
			if tag, ok := v[0].(string); !ok || !tags[tag] {
				return false
			}
			if attrs, ok := v[1].(map[string]any); !ok || attrs == nil {
				return false // a nil map is encoded as null
			}
			if !nodesOK(v[2:], tags) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// nodeTags reads the tag list from the node definition itself, so a tag
// added to the schema needs no change here.
var nodeTags = sync.OnceValues(func() (map[string]bool, error) {
	node, err := nodeDef()
	if err != nil {
		return nil, err
	}
	prefix, _ := node["prefixItems"].([]any)
	if len(prefix) == 0 {
		return nil, errors.New("page.schema.json: $defs.node has no prefixItems")
	}
	first, _ := prefix[0].(map[string]any)
	enum, _ := first["enum"].([]any)
	tags := map[string]bool{}
	for _, t := range enum {
		if s, ok := t.(string); ok {
			tags[s] = true
		}
	}
	if len(tags) == 0 {
		return nil, errors.New("page.schema.json: $defs.node lists no tags")
	}
	return tags, nil
})

// nodeDef is $defs.node of the page schema, as JSON values.
func nodeDef() (map[string]any, error) {
	raw, err := schemas.Data.ReadFile("data/page.schema.json")
	if err != nil {
		return nil, err
	}
	var doc struct {
		Defs map[string]map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	node, ok := doc.Defs["node"]
	if !ok {
		return nil, errors.New("page.schema.json has no $defs.node")
	}
	return node, nil
}
