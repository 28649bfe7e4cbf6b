package llms

import (
	"fmt"
	"strings"

	"vocedocs/tools/openapi"
)

// APIIndex writes the twin of the API landing page: title and version,
// the description, servers, the ways to authenticate, and every tag with
// its operations (each a link to its twin). route is the landing page's
// route; operations are at route/<slug>.
func (s *Site) APIIndex(route string, idx *openapi.Index) []byte {
	t := s.t
	count := 0
	for _, tag := range idx.Tags {
		count += len(tag.Operations)
	}
	summary := fmt.Sprintf("%s · %s %s · OpenAPI %s · %s", t("api.reference", "API reference"), t("api.version", "Version"),
		escapeText(idx.Version, false, true), escapeText(idx.OpenAPI, false, true), t("api.index.count", "{n} operations", "{n}", fmt.Sprint(count)))
	parts := []string{s.text(idx.Description), "[" + t("api.downloadSpec", "Download OpenAPI document") + "](" + destination(s.Abs(idx.SpecURL)) + ")"}
	var servers []string
	for _, sv := range idx.Servers {
		line := "- " + codeSpan(sv.URL)
		if sv.Description != "" {
			line += " — " + escapeText(sv.Description, false, true)
		}
		servers = append(servers, line)
	}
	parts = append(parts, "## "+t("api.servers", "Servers")+"\n\n"+strings.Join(servers, "\n")+"\n\n"+
		t("api.servers.own", "For your own VoceChat server, use https://<your-domain>/api: every path below is relative to that base."))
	auth := []string{"## " + t("api.auth.title", "Authentication schemes"),
		t("api.auth.intro", "Operations that need authorization say so on their page. Get an access token with POST /token/login, then send it in one of these ways:")}
	if len(idx.SecuritySchemes) == 0 {
		auth = append(auth, t("api.auth.none", "No authorization needed."))
	}
	var schemes []string
	for _, sc := range idx.SecuritySchemes {
		line := joinBlocks("- **"+escapeText(sc.Name, false, true)+"**: "+s.schemeHow(sc), s.text(sc.Description))
		schemes = append(schemes, indent(line, "", "  "))
	}
	auth = append(auth, strings.Join(schemes, "\n"))
	parts = append(parts, strings.Join(auth, "\n\n"), "## "+t("api.operations", "Operations"))
	for _, tag := range idx.Tags {
		parts = append(parts, joinBlocks("### "+escapeText(tag.Label, false, true), s.text(tag.Description), strings.Join(s.opLinks(route, tag.Operations), "\n")))
	}
	return sections(header(idx.Title, summary, s.Abs(route)), parts...)
}

// opLinks are the lines of a list of links to operations: each summary,
// linked to its twin, then its method and path.
func (s *Site) opLinks(apiRoute string, ops []openapi.OperationRef) []string {
	var out []string
	for _, op := range ops {
		notes := codeSpan(op.Method + " " + op.Path)
		if op.Deprecated {
			notes += " (" + s.t("api.deprecated", "deprecated") + ")"
		}
		out = append(out, listLink(escapeText(op.Summary, false, true), s.Link(apiRoute+"/"+op.Slug, ""), notes))
	}
	return out
}
