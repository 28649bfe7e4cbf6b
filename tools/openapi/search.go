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

// plainText strips Markdown down to its words. Each rule runs only when
// the text holds what it needs to match: most descriptions are a plain
// sentence, and running every rule on each took a tenth of the API stage's
// longest path (search_test.go holds the two ways to the same result).
func plainText(md string) string {
	s := strings.ReplaceAll(md, "\r\n", "\n")
	has := func(sub string) bool { return strings.Contains(s, sub) }
	if has("```") || has("~~~") {
		s = mdFence.ReplaceAllString(s, "")
	}
	if has("](") {
		s = mdImage.ReplaceAllString(s, "$1")
		s = mdLink.ReplaceAllString(s, "$1")
	}
	if has("][") {
		s = mdRefLink.ReplaceAllString(s, "$1")
	}
	if has("<") {
		s = mdHTML.ReplaceAllString(s, "")
	}
	// Without |, : or -, a line it matches is white space that the
	// trimming and blank-line rules below take out anyway.
	if strings.ContainsAny(s, "|:-") {
		s = mdTableRule.ReplaceAllString(s, "")
	}
	if strings.ContainsAny(s, "#>-*+|") || digitDot(s) {
		s = mdLinePunct.ReplaceAllString(s, "")
	}
	if strings.ContainsAny(s, "*_`~") {
		s = mdEmphasis.ReplaceAllString(s, "")
	}
	s = strings.ReplaceAll(s, "|", " ")
	if has("  ") || has("\t") {
		s = mdSpaces.ReplaceAllString(s, " ")
	}
	if has("\n") {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimSpace(l)
		}
		s = strings.Join(lines, "\n")
		if has("\n\n") {
			s = mdBlank.ReplaceAllString(s, "\n")
		}
	}
	return strings.TrimSpace(s)
}

// digitDot reports whether a digit stands right before a full stop, as in a
// numbered list's "1.".
func digitDot(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] == '.' && s[i-1] >= '0' && s[i-1] <= '9' {
			return true
		}
	}
	return false
}
