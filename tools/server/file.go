package server

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// serveFile writes one file with its caching rules, using the .gz twin the
// build wrote when the client accepts gzip.
func (h *handler) serveFile(w http.ResponseWriter, r *http.Request, file string, status int) {
	hdr := w.Header()
	ext := filepath.Ext(file)
	rel, _ := filepath.Rel(h.o.Dir, file)
	rel = filepath.ToSlash(rel)
	switch {
	case strings.HasPrefix(rel, "_assets/"):
		// Content-hashed names: a changed file gets a new name.
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	case ext == ".html" || ext == ".json" || ext == ".xml" || ext == ".txt":
		hdr.Set("Cache-Control", "no-cache")
	default:
		hdr.Set("Cache-Control", "public, max-age=3600")
	}
	if ct := contentType(ext); ct != "" {
		hdr.Set("Content-Type", ct)
	}
	hdr.Add("Vary", "Accept-Encoding")
	send := file
	if acceptsGzip(r) && fileExists(file+".gz") {
		send = file + ".gz"
		hdr.Set("Content-Encoding", "gzip")
	}
	f, err := os.Open(send)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if status != http.StatusOK {
		hdr.Del("Cache-Control")
		hdr.Set("Cache-Control", "no-cache")
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = copyFile(w, f)
		}
		return
	}
	// ServeContent handles Range, If-Modified-Since and HEAD, and uses
	// sendfile for the body.
	http.ServeContent(w, r, "", fi.ModTime(), f)
}

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
	case ".xml":
		return "application/xml; charset=utf-8"
	case ".txt":
		return "text/plain; charset=utf-8"
	case ".yaml", ".yml":
		return "application/yaml; charset=utf-8"
	}
	return ""
}

func acceptsGzip(r *http.Request) bool { return acceptsGzipHeader(r.Header.Get("Accept-Encoding")) }

func acceptsGzipHeader(v string) bool {
	for _, part := range strings.Split(v, ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && !strings.Contains(strings.ReplaceAll(q, " ", ""), "q=0") {
			return true
		}
	}
	return false
}

func copyFile(w http.ResponseWriter, f *os.File) (int64, error) {
	buf := make([]byte, 32<<10)
	var n int64
	for {
		k, err := f.Read(buf)
		if k > 0 {
			m, werr := w.Write(buf[:k])
			n += int64(m)
			if werr != nil {
				return n, werr
			}
		}
		if err != nil {
			return n, nil
		}
	}
}
