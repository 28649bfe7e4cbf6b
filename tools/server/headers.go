package server

import (
	"net/http"
	"strings"
)

// Headers are the security headers set on every answer.
type Headers struct {
	// CSP is the Content-Security-Policy; empty for none.
	CSP string
	// APIPrefixes are the path prefixes of the API reference, whose try-it
	// panel must reach any VoceChat server the reader names.
	APIPrefixes []string
}

func (hd Headers) wrap(next http.Handler) http.Handler {
	// Values made once and shared by every answer (net/http only reads
	// them); each is a one-element slice, so an Add elsewhere would copy.
	nosniff := []string{"nosniff"}
	referrer := []string{"strict-origin-when-cross-origin"}
	csp := []string{hd.CSP}
	// Only on the API reference may the page connect elsewhere: the
	// try-it panel calls the reader's own server.
	cspAPI := []string{strings.Replace(hd.CSP, "connect-src ", "connect-src http: https: ", 1)}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["X-Content-Type-Options"] = nosniff
		h["Referrer-Policy"] = referrer
		if hd.CSP != "" {
			v := csp
			for _, p := range hd.APIPrefixes {
				if r.URL.Path == p || strings.HasPrefix(r.URL.Path, p+"/") {
					v = cspAPI
					break
				}
			}
			h["Content-Security-Policy"] = v
		}
		next.ServeHTTP(w, r)
	})
}

// CSP builds the policy: only the site itself, the widget host and the
// search hosts may be reached; frames are allowed from frameAncestors.
func CSP(widgetHost string, searchHosts []string, frameAncestors []string, inlineScriptHashes []string) string {
	connect := append([]string{"'self'"}, searchHosts...)
	script := append([]string{"'self'"}, inlineScriptHashes...)
	frame := []string{"'self'"}
	if widgetHost != "" {
		script = append(script, widgetHost)
		connect = append(connect, widgetHost)
		frame = append(frame, widgetHost)
	}
	fa := "'self'"
	if len(frameAncestors) > 0 {
		fa = strings.Join(frameAncestors, " ")
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(script, " "),
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: " + widgetHost,
		"connect-src " + strings.Join(connect, " "),
		"frame-src " + strings.Join(frame, " "),
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors " + fa,
	}, "; ")
}
