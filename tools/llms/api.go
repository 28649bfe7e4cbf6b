package llms

import (
	"cmp"
	"encoding/json"
	"strings"

	"vocedocs/tools/openapi"
)

// Operation writes the twin of an operation page: method and path, what
// the page says of authorization, parameters (a table per location), the
// request body and each response (schema outlines), and one example
// request (curl) and response. route is the page's route.
func (s *Site) Operation(route string, op *openapi.Operation) []byte {
	var tags, deprecated, body string
	if len(op.Tags) > 0 {
		tags = s.t("api.tags", "Tags") + ": " + escapeText(strings.Join(op.Tags, " · "), false, true)
	}
	if op.Deprecated {
		deprecated = quote("**" + s.t("api.deprecated.title", "Deprecated") + "**\n\n" +
			s.t("api.deprecated.notice", "This operation is deprecated and may be removed in a future version of the server."))
	}
	if rb := op.RequestBody; rb != nil {
		body = joinBlocks("## "+s.t("api.requestBody", "Request body")+" ("+s.need(rb.Required)+")", s.text(rb.Description), s.contents(rb.Content))
	}
	return sections(header(op.Summary, escapeText(op.Method+" "+op.Path, true, false), s.Abs(route)),
		tags, deprecated, s.text(op.Description),
		"## "+s.t("api.auth.heading", "Authorization")+"\n\n"+s.security(op.Security),
		s.parameters(op.Parameters), body, s.responses(op.Responses),
		"## "+s.t("llms.exampleRequest", "Example request")+"\n\n"+s.curl(op),
		s.exampleResponse(op.Responses))
}

// need says whether a parameter or body is required or optional.
func (s *Site) need(required bool) string {
	if required {
		return s.t("api.required", "required")
	}
	return s.t("api.optional", "optional")
}

