package openapi

import "encoding/json"

// The JSON the React side reads. schemas/data/api-index.schema.json and
// api-operation.schema.json describe exactly these shapes; keep them in step.
//
// Descriptions are Markdown rendered by markdown.Fragment into the element
// tree the theme's Body renders ([] when there is none); their heading
// levels are chosen by where the page shows them (describe.go).

// Model is every page Build makes: the index (with the sidebar) and one
// Operation per operation, in document order.
type Model struct {
	Index      Index
	Operations []*Operation
}

// Index is the API landing page's data and the sidebar (index.json).
type Index struct {
	Title           string           `json:"title"`
	Version         string           `json:"version"`
	OpenAPI         string           `json:"openapi"` // the document's openapi field
	Description     []any            `json:"description"`
	Servers         []Server         `json:"servers"`
	SecuritySchemes []SecurityScheme `json:"securitySchemes"`
	Tags            []Tag            `json:"tags"`
	Sidebar         Sidebar          `json:"sidebar"`
	SpecURL         string           `json:"specUrl"` // where the site serves the spec; the pipeline fills it
}

type Server struct {
	URL         string `json:"url"`
	Description string `json:"description"`
}

// SecurityScheme is a components.securitySchemes entry.
type SecurityScheme struct {
	Name         string `json:"name"`                   // its key in components.securitySchemes
	Type         string `json:"type"`                   // apiKey, http, oauth2, openIdConnect, mutualTLS
	In           string `json:"in,omitempty"`           // apiKey: header, query or cookie
	ParamName    string `json:"paramName,omitempty"`    // apiKey: the header/query/cookie name
	Scheme       string `json:"scheme,omitempty"`       // http: bearer, basic…
	BearerFormat string `json:"bearerFormat,omitempty"` // http bearer: e.g. JWT
	Description  []any  `json:"description,omitempty"`
}

// Tag groups operations: tags appear in order of first use by an
// operation; untagged operations fall under the tag "API".
type Tag struct {
	Name        string         `json:"name"`
	Label       string         `json:"label"` // x-displayName, else name
	Description []any          `json:"description"`
	Operations  []OperationRef `json:"operations"`
}

// OperationRef is an operation as listed on the landing page.
type OperationRef struct {
	Slug       string `json:"slug"`
	Method     string `json:"method"` // upper-case
	Path       string `json:"path"`
	Summary    string `json:"summary"`
	Deprecated bool   `json:"deprecated"`
}

// Sidebar lists one category per tag, in index order.
type Sidebar struct {
	Categories []SidebarCategory `json:"categories"`
}

type SidebarCategory struct {
	Tag   string        `json:"tag"`
	Label string        `json:"label"`
	Items []SidebarItem `json:"items"`
}

type SidebarItem struct {
	Label  string `json:"label"`  // the operation's summary
	Href   string `json:"href"`   // the operation's slug, relative to the API base route
	Method string `json:"method"` // upper-case
}

// Operation is one operation page (operations/<slug>.json).
type Operation struct {
	Slug        string                `json:"slug"`
	Method      string                `json:"method"` // upper-case
	Path        string                `json:"path"`
	Summary     string                `json:"summary"` // the title the slug came from
	Description []any                 `json:"description"`
	OperationID string                `json:"operationId"`
	Tags        []string              `json:"tags"`
	Deprecated  bool                  `json:"deprecated"`
	Security    []SecurityRequirement `json:"security"` // alternatives; empty: no auth
	Parameters  Parameters            `json:"parameters"`
	RequestBody *RequestBody          `json:"requestBody"` // null when the operation takes no body
	Responses   []Response            `json:"responses"`
	Prev        *OperationLink        `json:"prev"` // in document order; null at the ends
	Next        *OperationLink        `json:"next"`
	Servers     []Server              `json:"servers"`
}

// SecurityRequirement is one way to authenticate: all its schemes together.
// No schemes means the operation may also be called without credentials.
type SecurityRequirement struct {
	Schemes []SecurityUse `json:"schemes"`
}

type SecurityUse struct {
	SecurityScheme
	Scopes []string `json:"scopes"`
}

// Parameters are grouped by where they go, each group in document order
// (path-level parameters first, unless the operation overrides them).
type Parameters struct {
	Path   []Parameter `json:"path"`
	Query  []Parameter `json:"query"`
	Header []Parameter `json:"header"`
	Cookie []Parameter `json:"cookie"`
}

// Parameter is a parameter or a response header (which has no example).
type Parameter struct {
	Name        string  `json:"name"`
	Required    bool    `json:"required"`
	Description []any   `json:"description"`
	Deprecated  bool    `json:"deprecated"`
	Schema      *Schema `json:"schema,omitempty"`
	Example     *Value  `json:"example,omitempty"`
}

