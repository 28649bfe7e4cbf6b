// Package server serves a built site with net/http: the files of build/site
// with their types, the gzip twins the build wrote, caching and validators,
// ranges, the locale's 404 page, and the security headers.
package server

import (
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Options configure the handler.
type Options struct {
	Dir string // build/site
	CSP string // Content-Security-Policy of every page; empty for none
}

// maxBody is the largest request body accepted: the site takes none, but
// a small one on a GET does no harm.
const maxBody = 64 << 10

// New returns the site handler. Files are opened with os.OpenInRoot, so
// no path, link or dot-dot segment reaches a file outside the folder, and
// a rebuild that swaps the folder is served at once.
func New(o Options) http.Handler { return &handler{o: o} }

type handler struct{ o Options }

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	if r.ContentLength > maxBody {
		http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	rel := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	for _, name := range candidates(rel) {
		if h.serve(w, r, name, http.StatusOK) {
			return
		}
	}
	// The 404 page of the path's first folder (a locale's own), else the site's.
	folder, _, _ := strings.Cut(rel, "/")
	if !h.serve(w, r, path.Join(folder, "404.html"), http.StatusNotFound) && !h.serve(w, r, "404.html", http.StatusNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
	}
}

// candidates are the files a URL path may name: the file itself, or the
// folder's index.html; a trailing slash makes no difference.
func candidates(rel string) []string {
	if rel == "" {
		return []string{"index.html"}
	}
	if strings.HasSuffix(rel, ".html") {
		return []string{rel}
	}
	return []string{rel, rel + "/index.html"}
}

// serve answers with one file, or reports that there is none. It sends
// the .gz twin the build wrote when the client accepts gzip.
func (h *handler) serve(w http.ResponseWriter, r *http.Request, name string, status int) bool {
	f, fi, err := h.open(name)
	if err != nil {
		return false
	}
	hdr := w.Header()
	if ct := contentTypes[path.Ext(name)]; ct != "" {
		hdr.Set("Content-Type", ct)
	}
	// The policy governs documents; on the many small files a search
	// fetches it would only add some 600 bytes each.
	if h.o.CSP != "" && path.Ext(name) == ".html" {
		hdr.Set("Content-Security-Policy", h.o.CSP)
	}
	hdr.Set("Vary", "Accept-Encoding")
	tag := "-id"
	if acceptsGzip(r) {
		if gz, gfi, err := h.open(name + ".gz"); err == nil {
			f.Close()
			f, fi, tag = gz, gfi, "-gz"
			hdr.Set("Content-Encoding", "gzip")
		}
	}
	defer f.Close()
	size := strconv.FormatInt(fi.Size(), 10)
	if status != http.StatusOK {
		// An error page goes whole with its status, whatever the request's
		// validators or ranges.
		hdr.Set("Cache-Control", "no-cache")
		hdr.Set("Content-Length", size)
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			io.Copy(w, f)
		}
		return true
	}
	hdr.Set("Cache-Control", cacheControl(name))
	hdr.Set("Etag", `"`+strconv.FormatInt(fi.ModTime().UnixNano(), 36)+"-"+size+tag+`"`)
	r, ok := fixRequest(r)
	if !ok {
		hdr.Set("Content-Range", "bytes */"+size)
		http.Error(w, "range not satisfiable", http.StatusRequestedRangeNotSatisfiable)
		return true
	}
	http.ServeContent(w, r, "", fi.ModTime(), f)
	return true
}

func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenInRoot(h.o.Dir, name)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = errors.New("not a file")
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") && strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// maxRanges is the most byte ranges one request may ask for; more are
// answered with the whole file, as RFC 9110 (14.2) allows, rather than a
// multipart reply many times the file's size.
const maxRanges = 8

// fixRequest makes a request net/http answers rightly. An If-Modified-Since
// later than now is dropped: RFC 9110 (13.1.3) says to ignore it, net/http
// would answer 304. A range of suffix length zero ("-0") asks for no byte
// and is dropped (net/http sends 206 with an impossible Content-Range), and
// too many ranges are ignored. ok is false when no range is left: the answer
// is then 416.
func fixRequest(r *http.Request) (_ *http.Request, ok bool) {
	r = r.Clone(r.Context())
	if t, err := http.ParseTime(r.Header.Get("If-Modified-Since")); err == nil && t.After(time.Now()) {
		r.Header.Del("If-Modified-Since")
	}
	spec, found := strings.CutPrefix(r.Header.Get("Range"), "bytes=")
	if !found {
		return r, true
	}
	parts := strings.Split(spec, ",")
	keep := slices.DeleteFunc(slices.Clone(parts), func(p string) bool {
		p = strings.TrimSpace(p)
		n, err := strconv.ParseInt(p, 10, 64)
		return strings.HasPrefix(p, "-") && err == nil && n == 0
	})
	if len(keep) == 0 {
		return r, false
	}
	if len(parts) > maxRanges {
		r.Header.Del("Range")
	} else {
		r.Header.Set("Range", "bytes="+strings.Join(keep, ","))
	}
	return r, true
}
