package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/valyala/fasthttp"
)

// rawGet sends one request with the target exactly as written (odd
// encodings included) and reads the answer.
func rawGet(t *testing.T, addr, method, target string, hdr ...string) (*http.Response, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "%s %s HTTP/1.1\r\nHost: x\r\n", method, target)
	for i := 0; i+1 < len(hdr); i += 2 {
		fmt.Fprintf(c, "%s: %s\r\n", hdr[i], hdr[i+1])
	}
	fmt.Fprintf(c, "Connection: close\r\n\r\n")
	res, err := http.ReadResponse(bufio.NewReader(c), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	return res, string(body)
}

// The fasthttp front answers plain requests from memory itself and hands
// everything else to the net/http handler: for every kind of request, the
// two servers must answer alike.
func TestFastFrontAnswersAsNetHTTP(t *testing.T) {
	_, s := site(t)
	std := httptest.NewServer(s)
	defer std.Close()
	stdAddr := strings.TrimPrefix(std.URL, "http://")
	for _, gather := range []bool{false, true} {
		t.Run(map[bool]string{false: "plain", true: "gathered"}[gather], func(t *testing.T) {
			fastAnswersAsStd(t, s, stdAddr, gather)
		})
	}
}

func fastAnswersAsStd(t *testing.T, s *Site, stdAddr string, gather bool) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if gather {
		ln = GatherListener(ln)
	}
	fast := FastServer(s)
	go fast.Serve(ln)
	defer fast.Shutdown()

	gz := []string{"Accept-Encoding", "gzip"}
	cases := []struct {
		method, target string
		hdr            []string
	}{
		{"GET", "/", nil},
		{"GET", "/index.html", nil},
		{"GET", "/zh-cn/install/docker", nil},
		{"GET", "/zh-cn/install/docker/", nil},
		{"GET", "/zh-cn/install/docker?tab=1", nil},
		{"GET", "/zh-cn/install/docker?a=%zz&b", nil},
		{"GET", "/_assets/app-abc123.js", nil},
		{"GET", "/_assets/app-abc123.js", gz},
		{"GET", "/_assets/app-abc123.js", []string{"Accept-Encoding", "gzip;q=0"}},
		{"HEAD", "/_assets/app-abc123.js", gz},
		{"GET", "/_assets/app-abc123.js", []string{"Range", "bytes=0-9"}},
		{"GET", "/_assets/big-0f1e2d.js", nil},
		{"GET", "/_assets/big-0f1e2d.js", gz},
		{"HEAD", "/_assets/big-0f1e2d.js", gz},
		{"HEAD", "/_assets/big-0f1e2d.js", nil},
		{"GET", "/_assets/big-0f1e2d.js", []string{"Range", "bytes=20000-40000"}},
		{"GET", "/img/a.svg", nil},
		{"GET", "/_data/route/index.json", nil},
		{"GET", "/missing", nil},
		{"GET", "/zh-cn/missing", nil},
		{"GET", "/../secret.txt", nil},
		{"GET", "/%2e%2e/secret.txt", nil},
		{"GET", "/%252e%252e/secret.txt", nil},
		{"GET", "/..%5csecret.txt", nil},
		{"GET", "/a%00b", nil},
		{"GET", "/link.txt", nil},
		{"POST", "/", nil},
		{"DELETE", "/index.html", nil},
	}
	compare := []string{"Content-Type", "Content-Encoding", "Content-Length", "Cache-Control", "Etag", "Last-Modified", "Vary",
		"Accept-Ranges", "Content-Range", "Allow", "Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy"}
	for _, c := range cases {
		want, wantBody := rawGet(t, stdAddr, c.method, c.target, c.hdr...)
		got, gotBody := rawGet(t, addr, c.method, c.target, c.hdr...)
		name := c.method + " " + c.target + " " + strings.Join(c.hdr, ": ")
		if got.StatusCode != want.StatusCode || gotBody != wantBody {
			t.Errorf("%s: fast %d (%d bytes), net/http %d (%d bytes)", name, got.StatusCode, len(gotBody), want.StatusCode, len(wantBody))
			continue
		}
		for _, k := range compare {
			if g, w := got.Header.Values(k), want.Header.Values(k); strings.Join(g, ",") != strings.Join(w, ",") {
				t.Errorf("%s: %s is %q, net/http says %q", name, k, g, w)
			}
		}
		if strings.Contains(gotBody, "secret") {
			t.Errorf("%s: a file outside the site was served", name)
		}
	}

	// Large cookies (every localhost cookie comes along) are no problem.
	if res, _ := rawGet(t, addr, "GET", "/", "Cookie", "a="+strings.Repeat("c", 16<<10)); res.StatusCode != http.StatusOK {
		t.Errorf("a request with 16 KB of cookies: %d", res.StatusCode)
	}

	// A revalidation goes the net/http way and still gets its 304.
	first, _ := rawGet(t, addr, "GET", "/zh-cn/install/docker")
	again, body := rawGet(t, addr, "GET", "/zh-cn/install/docker", "If-None-Match", first.Header.Get("Etag"))
	if again.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("If-None-Match with the page's own ETag: %d %q", again.StatusCode, body)
	}
}

// The memory path must really be taken for plain requests (else the
// comparison above would compare net/http with itself).
func TestFastFrontAnswersPlainGetsItself(t *testing.T) {
	_, s := site(t)
	var ctx fasthttp.RequestCtx
	ctx.Request.SetRequestURI("/zh-cn/install/docker")
	ctx.Request.Header.SetMethod("GET")
	if !s.answerFromMemory(&ctx) {
		t.Fatal("a plain GET of a page in memory went to the net/http side")
	}
	ctx.Request.Header.Set("If-None-Match", `"x"`)
	ctx.Response.Reset()
	if s.answerFromMemory(&ctx) {
		t.Fatal("a conditional GET was answered from memory")
	}
}

// A body over the server's limit is refused before any handler, with 413
// in the engine's error shape, as the engine itself answers smaller ones.
func TestFastServerRefusesHugeBodiesWith413(t *testing.T) {
	_, s := site(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fast := FastServer(s)
	fast.MaxRequestBodySize = 1 << 10
	go fast.Serve(ln)
	defer fast.Shutdown()
	res, err := http.Post("http://"+ln.Addr().String()+"/1/indexes/voce/batch", "application/json", strings.NewReader(strings.Repeat("x", 4<<10)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(body), `"status":413`) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
}