type RequestBody struct {
	Required    bool           `json:"required"`
	Description []any          `json:"description"`
	Content     []MediaContent `json:"content"`
}

type Response struct {
	Status string `json:"status"` // "200", "4XX", "default"
	// Summary is the first paragraph of the description, shown beside the
	// status; Description is the rest, shown when the response opens.
	Summary     []any          `json:"summary"`
	Description []any          `json:"description"`
	Headers     []Parameter    `json:"headers"`
	Content     []MediaContent `json:"content"`
}

// MediaContent is one media type of a body, with its example (Doc.example).
type MediaContent struct {
	MediaType string  `json:"mediaType"`
	Kind      string  `json:"kind"` // how a body is edited and sent: json, text, multipart, urlencoded, binary
	Schema    *Schema `json:"schema,omitempty"`
	Example   *Value  `json:"example,omitempty"`
}

type OperationLink struct {
	Slug    string `json:"slug"`
	Summary string `json:"summary"`
	Method  string `json:"method"`
}

// Schema is a self-contained schema tree, ready to show (schema.go builds
// it, outline.go folds and labels it); the artifact's schema says what each
// field holds.
type Schema struct {
	Label     string `json:"label,omitempty"`   // the short type: integer(int64), Pet[], string | integer
	Variant   string `json:"variant,omitempty"` // a oneOf/anyOf member's tab label, when it has one
	RefName   string `json:"refName,omitempty"`
	Circular  string `json:"circular,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`

	Type        string   `json:"type,omitempty"`  // the one non-null type
	Types       []string `json:"types,omitempty"` // 3.1: several non-null types
	Format      string   `json:"format,omitempty"`
	Title       string   `json:"title,omitempty"`
	Description []any    `json:"description,omitempty"`
	Enum        []*Value `json:"enum,omitempty"` // 3.1 const becomes a one-value enum
	Default     *Value   `json:"default,omitempty"`
	Example     *Value   `json:"example,omitempty"` // 3.1: the first of examples
	Nullable    bool     `json:"nullable,omitempty"`
	ReadOnly    bool     `json:"readOnly,omitempty"`
	WriteOnly   bool     `json:"writeOnly,omitempty"`
	Deprecated  bool     `json:"deprecated,omitempty"`

	Required             []string       `json:"required,omitempty"`
	Properties           []Property     `json:"properties,omitempty"`
	AdditionalProperties *Additional    `json:"additionalProperties,omitempty"`
	Items                *Schema        `json:"items,omitempty"`
	OneOf                []*Schema      `json:"oneOf,omitempty"`
	AnyOf                []*Schema      `json:"anyOf,omitempty"`
	AllOf                []*Schema      `json:"allOf,omitempty"`
	Not                  *Schema        `json:"not,omitempty"`
	Discriminator        *Discriminator `json:"discriminator,omitempty"`

	Minimum          json.Number `json:"minimum,omitempty"`
	Maximum          json.Number `json:"maximum,omitempty"`
	ExclusiveMinimum bool        `json:"exclusiveMinimum,omitempty"` // minimum itself is excluded
	ExclusiveMaximum bool        `json:"exclusiveMaximum,omitempty"`
	MultipleOf       json.Number `json:"multipleOf,omitempty"`
	MinLength        json.Number `json:"minLength,omitempty"`
	MaxLength        json.Number `json:"maxLength,omitempty"`
	Pattern          string      `json:"pattern,omitempty"`
	MinItems         json.Number `json:"minItems,omitempty"`
	MaxItems         json.Number `json:"maxItems,omitempty"`
	UniqueItems      bool        `json:"uniqueItems,omitempty"`
	MinProperties    json.Number `json:"minProperties,omitempty"`
	MaxProperties    json.Number `json:"maxProperties,omitempty"`
}

type Property struct {
	Name     string  `json:"name"`
	Required bool    `json:"required"`
	Schema   *Schema `json:"schema"`
}

// Additional is additionalProperties: a schema, or just allowed/forbidden.
type Additional struct {
	Allowed bool
	Schema  *Schema
}

func (a *Additional) MarshalJSON() ([]byte, error) {
	if a.Schema != nil {
		return json.Marshal(a.Schema)
	}
	return json.Marshal(a.Allowed)
}

type Discriminator struct {
	PropertyName string            `json:"propertyName"`
	Mapping      map[string]string `json:"mapping,omitempty"` // value → schema name (or the reference as written)
}
