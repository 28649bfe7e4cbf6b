package llms

import (
	"cmp"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"vocedocs/tools/openapi"
)

// KeyPlaceholder stands where the reader's key goes, as in the page's
// code samples (packages/api-reference request/CodeSamples.tsx).
const KeyPlaceholder = "YOUR_API_KEY"

var (
	shellSafeRe = regexp.MustCompile(`^[\w@%+=:,./-]+$`)
	keyParamRe  = regexp.MustCompile(`(?i)^(x-)?api-key$`)
)

// shellQuote is a POSIX shell word: single-quoted, with ' written as '\”.
func shellQuote(s string) string {
	if shellSafeRe.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// curl is the request the page's code samples show before the reader
// types anything (packages/api-reference request/defaultInputs.ts and
// buildRequest.ts): the first server, required parameters from their
// examples, the key as a placeholder, the first media type's example body.
func (s *Site) curl(op *openapi.Operation) string {
	base := "https://your-server/api"
	if len(op.Servers) > 0 {
		if u := op.Servers[0].URL; strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
			base = strings.TrimRight(u, "/")
		}
	}
	// A parameter's example already is its schema's example or default, when it has one.
	var pathValues []string
	for _, p := range op.Parameters.Path {
		if v := valueText(p.Example); v != "" {
			pathValues = append(pathValues, "{"+p.Name+"}", url.PathEscape(v))
		}
	}
	path := strings.NewReplacer(pathValues...).Replace(op.Path)
	// sent is what the sample sends of one location's parameters: an API
	// key (outside cookies) as the placeholder, each required one that has
	// an example.
	sent := func(list []openapi.Parameter, keyHere bool) [][2]string {
		var out [][2]string
		for _, p := range list {
			if keyHere && keyParamRe.MatchString(p.Name) {
				out = append(out, [2]string{p.Name, KeyPlaceholder})
			} else if v := valueText(p.Example); p.Required && v != "" {
				out = append(out, [2]string{p.Name, v})
			}
		}
		return out
	}
	query, headers, cookies := sent(op.Parameters.Query, true), sent(op.Parameters.Header, true), sent(op.Parameters.Cookie, false)
	// Credentials go only where the operation needs them: with an
	// alternative that takes none, the sample sends none.
	var schemes []openapi.SecurityUse
	if len(op.Security) > 0 && !slices.ContainsFunc(op.Security, func(r openapi.SecurityRequirement) bool { return len(r.Schemes) == 0 }) {
		schemes = op.Security[0].Schemes
	}
	for _, use := range schemes {
		switch {
		case use.Type == "apiKey" && use.ParamName != "" && use.In == "query":
			query = append(query, [2]string{use.ParamName, KeyPlaceholder})
		case use.Type == "apiKey" && use.ParamName != "" && use.In == "cookie":
			cookies = append(cookies, [2]string{use.ParamName, KeyPlaceholder})
		case use.Type == "apiKey" && use.ParamName != "":
			headers = append(headers, [2]string{use.ParamName, KeyPlaceholder})
		case use.Type == "http" && strings.EqualFold(use.Scheme, "basic"):
			headers = append(headers, [2]string{"Authorization", "Basic " + KeyPlaceholder})
		case use.Type == "http" || use.Type == "oauth2" || use.Type == "openIdConnect":
			headers = append(headers, [2]string{"Authorization", "Bearer " + KeyPlaceholder})
		}
	}
	if len(cookies) > 0 {
		var parts []string
		for _, c := range cookies {
			parts = append(parts, c[0]+"="+url.QueryEscape(c[1]))
		}
		headers = append(headers, [2]string{"Cookie", strings.Join(parts, "; ")})
	}
	var body []string
	if op.RequestBody != nil && len(op.RequestBody.Content) > 0 {
		mc := &op.RequestBody.Content[0]
		if mc.Kind != "multipart" {
			headers = append([][2]string{{"Content-Type", mc.MediaType}}, headers...)
		}
		body = bodyArgs(mc)
	}
	first := "curl"
	switch {
	case op.Method == "HEAD":
		first += " --head"
	case op.Method != "GET" || len(body) > 0:
		first += " -X " + op.Method
	}
	target := base + path
	if len(query) > 0 {
		var qs []string
		for _, q := range query {
			qs = append(qs, url.QueryEscape(q[0])+"="+url.QueryEscape(q[1]))
		}
		target += "?" + strings.Join(qs, "&")
	}
	parts := []string{first + " " + shellQuote(target)}
	for _, h := range headers {
		parts = append(parts, "-H "+shellQuote(h[0]+": "+h[1]))
	}
	parts = append(parts, body...)
	command := strings.Join(parts, " \\\n  ")
	out := codeBlock("bash", "", command)
	if strings.Contains(command, KeyPlaceholder) {
		out += "\n\n" + s.t("api.samples.keyPlaceholder", "Replace {placeholder} with your access token, or enter it in the try-it panel.", "{placeholder}", codeSpan(KeyPlaceholder))
	}
	return out
}

// bodyArgs are curl's arguments for the example body.
func bodyArgs(mc *openapi.MediaContent) []string {
	kind := mc.Kind
	switch kind {
	case "multipart", "urlencoded":
		var out []string
		for _, p := range cmp.Or(mc.Schema, &openapi.Schema{}).Properties {
			file := p.Schema != nil && p.Schema.Type == "string" && (p.Schema.Format == "binary" || p.Schema.Format == "byte")
			switch {
			case file && kind == "multipart" && p.Required:
				out = append(out, "-F "+shellQuote(p.Name+"=@file.bin"))
			case file || !p.Required:
			case kind == "multipart":
				out = append(out, "--form-string "+shellQuote(p.Name+"="+valueText(mc.Example.Get(p.Name))))
			default:
				out = append(out, "--data-urlencode "+shellQuote(p.Name+"="+valueText(mc.Example.Get(p.Name))))
			}
		}
		return out
	case "binary":
		return []string{"--data-binary " + shellQuote("@file.bin")}
	}
	if mc.Example == nil {
		return nil
	}
	_, text := exampleBody(mc)
	return []string{"--data-raw " + shellQuote(text)}
}
