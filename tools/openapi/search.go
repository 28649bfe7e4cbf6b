package openapi

import (
	"slices"
	"strings"

	"vocedocs/tools/markdown"
)

// searchDepth bounds how deep SearchText looks into body schemas.
const searchDepth = 4

// SearchText is the operation as plain text for search records: summary,
// description, the descriptions of its parameters and of its request body
// and properties, each as the text the page shows (markdown.Text).
func (o *Operation) SearchText() string {
	var parts []string
	add := func(s string) {
		if s != "" {
			parts = append(parts, s)
		}
	}
	add(strings.TrimSpace(o.Summary))
	if d := markdown.Text(o.Description); d != strings.TrimSpace(o.Summary) {
		add(d)
	}
	for _, p := range slices.Concat(o.Parameters.Path, o.Parameters.Query, o.Parameters.Header, o.Parameters.Cookie) {
		add(markdown.Text(p.Description))
	}
	if o.RequestBody != nil {
		add(markdown.Text(o.RequestBody.Description))
		seen := map[string]bool{}
		for _, c := range o.RequestBody.Content {
			schemaText(c.Schema, 0, seen, add)
		}
	}
	return strings.Join(parts, "\n")
}

// schemaText adds the descriptions in a schema tree, each once.
func schemaText(s *Schema, depth int, seen map[string]bool, add func(string)) {
	if s == nil || depth > searchDepth {
		return
	}
	if d := markdown.Text(s.Description); !seen[d] {
		seen[d] = true
		add(d)
	}
	for _, p := range s.Properties {
		schemaText(p.Schema, depth+1, seen, add)
	}
	schemaText(s.Items, depth+1, seen, add)
	for _, b := range slices.Concat(s.AllOf, s.OneOf, s.AnyOf) {
		schemaText(b, depth+1, seen, add)
	}
}
