package openapi

import (
	"cmp"
	"regexp"
	"strings"

	"vocedocs/tools/markdown"
)

// untagged is the tag of operations that declare none.
const untagged = "API"

// Build turns a loaded document into the index and the operation pages.
func Build(doc *Doc) *Model {
	schemes, byName := doc.securitySchemes()
	rootServers := servers(doc.root.Get("servers"), []Server{{URL: "/"}}) // OpenAPI's default server
	slugs := Slugs(doc)
	ops := make([]*Operation, len(doc.ops))
	for i, site := range doc.ops {
		ops[i] = doc.operation(site, slugs[i], byName, rootServers)
	}
	for i, op := range ops {
		if i > 0 {
			op.Prev = linkTo(ops[i-1])
		}
		if i+1 < len(ops) {
			op.Next = linkTo(ops[i+1])
		}
	}
	info := doc.root.Get("info")
	tags, sidebar := doc.tags(ops)
	return &Model{Operations: ops, Index: Index{
		Title:           info.getText("title"),
		Version:         info.getText("version"),
		OpenAPI:         doc.Version,
		Description:     markdown.Fragment(info.getText("description"), indexHeading),
		Servers:         rootServers,
		SecuritySchemes: schemes,
		Tags:            tags,
		Sidebar:         sidebar,
	}}
}

func linkTo(op *Operation) *OperationLink {
	return &OperationLink{Slug: op.Slug, Summary: op.Summary, Method: op.Method}
}

// servers lists v's servers, or gives fallback when it lists none.
func servers(v *Value, fallback []Server) []Server {
	var out []Server
	for _, s := range v.items() {
		out = append(out, Server{URL: s.getText("url"), Description: s.getText("description")})
	}
	if len(out) == 0 {
		return fallback
	}
	return out
}

// securitySchemes lists components.securitySchemes in file order.
func (d *Doc) securitySchemes() ([]SecurityScheme, map[string]SecurityScheme) {
	list := []SecurityScheme{}
	byName := map[string]SecurityScheme{}
	m := d.root.Get("components").Get("securitySchemes")
	for i, name := range m.keysOf() {
		v := d.deref(m.vals[i])
		s := SecurityScheme{
			Name:         name,
			Type:         v.getText("type"),
			In:           v.getText("in"),
			ParamName:    v.getText("name"),
			Scheme:       v.getText("scheme"),
			BearerFormat: v.getText("bearerFormat"),
			Description:  markdown.Fragment(v.getText("description"), sectionHeading),
		}
		list = append(list, s)
		byName[name] = s
	}
	return list, byName
}

// deref follows v's $ref if it has one.
func (d *Doc) deref(v *Value) *Value {
	if r := v.Get("$ref"); r.isString() {
		_, def, _ := d.resolve(r.str) // nil when it leads nowhere
		return def
	}
	return v
}

func (d *Doc) operation(site opSite, slug string, schemes map[string]SecurityScheme, rootServers []Server) *Operation {
	op := site.op
	b := &schemaBuilder{doc: d, budget: schemaBudget}
	o := &Operation{
		Slug:        slug,
		Method:      strings.ToUpper(site.method),
		Path:        site.path,
		Summary:     title(op),
		Description: markdown.Fragment(op.getText("description"), operationHeading),
		OperationID: op.getText("operationId"),
		Tags:        []string{},
		Deprecated:  op.getBool("deprecated"),
		Security:    []SecurityRequirement{},
		Parameters:  Parameters{Path: []Parameter{}, Query: []Parameter{}, Header: []Parameter{}, Cookie: []Parameter{}},
		Responses:   []Response{},
	}
	for _, t := range op.Get("tags").items() { // strings: the meta-schema says so
		o.Tags = append(o.Tags, t.str)
	}
	for _, req := range cmp.Or(op.Get("security"), d.root.Get("security")).items() {
		r := SecurityRequirement{Schemes: []SecurityUse{}}
		for i, name := range req.keysOf() {
			use := SecurityUse{SecurityScheme: schemes[name], Scopes: []string{}} // Load checked the name
			for _, s := range req.vals[i].items() {
				use.Scopes = append(use.Scopes, s.text())
			}
			r.Schemes = append(r.Schemes, use)
		}
		o.Security = append(o.Security, r)
	}
	groups := map[string]*[]Parameter{"path": &o.Parameters.Path, "query": &o.Parameters.Query, "header": &o.Parameters.Header, "cookie": &o.Parameters.Cookie}
	for _, p := range d.parameters(site) {
		schemaValue := p.Get("schema")
		if c := p.Get("content"); c != nil { // instead of a schema: one media type, the meta-schema says
			schemaValue = c.vals[0].Get("schema")
		}
		param := parameter(p, p.getText("name"), b.build(schemaValue))
		param.Example = d.example(p, param.Schema, anyMode)
		group := groups[p.getText("in")] // one of the four: the meta-schema says so
		*group = append(*group, param)
	}
	if rb := d.deref(op.Get("requestBody")); rb.isObject() {
		o.RequestBody = &RequestBody{
			Required:    rb.getBool("required"),
			Description: markdown.Fragment(rb.getText("description"), sectionHeading),
			Content:     d.content(b, rb.Get("content"), requestMode),
		}
	}
	resps := op.Get("responses")
	for i, status := range resps.keysOf() {
		if strings.HasPrefix(status, "x-") {
			continue
		}
		r := d.deref(resps.vals[i])
		resp := Response{Status: status, Headers: []Parameter{}, Content: d.content(b, r.Get("content"), responseMode)}
		// The description's first paragraph is shown beside the status, the rest when the response opens.
		resp.Summary, resp.Description = []any{}, markdown.Fragment(r.getText("description"), detailHeading)
		if blocks := resp.Description; len(blocks) > 0 {
			if p, ok := blocks[0].([]any); ok && p[0] == "p" {
				resp.Summary, resp.Description = p[2:], blocks[1:]
			}
		}
		hs := r.Get("headers")
		for j, name := range hs.keysOf() {
			h := d.deref(hs.vals[j])
			resp.Headers = append(resp.Headers, parameter(h, name, b.build(h.Get("schema"))))
		}
		o.Responses = append(o.Responses, resp)
	}
	o.Servers = servers(op.Get("servers"), servers(site.item.Get("servers"), rootServers))
	return o
}

