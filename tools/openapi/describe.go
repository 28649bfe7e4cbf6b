package openapi

// The highest heading level a description may use, by where the reference
// shows it: one below the heading of the section that holds it, so a # in
// a description never outranks the page's own headings.
const (
	indexHeading     = 2 // the landing page's description, under its h1
	operationHeading = 3 // an operation's description, beside the h2 sections
	sectionHeading   = 4 // request body, tag and security scheme descriptions
	detailHeading    = 5 // parameters, responses, headers and schema nodes
)
