package server

import (
	"cmp"
	"strings"
)

// CSP builds the Content-Security-Policy of the site. Scripts may come only
// from the site itself, the template's inline scripts (by hash) and the
// widget host; WebAssembly may be compiled ('wasm-unsafe-eval'), which the
// static search index needs. Pages may connect to any http(s) origin: the
// API reference's try-it panel calls the reader's own server and Algolia
// mode calls Algolia, and the site holds nothing that a request could leak.
func CSP(widgetHost string, frameAncestors []string, inlineScriptHashes []string) string {
	script := append([]string{"'self'", "'wasm-unsafe-eval'"}, inlineScriptHashes...)
	frame := []string{"'self'"}
	img := []string{"'self'", "data:"}
	if widgetHost != "" {
		script = append(script, widgetHost)
		frame = append(frame, widgetHost)
		img = append(img, widgetHost)
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(script, " "),
		"style-src 'self' 'unsafe-inline'",
		"img-src " + strings.Join(img, " "),
		"connect-src 'self' http: https:",
		"frame-src " + strings.Join(frame, " "),
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors " + cmp.Or(strings.Join(frameAncestors, " "), "'self'"),
	}, "; ")
}

// HeadersFile is the site's security headers in the _headers format of
// Netlify and Cloudflare Pages, for build/site/_headers.
func HeadersFile(csp string) string {
	return "# Security headers for static hosts that read _headers (Netlify, Cloudflare Pages).\n" +
		"/*\n" +
		"  Content-Security-Policy: " + csp + "\n" +
		"  X-Content-Type-Options: nosniff\n" +
		"  Referrer-Policy: strict-origin-when-cross-origin\n" +
		"/_assets/*\n" +
		"  Cache-Control: public, max-age=31536000, immutable\n"
}
