// Package server serves a built site: static files from build/site with the
// right types, compression and caching, locale-aware 404 pages, security
// headers, and the local search engine under /1/.
package server

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Options configure the handler.
type Options struct {
	Dir     string       // build/site
	Locales []string     // non-default locale codes, for their 404 pages
	Engine  http.Handler // the search engine, mounted at /1/; nil for none
	Headers Headers      // security headers
}

// Site is the handler of a built site (net/http); Fast gives the same
// site to fasthttp, which `mage serve` runs.
type Site struct {
	http.Handler
	h   *handler
	sec securityValues
}

// New returns the site handler.
func New(o Options) *Site {
	h := &handler{o: o, mem: loadFiles(o.Dir)}
	return &Site{Handler: o.Headers.wrap(h), h: h, sec: o.Headers.values()}
}

type handler struct {
	o   Options
	mem map[string]*memFile
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if h.o.Engine != nil && enginePath(r.URL.Path) {
		h.o.Engine.ServeHTTP(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	rel, ok := cleanPath(r.URL.Path)
	if !ok {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	if f := h.memLookup(rel); f != nil {
		f.serve(w, r, http.StatusOK)
		return
	}
	if file, found := h.lookup(rel); found {
		h.serveFile(w, r, file, http.StatusOK)
		return
	}
	nf := h.notFoundPage(rel)
	if rel, err := filepath.Rel(h.o.Dir, nf); err == nil {
		if f := h.mem[filepath.ToSlash(rel)]; f != nil {
			f.serve(w, r, http.StatusNotFound)
			return
		}
	}
	h.serveFile(w, r, nf, http.StatusNotFound)
}

// enginePath says whether a path is the search engine's (/1/…).
func enginePath(p string) bool { return p == "/1" || strings.HasPrefix(p, "/1/") }

// cleanPath rejects what no file of the site can be named like (NUL,
// backslashes, dot-dot segments in any encoding) and returns the path
// relative to the site folder.
func cleanPath(p string) (string, bool) {
	if strings.ContainsAny(p, "\x00\\") || strings.Contains(p, "%") {
		// r.URL.Path is already decoded once: a '%' left means double encoding.
		return "", false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." {
			return "", false
		}
	}
	c := path.Clean("/" + p)
	return strings.TrimPrefix(c, "/"), true
}

// memLookup finds a URL path among the files held in memory: the file
// itself, or the folder's index.html; a trailing slash makes no difference.
func (h *handler) memLookup(rel string) *memFile {
	if rel == "" {
		return h.mem["index.html"]
	}
	if f := h.mem[rel]; f != nil {
		return f
	}
	if !strings.HasSuffix(rel, ".html") {
		return h.mem[rel+"/index.html"]
	}
	return nil
}

// lookup maps a URL path to a file: the file itself, or the folder's
// index.html; a trailing slash makes no difference.
func (h *handler) lookup(rel string) (string, bool) {
	cands := []string{rel}
	if rel == "" {
		cands = []string{"index.html"}
	} else if !strings.HasSuffix(rel, ".html") {
		cands = append(cands, rel+"/index.html")
	}
	for _, c := range cands {
		full := filepath.Join(h.o.Dir, filepath.FromSlash(c))
		if fi, err := os.Stat(full); err == nil && fi.Mode().IsRegular() && h.inside(full) {
			return full, true
		}
	}
	return "", false
}

// inside refuses files that resolve, through links, outside the site folder.
func (h *handler) inside(full string) bool {
	real, err := filepath.EvalSymlinks(full)
	if err != nil {
		return false
	}
	base, err := filepath.EvalSymlinks(h.o.Dir)
	if err != nil {
		return false
	}
	return real == base || strings.HasPrefix(real, base+string(filepath.Separator))
}

func (h *handler) notFoundPage(rel string) string {
	first, _, _ := strings.Cut(rel, "/")
	for _, l := range h.o.Locales {
		if first == l {
			if p := filepath.Join(h.o.Dir, l, "404.html"); fileExists(p) {
				return p
			}
		}
	}
	return filepath.Join(h.o.Dir, "404.html")
}

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}
