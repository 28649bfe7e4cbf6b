package openapi

import "vocedocs/tools/markdown"

// The highest heading level a description may use, by where the reference
// shows it: one below the heading of the section that holds it, so a # in
// a description never outranks the page's own headings.
const (
	indexHeading     = 2 // the landing page's description, under its h1
	operationHeading = 3 // an operation's description, beside the h2 sections
	sectionHeading   = 4 // request body, tag and security scheme descriptions
	detailHeading    = 5 // parameters, responses, headers and schema nodes
)

// responseText splits a response's description into the paragraph shown
// beside its status and the rest.
func responseText(md string) (summary, rest []any) {
	blocks := markdown.Fragment(md, detailHeading)
	if len(blocks) > 0 {
		if p, ok := blocks[0].([]any); ok && p[0] == "p" {
			return p[2:], blocks[1:]
		}
	}
	return []any{}, blocks
}