// security says how to authenticate: alternatives one per line, joined by
// "or"; the schemes of one alternative joined by "and".
func (s *Site) security(reqs []openapi.SecurityRequirement) string {
	t := s.t
	if len(reqs) == 0 {
		return t("api.auth.none", "No authorization needed.")
	}
	var lines []string
	for i, req := range reqs {
		line := "- "
		if i > 0 {
			line += t("api.auth.or", "or") + " "
		}
		if len(req.Schemes) == 0 {
			lines = append(lines, line+t("api.auth.optional", "No credentials (authorization is optional)"))
			continue
		}
		for j, use := range req.Schemes {
			if j > 0 {
				line += " " + t("api.auth.and", "and") + " "
			}
			line += "**" + escapeText(use.Name, false, true) + "**: " + s.schemeHow(use.SecurityScheme)
			if len(use.Scopes) > 0 {
				var scopes []string
				for _, sc := range use.Scopes {
					scopes = append(scopes, codeSpan(sc))
				}
				line += " (" + t("api.auth.scopes", "scopes") + ": " + strings.Join(scopes, ", ") + ")"
			}
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// schemeHow is how a scheme is sent, in words.
func (s *Site) schemeHow(scheme openapi.SecurityScheme) string {
	t := s.t
	switch scheme.Type {
	case "apiKey":
		name := cmp.Or(scheme.ParamName, scheme.Name)
		switch scheme.In {
		case "query":
			return t("api.auth.apiKeyQuery", "API key in the {name} query parameter", "{name}", codeSpan(name))
		case "cookie":
			return t("api.auth.apiKeyCookie", "API key in the {name} cookie", "{name}", codeSpan(name))
		}
		return t("api.auth.apiKeyHeader", "API key in the {name} header", "{name}", codeSpan(name))
	case "http":
		if strings.EqualFold(scheme.Scheme, "basic") {
			return t("api.auth.basic", "HTTP Basic authentication (Authorization header)")
		}
		format := ""
		if scheme.BearerFormat != "" {
			format = " (" + escapeText(scheme.BearerFormat, false, true) + ")"
		}
		return t("api.auth.bearer", "Bearer token in the Authorization header{format}", "{format}", format)
	case "oauth2":
		return t("api.auth.oauth2", "OAuth 2.0 access token")
	case "openIdConnect":
		return t("api.auth.openIdConnect", "OpenID Connect")
	case "mutualTLS":
		return t("api.auth.mutualTLS", "Mutual TLS client certificate")
	}
	return escapeText(scheme.Type, false, true)
}

// parameters is a table per location.
func (s *Site) parameters(p openapi.Parameters) string {
	t := s.t
	var out []string
	for _, loc := range []struct {
		key, label string
		list       []openapi.Parameter
	}{
		{"api.params.path", "Path parameters", p.Path},
		{"api.params.query", "Query parameters", p.Query},
		{"api.params.header", "Header parameters", p.Header},
		{"api.params.cookie", "Cookie parameters", p.Cookie},
	} {
		if len(loc.list) == 0 {
			continue
		}
		rows := []string{
			"### " + t(loc.key, loc.label),
			"",
			tableRow(t("api.param.name", "Name"), t("api.param.type", "Type"), t("api.param.required", "Required"), t("api.param.description", "Description")),
			tableRow("---", "---", "---", "---"),
		}
		for _, prm := range loc.list {
			schema := cmp.Or(prm.Schema, &openapi.Schema{})
			name := codeSpan(prm.Name)
			if prm.Deprecated {
				name += " (" + t("api.deprecated", "deprecated") + ")"
			}
			// The parameter's own description, then what its schema says, on
			// the one line of a table cell.
			facts := *schema
			facts.Description = nil
			desc := strings.Join(strings.Fields(s.text(prm.Description)+" "+s.facts(&facts)), " ")
			rows = append(rows, tableRow(name, codeSpan(shownType(schema)), s.need(prm.Required), strings.ReplaceAll(desc, "|", `\|`)))
		}
		out = append(out, strings.Join(rows, "\n"))
	}
	if len(out) == 0 {
		return ""
	}
	return "## " + t("api.parameters", "Parameters") + "\n\n" + strings.Join(out, "\n\n")
}

// contents is a body's media types, each with its schema outline.
func (s *Site) contents(list []openapi.MediaContent) string {
	var out []string
	for _, mc := range list {
		text := s.t("api.mediaType", "Media type") + ": " + codeSpan(mc.MediaType)
		if schema := mc.Schema; schema != nil {
			text = joinBlocks(text+" ("+codeSpan(shownType(schema))+")", s.facts(schema), strings.Join(s.outline(schema), "\n"))
		}
		out = append(out, text)
	}
	return strings.Join(out, "\n\n")
}

// responses is a section per status: description, headers and body.
func (s *Site) responses(list []openapi.Response) string {
	t := s.t
	if len(list) == 0 {
		return ""
	}
	var out []string
	for _, r := range list {
		status := r.Status
		if status == "default" {
			status = t("api.response.default", "default")
		}
		parts := []string{"### " + status, s.text(r.Summary), s.text(r.Description)}
		if len(r.Headers) > 0 {
			lines := []string{t("api.response.headers", "Response headers") + ":", ""}
			for _, h := range r.Headers {
				schema := *cmp.Or(h.Schema, &openapi.Schema{})
				if len(h.Description) > 0 {
					schema.Description = h.Description
				}
				lines = append(lines, s.property(h.Name, h.Required, &schema))
			}
			parts = append(parts, strings.Join(lines, "\n"))
		}
		if len(r.Content) == 0 {
			parts = append(parts, t("api.response.noBody", "No response body."))
		} else {
			parts = append(parts, s.contents(r.Content))
		}
		out = append(out, joinBlocks(parts...))
	}
	return "## " + t("api.responses", "Responses") + "\n\n" + strings.Join(out, "\n\n")
}

// exampleResponse shows one response body: the first success (else the
// first response) that has an example.
func (s *Site) exampleResponse(list []openapi.Response) string {
	for _, successOnly := range []bool{true, false} {
		for _, r := range list {
			if successOnly && !strings.HasPrefix(r.Status, "2") {
				continue
			}
			for _, mc := range r.Content {
				if mc.Example != nil {
					lang, body := exampleBody(&mc)
					return "## " + s.t("llms.exampleResponse", "Example response") + "\n\n" +
						codeSpan(r.Status) + " " + codeSpan(mc.MediaType) + "\n\n" + codeBlock(lang, "", body)
				}
			}
		}
	}
	return ""
}

// exampleBody is an example as the page shows it: a string as written
// (unless the body is JSON), anything else as pretty JSON.
func exampleBody(mc *openapi.MediaContent) (lang, body string) {
	if mc.Kind != "json" && strings.HasPrefix(valueJSON(mc.Example), `"`) {
		return "text", valueText(mc.Example)
	}
	pretty, _ := json.MarshalIndent(mc.Example, "", "  ")
	return "json", string(pretty)
}
