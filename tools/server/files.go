package server

import (
	"path"
	"strings"
)

// contentTypes are the Content-Type of site files by extension. The static
// search index's own files (.pagefind, .pf_*) are gzip data that
// pagefind.js reads as bytes: they go as application/octet-stream, never
// with a Content-Encoding.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".xml":         "application/xml; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".md":          "text/markdown; charset=utf-8",
	".yaml":        "application/yaml; charset=utf-8",
	".yml":         "application/yaml; charset=utf-8",
	".pagefind":    "application/octet-stream",
	".pf_meta":     "application/octet-stream",
	".pf_index":    "application/octet-stream",
	".pf_fragment": "application/octet-stream",
}

// cacheControl is how long a browser may keep a file without asking again.
func cacheControl(rel string) string {
	ext := path.Ext(rel)
	switch {
	case strings.HasPrefix(rel, "_assets/"), strings.HasPrefix(ext, ".pf_"):
		// Content-hashed names (Vite's assets, Pagefind's index and
		// fragments): a changed file gets a new name.
		return "public, max-age=31536000, immutable"
	case ext == ".html", ext == ".json", ext == ".xml", ext == ".txt", ext == ".md", ext == ".yaml", strings.HasPrefix(rel, "pagefind/"):
		return "no-cache"
	default:
		return "public, max-age=3600"
	}
}
