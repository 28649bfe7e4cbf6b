package sitedata

// Page is the artifact pages/<locale>/<id>.json: everything the theme needs
// to render one doc page. Its schema is schemas/data/page.schema.json.
type Page struct {
	Kind                string            `json:"kind"` // "doc"
	Route               string            `json:"route"`
	Locale              string            `json:"locale"`
	ID                  string            `json:"id"`
	Title               string            `json:"title"`
	H1                  string            `json:"h1"`
	Description         string            `json:"description"`
	Body                []any             `json:"body"`
	TOC                 []TOCEntry        `json:"toc"`
	HideTableOfContents bool              `json:"hideTableOfContents"`
	HideFooter          bool              `json:"hideFooter"`
	LastUpdated         string            `json:"lastUpdated,omitempty"`
	EditURL             string            `json:"editUrl,omitempty"`
	Breadcrumbs         []Crumb           `json:"breadcrumbs"`
	Prev                *NavLink          `json:"prev"`
	Next                *NavLink          `json:"next"`
	Alternates          map[string]string `json:"alternates"`
	Source              string            `json:"source"`
}

type TOCEntry struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Level int    `json:"level"`
}

type Crumb struct {
	Label string `json:"label"`
	Href  string `json:"href,omitempty"`
}

type NavLink struct {
	Label string `json:"label"`
	Href  string `json:"href"`
}

// Route is one entry of the artifact routes.json.
type Route struct {
	Path   string `json:"path"`
	Locale string `json:"locale"`
	Kind   string `json:"kind"`           // doc | api-index | api-operation | search | notfound
	Data   string `json:"data,omitempty"` // artifact path under build/data
	Title  string `json:"title"`
	// Markdown is where the page's Markdown twin is served (tools/llms); "" for none.
	Markdown string `json:"markdown,omitempty"`
}

// Routes is the artifact routes.json.
type Routes struct {
	Routes []Route `json:"routes"`
}
