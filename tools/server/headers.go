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

// securityValues are the header values made once and shared by every
// answer (the servers only read them); each is a one-element slice, so an
// Add elsewhere would copy.
type securityValues struct {
	nosniff, referrer, csp, cspAPI []string
	cspB, cspAPIB                  []byte // the same policies, for fasthttp
	apiPrefixes                    []string
}

func (hd Headers) values() securityValues {
	v := securityValues{nosniff: []string{"nosniff"}, referrer: []string{"strict-origin-when-cross-origin"}, apiPrefixes: hd.APIPrefixes}
	if hd.CSP != "" {
		// Only on the API reference may the page connect elsewhere: the
		// try-it panel calls the reader's own server.
		api := strings.Replace(hd.CSP, "connect-src ", "connect-src http: https: ", 1)
		v.csp, v.cspAPI = []string{hd.CSP}, []string{api}
		v.cspB, v.cspAPIB = []byte(hd.CSP), []byte(api)
	}
	return v
}

func (v *securityValues) onAPIPage(path string) bool {
	for _, p := range v.apiPrefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// cspFor is the policy of an answer for path (nil: none).
func (v *securityValues) cspFor(path string) []string {
	if v.onAPIPage(path) {
		return v.cspAPI
	}
	return v.csp
}

// cspBytesFor is cspFor as bytes.
func (v *securityValues) cspBytesFor(path string) []byte {
	if v.onAPIPage(path) {
		return v.cspAPIB
	}
	return v.cspB
}

func (hd Headers) wrap(next http.Handler) http.Handler {
	v := hd.values()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["X-Content-Type-Options"] = v.nosniff
		h["Referrer-Policy"] = v.referrer
		if csp := v.cspFor(r.URL.Path); csp != nil {
			h["Content-Security-Policy"] = csp
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