// parameter is a parameter or a response header, without its example.
func parameter(v *Value, name string, schema *Schema) Parameter {
	return Parameter{
		Name:        name,
		Required:    v.getBool("required"),
		Description: markdown.Fragment(v.getText("description"), detailHeading),
		Deprecated:  v.getBool("deprecated"),
		Schema:      schema,
	}
}

// parameters merges the path item's parameters with the operation's: an
// operation parameter replaces a path-level one with the same name and
// location, in place.
func (d *Doc) parameters(site opSite) []*Value {
	var out []*Value
	pos := map[string]int{}
	for _, list := range []*Value{site.item.Get("parameters"), site.op.Get("parameters")} {
		for _, raw := range list.items() {
			p := d.deref(raw)
			key := p.getText("in") + "\x00" + p.getText("name")
			if i, ok := pos[key]; ok {
				out[i] = p
				continue
			}
			pos[key] = len(out)
			out = append(out, p)
		}
	}
	return out
}

func (d *Doc) content(b *schemaBuilder, c *Value, mode exampleMode) []MediaContent {
	out := []MediaContent{}
	for i, mt := range c.keysOf() {
		m := c.vals[i]
		mc := MediaContent{MediaType: mt, Schema: b.build(m.Get("schema"))}
		mc.Example = d.example(m, mc.Schema, mode)
		mc.Kind = bodyKind(&mc)
		out = append(out, mc)
	}
	return out
}

// The media types that carry JSON (application/json, …+json, …/json) and
// those whose content is not text.
var (
	jsonMediaRe   = regexp.MustCompile(`(?i)^[\w.+-]+/(?:[\w.-]+\+)?json(?:\s*;|$)`)
	binaryMediaRe = regexp.MustCompile(`^(image|audio|video|font)/|^application/(octet-stream|pdf|zip|gzip|x-tar|wasm)\b`)
)

// bodyKind is how a body of this media type is edited and sent: json,
// text, multipart, urlencoded or binary.
func bodyKind(mc *MediaContent) string {
	mt := strings.ToLower(strings.TrimSpace(mc.MediaType))
	switch {
	case strings.HasPrefix(mt, "multipart/"):
		return "multipart"
	case strings.HasPrefix(mt, "application/x-www-form-urlencoded"):
		return "urlencoded"
	case jsonMediaRe.MatchString(mt):
		return "json"
	}
	s := cmp.Or(mc.Schema, &Schema{})
	if binaryMediaRe.MatchString(mt) || (s.Type == "string" && (s.Format == "binary" || s.Format == "byte")) {
		return "binary"
	}
	if mc.Example.isObject() || mc.Example.isArray() || s.Type == "object" || s.Type == "array" {
		return "json"
	}
	return "text"
}

// example is the example of a parameter or media type: its own example,
// else the first of its examples, else one generated from its schema.
func (d *Doc) example(holder *Value, s *Schema, mode exampleMode) *Value {
	if ex := holder.Get("example"); ex != nil {
		return ex
	}
	exs := holder.Get("examples")
	for i := range exs.keysOf() {
		if v := d.deref(exs.vals[i]).Get("value"); v != nil {
			return v
		}
	}
	return genExample(s, mode, 0)
}

// tags groups operations by tag, tags in order of first use, and lists
// them again as the sidebar.
func (d *Doc) tags(ops []*Operation) ([]Tag, Sidebar) {
	declared := map[string]*Value{}
	for _, t := range d.root.Get("tags").items() {
		declared[t.getText("name")] = t
	}
	out := []Tag{}
	sb := Sidebar{Categories: []SidebarCategory{}}
	index := map[string]int{}
	for _, op := range ops {
		names := op.Tags
		if len(names) == 0 {
			names = []string{untagged}
		}
		for _, name := range names {
			i, ok := index[name]
			if !ok {
				decl := declared[name]
				label := cmp.Or(decl.getText("x-displayName"), name)
				i = len(out)
				index[name] = i
				out = append(out, Tag{Name: name, Label: label, Description: markdown.Fragment(decl.getText("description"), sectionHeading), Operations: []OperationRef{}})
				sb.Categories = append(sb.Categories, SidebarCategory{Tag: name, Label: label, Items: []SidebarItem{}})
			}
			out[i].Operations = append(out[i].Operations, OperationRef{
				Slug: op.Slug, Method: op.Method, Path: op.Path, Summary: op.Summary, Deprecated: op.Deprecated,
			})
			sb.Categories[i].Items = append(sb.Categories[i].Items, SidebarItem{Label: op.Summary, Href: op.Slug, Method: op.Method})
		}
	}
	return out, sb
}
