package server

import (
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"
)

// Why fasthttp: with net/http, `mage serve` answered 0.4-0.6x nginx's
// requests per second on the site's files; request parsing, header maps
// and their sorting, cloning and writing were most of its work. fasthttp
// reuses all of that per connection. It answers here only what is simple
// and most frequent: a GET or HEAD of a file held in memory, with no
// condition and no range. Everything else (conditional and range requests,
// files read from disk, not-found pages, the search engine, bad paths and
// methods) goes through fasthttpadaptor to the net/http handler, whose
// behaviour the tests pin down; TestFastFrontAnswersAsNetHTTP checks the
// two agree.

// Fast returns the site as a fasthttp handler.
func (s *Site) Fast() fasthttp.RequestHandler {
	slow := fasthttpadaptor.NewFastHTTPHandler(s)
	return func(ctx *fasthttp.RequestCtx) {
		if !s.answerFromMemory(ctx) {
			slow(ctx)
		}
	}
}

// FastServer is the server `mage serve` runs the site with.
func FastServer(s *Site) *fasthttp.Server {
	return &fasthttp.Server{
		Handler:               s.Fast(),
		NoDefaultServerHeader: true,
		NoDefaultContentType:  true,
		ReadTimeout:           60 * time.Second,
		WriteTimeout:          60 * time.Second,
		IdleTimeout:           120 * time.Second,
		// Above the engine's own limit on batches (32 MiB), which answers
		// in Algolia's error shape.
		MaxRequestBodySize: 64 << 20,
		// Room for headers and a whole page or hashed asset, so an answer
		// leaves in one write (one TCP segment burst) instead of headers
		// and body apart; writers are pooled, not held per idle connection.
		WriteBufferSize: 128 << 10,
		// It also bounds a request's headers (fasthttp's default is 4 KB):
		// browsers send every localhost cookie to 127.0.0.1:3000.
		ReadBufferSize: 64 << 10,
		// Requests fasthttp refuses before any handler runs: the status
		// net/http's side would give, in the engine's error shape.
		ErrorHandler: func(ctx *fasthttp.RequestCtx, err error) {
			status, msg := fasthttp.StatusBadRequest, "Bad request"
			if errors.Is(err, fasthttp.ErrBodyTooLarge) {
				status, msg = fasthttp.StatusRequestEntityTooLarge, "Request body is too large"
			}
			ctx.Response.Reset()
			ctx.SetStatusCode(status)
			ctx.SetContentType("application/json; charset=utf-8")
			fmt.Fprintf(ctx, `{"message":%q,"status":%d}`, msg, status)
		},
	}
}

func (s *Site) answerFromMemory(ctx *fasthttp.RequestCtx) bool {
	head := ctx.IsHead()
	if !ctx.IsGet() && !head {
		return false
	}
	req := &ctx.Request.Header
	for _, k := range partialHeaders {
		if req.Peek(k) != nil {
			return false
		}
	}
	// The path as net/http would see it: the raw one, unescaped once, then
	// the same checks as every other request.
	p, err := url.PathUnescape(string(ctx.URI().PathOriginal()))
	if err != nil || len(p) > 0 && p[0] != '/' || enginePath(p) {
		return false
	}
	rel, ok := cleanPath(p)
	if !ok {
		return false
	}
	f := s.h.memLookup(rel)
	if f == nil || f.hdr.ctype == nil {
		return false // not in memory, or its type is sniffed: net/http's way
	}
	h := &ctx.Response.Header
	fb := &f.fast
	body, etag, length := f.raw, fb.etag, len(f.raw)
	if f.gz != nil && acceptsGzipHeader(string(req.Peek("Accept-Encoding"))) {
		body, etag, length = f.gz, fb.etagGz, len(f.gz)
		h.SetCanonical(keyContentEncoding, valueGzip)
	}
	// Keys in canonical form and values made once: nothing is normalized
	// or allocated per answer.
	h.SetContentTypeBytes(fb.ctype)
	h.SetCanonical(keyVary, valueAcceptEncoding)
	h.SetCanonical(keyCacheControl, fb.cache)
	h.SetCanonical(keyEtag, etag)
	h.SetCanonical(keyLastModified, fb.lastMod)
	h.SetCanonical(keyAcceptRanges, valueBytes)
	h.SetCanonical(keyNosniff, valueNosniff)
	h.SetCanonical(keyReferrerPolicy, valueReferrer)
	if csp := s.sec.cspBytesFor(p); csp != nil {
		h.SetCanonical(keyCSP, csp)
	}
	if head {
		ctx.Response.SkipBody = true
		h.SetContentLength(length)
		return true
	}
	if g, ok := ctx.Conn().(*gatherConn); ok && len(body) >= gatherMin {
		ctx.Response.SetBodyStream(g.body.set(body), len(body))
		return true
	}
	ctx.Response.SetBodyRaw(body) // shared, never written to
	return true
}

var (
	keyContentEncoding  = []byte("Content-Encoding")
	keyVary             = []byte("Vary")
	keyCacheControl     = []byte("Cache-Control")
	keyEtag             = []byte("Etag")
	keyLastModified     = []byte("Last-Modified")
	keyAcceptRanges     = []byte("Accept-Ranges")
	keyNosniff          = []byte("X-Content-Type-Options")
	keyReferrerPolicy   = []byte("Referrer-Policy")
	keyCSP              = []byte("Content-Security-Policy")
	valueGzip           = []byte("gzip")
	valueAcceptEncoding = []byte("Accept-Encoding")
	valueBytes          = []byte("bytes")
	valueNosniff        = []byte("nosniff")
	valueReferrer       = []byte("strict-origin-when-cross-origin")
)

// fastBytes are a file's header values as fasthttp takes them.
type fastBytes struct{ ctype, cache, etag, etagGz, lastMod []byte }
