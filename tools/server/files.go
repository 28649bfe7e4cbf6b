package server

import (
	"path"
	"strings"
)

// contentType is the Content-Type of a site file by its extension. The
// static search index's own files (.pagefind, .pf_*) are gzip data that
// pagefind.js reads as bytes: they go as application/octet-stream, never
// with a Content-Encoding.
func contentType(ext string) string {
	switch ext {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json", ".map":
		return "application/json"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".xml":
		return "application/xml; charset=utf-8"
	case ".txt":
		return "text/plain; charset=utf-8"
	case ".md":
		return "text/markdown; charset=utf-8"
	case ".yaml", ".yml":
		return "application/yaml; charset=utf-8"
	case ".pagefind", ".pf_meta", ".pf_index", ".pf_fragment":
		return "application/octet-stream"
	}
	return ""
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
