package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// memFile is a file of the site held in memory: build/site does not change
// while it is served, so every lookup, stat and open is done once, at start.
type memFile struct {
	raw, gz  []byte
	ctype    string
	cache    string
	etag     string
	modified time.Time
	// Header values made once: for net/http (serve) and fasthttp (fast.go).
	hdr struct {
		ctype, cache, etag, etagGz, lastMod, len, lenGz []string
	}
	fast fastBytes
}

// prepare makes the header values every answer of f shares.
func (f *memFile) prepare() {
	one := func(s string) []string { return []string{s} }
	if f.ctype != "" {
		f.hdr.ctype = one(f.ctype)
	}
	f.hdr.cache = one(f.cache)
	f.hdr.etag = one(f.etag)
	f.hdr.etagGz = one(strings.TrimSuffix(f.etag, `"`) + `-gz"`)
	f.hdr.lastMod = one(f.modified.UTC().Format(http.TimeFormat))
	f.hdr.len = one(itoa(len(f.raw)))
	f.hdr.lenGz = one(itoa(len(f.gz)))
	f.fast = fastBytes{[]byte(f.ctype), []byte(f.cache), []byte(f.etag), []byte(f.hdr.etagGz[0]), []byte(f.hdr.lastMod[0])}
}

var (
	varyEncoding = []string{"Accept-Encoding"}
	gzipEncoding = []string{"gzip"}
	acceptRanges = []string{"bytes"}
)

// partialHeaders make http.ServeContent answer with less than the whole
// file (a range, or nothing for a condition). A request with none of them
// gets the whole file: most requests, and they skip its work (in net/http
// here, in fasthttp in fast.go).
var partialHeaders = []string{"Range", "If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range"}

func plainGet(r *http.Request) bool {
	for _, k := range partialHeaders {
		if r.Header[k] != nil {
			return false
		}
	}
	return true
}

// maxMemFile bounds what is held in memory; larger files are read from disk.
const maxMemFile = 4 << 20

// loadFiles reads every regular file of dir that stays inside it.
func loadFiles(dir string) map[string]*memFile {
	out := map[string]*memFile{}
	base, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return out
	}
	filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".gz") || d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		fi, err := d.Info()
		if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxMemFile {
			return nil
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(base, p)
		rel = filepath.ToSlash(rel)
		sum := sha256.Sum256(raw)
		f := &memFile{raw: raw, ctype: contentType(filepath.Ext(p)), cache: cacheControl(rel), etag: `"` + hex.EncodeToString(sum[:8]) + `"`, modified: fi.ModTime()}
		if gz, err := os.ReadFile(p + ".gz"); err == nil {
			f.gz = gz
		}
		f.prepare()
		out[rel] = f
		return nil
	})
	return out
}

func cacheControl(rel string) string {
	switch ext := filepath.Ext(rel); {
	case strings.HasPrefix(rel, "_assets/"):
		// Content-hashed names: a changed file gets a new name.
		return "public, max-age=31536000, immutable"
	case ext == ".html" || ext == ".json" || ext == ".xml" || ext == ".txt" || ext == ".yaml":
		return "no-cache"
	default:
		return "public, max-age=3600"
	}
}

func (f *memFile) serve(w http.ResponseWriter, r *http.Request, status int) {
	h := w.Header()
	if f.hdr.ctype != nil {
		h["Content-Type"] = f.hdr.ctype
	}
	h["Vary"] = varyEncoding
	body, etag, length := f.raw, f.hdr.etag, f.hdr.len
	if f.gz != nil && acceptsGzip(r) {
		body, etag, length = f.gz, f.hdr.etagGz, f.hdr.lenGz
		h["Content-Encoding"] = gzipEncoding
	}
	if status != http.StatusOK {
		h.Set("Cache-Control", "no-cache")
		h["Content-Length"] = length
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return
	}
	h["Cache-Control"] = f.hdr.cache
	h["Etag"] = etag
	if plainGet(r) {
		// What ServeContent would send, with the values made at start.
		h["Last-Modified"] = f.hdr.lastMod
		h["Accept-Ranges"] = acceptRanges
		h["Content-Length"] = length
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return
	}
	// ServeContent answers If-None-Match, If-Modified-Since, Range and HEAD.
	http.ServeContent(w, r, "", f.modified, bytes.NewReader(body))
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	if n == 0 {
		return "0"
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
