package openapi

import (
	"regexp"
	"strings"
)

// searchDepth bounds how deep SearchText looks into body schemas.
const searchDepth = 4

// SearchText is the operation as plain text for search records: summary,
// description, the descriptions of its parameters and of its request body
// and properties, with Markdown stripped (crudely: search needs words, not
// formatting).
func (o *Operation) SearchText() string {
	var parts []string
	add := func(s string) {
		if s = plainText(s); s != "" {
			parts = append(parts, s)
		}
	}
	add(o.Summary)
	if o.Description != o.Summary {
		add(o.Description)
	}
	for _, group := range [][]Parameter{o.Parameters.Path, o.Parameters.Query, o.Parameters.Header, o.Parameters.Cookie} {
		for _, p := range group {
			add(p.Description)
		}
	}
	if o.RequestBody != nil {
		add(o.RequestBody.Description)
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
	if s.Description != "" && !seen[s.Description] {
		seen[s.Description] = true
		add(s.Description)
	}
	for _, p := range s.Properties {
		schemaText(p.Schema, depth+1, seen, add)
	}
	schemaText(s.Items, depth+1, seen, add)
	for _, list := range [][]*Schema{s.AllOf, s.OneOf, s.AnyOf} {
		for _, b := range list {
			schemaText(b, depth+1, seen, add)
		}
	}
}

var (
	mdFence     = regexp.MustCompile("(?m)^\\s*(```|~~~).*$")
	mdImage     = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	mdLink      = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	mdRefLink   = regexp.MustCompile(`\[([^\]]*)\]\[[^\]]*\]`)
	mdHTML      = regexp.MustCompile(`</?[a-zA-Z][^>]*>`)
	mdLinePunct = regexp.MustCompile(`(?m)^\s*(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+|\|)`)
	mdEmphasis  = regexp.MustCompile("(\\*\\*|__|\\*|`|~~)")
	mdTableRule = regexp.MustCompile(`(?m)^[\s|:-]+$`)
	mdSpaces    = regexp.MustCompile(`[ \t]+`)
	mdBlank     = regexp.MustCompile(`\n{2,}`)
)

// plainText strips Markdown down to its words.
func plainText(md string) string {
	s := strings.ReplaceAll(md, "\r\n", "\n")
	s = mdFence.ReplaceAllString(s, "")
	s = mdImage.ReplaceAllString(s, "$1")
	s = mdLink.ReplaceAllString(s, "$1")
	s = mdRefLink.ReplaceAllString(s, "$1")
	s = mdHTML.ReplaceAllString(s, "")
	s = mdTableRule.ReplaceAllString(s, "")
	s = mdLinePunct.ReplaceAllString(s, "")
	s = mdEmphasis.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "|", " ")
	s = mdSpaces.ReplaceAllString(s, " ")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	s = mdBlank.ReplaceAllString(strings.Join(lines, "\n"), "\n")
	return strings.TrimSpace(s)
}
