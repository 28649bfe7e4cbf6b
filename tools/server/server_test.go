package server

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func site(t *testing.T) (string, http.Handler) {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "site")
	files := map[string]string{
		"index.html":                      "<h1>home</h1>",
		"404.html":                        "<h1>Page Not Found</h1>",
		"zh-cn/404.html":                  "<h1>找不到页面</h1>",
		"zh-cn/install/docker/index.html": "<h1>Docker 安装</h1>",
		"_assets/app-abc123.js":           strings.Repeat("console.log(1);", 200),
		"_data/route/index.json":          `{"kind":"doc"}`,
		"img/a.svg":                       "<svg/>",
		"_assets/big-0f1e2d.js":           bigScript(96 << 10),
	}
	for p, c := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(full), 0o755)
		os.WriteFile(full, []byte(c), 0o644)
	}
	for _, a := range []string{"_assets/app-abc123.js", "_assets/big-0f1e2d.js"} {
		if _, err := gzipFileForTest(filepath.Join(dir, a)); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(root, "secret.txt"), []byte("secret"), 0o644)
	os.Symlink(filepath.Join(root, "secret.txt"), filepath.Join(dir, "link.txt"))
	return dir, New(Options{Dir: dir, CSP: "default-src 'self'"})
}

// bigScript is n bytes of script that gzip cannot shrink much.
func bigScript(n int) string {
	var b strings.Builder
	x := uint32(1)
	for b.Len() < n {
		x = x*1664525 + 1013904223
		fmt.Fprintf(&b, "v%08x=%d;", x, x>>20)
	}
	return b.String()[:n]
}

func gzipFileForTest(p string) (int, error) {
	raw, err := os.ReadFile(p)
	if err != nil {
		return 0, err
	}
	f, err := os.Create(p + ".gz")
	if err != nil {
		return 0, err
	}
	zw := gzip.NewWriter(f)
	zw.Write(raw)
	zw.Close()
	return len(raw), f.Close()
}

func get(h http.Handler, method, target string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, "http://x", nil)
	req.URL.Path = target
	req.RequestURI = target
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestRoutesAndTrailingSlash(t *testing.T) {
	_, h := site(t)
	for _, p := range []string{"/zh-cn/install/docker", "/zh-cn/install/docker/", "/zh-cn/install/docker/index.html"} {
		rec := get(h, "GET", p)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Docker 安装") {
			t.Errorf("%s: %d %q", p, rec.Code, rec.Body.String())
		}
		if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("%s: content type %q", p, ct)
		}
		if cc := rec.Header().Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: HTML must revalidate, got %q", p, cc)
		}
	}
}

func TestNotFoundPerLocale(t *testing.T) {
	_, h := site(t)
	if rec := get(h, "GET", "/zh-cn/nope"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "找不到页面") {
		t.Errorf("zh-cn: %d %q", rec.Code, rec.Body.String())
	}
	if rec := get(h, "GET", "/nope/deeper"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "Page Not Found") {
		t.Errorf("en: %d %q", rec.Code, rec.Body.String())
	}
}

func TestHashedAssetsCachedAndCompressed(t *testing.T) {
	_, h := site(t)
	rec := get(h, "GET", "/_assets/app-abc123.js", "Accept-Encoding", "gzip, br")
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("want gzip, got %d %q", rec.Code, rec.Header().Get("Content-Encoding"))
	}
	if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("cache control %q", cc)
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(body), "console.log(1);") {
		t.Errorf("body %q", body[:20])
	}
	if rec := get(h, "GET", "/_assets/app-abc123.js"); rec.Header().Get("Content-Encoding") != "" {
		t.Error("gzip sent to a client that did not ask for it")
	}
	if ct := get(h, "GET", "/_assets/app-abc123.js").Header().Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("js content type %q", ct)
	}
}

func TestOnlyGetAndHead(t *testing.T) {
	_, h := site(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
		if rec := get(h, m, "/"); rec.Code != 405 || rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: %d", m, rec.Code)
		}
	}
	if rec := get(h, "HEAD", "/"); rec.Code != 200 || rec.Body.Len() != 0 {
		t.Errorf("HEAD: %d, %d bytes", rec.Code, rec.Body.Len())
	}
}

func TestNoPathEscapesTheSite(t *testing.T) {
	_, h := site(t)
	for _, p := range []string{"/../secret.txt", "/img/../../secret.txt", "/%2e%2e/secret.txt", "/%252e%252e/secret.txt", "/..%5csecret.txt", "/img\\..\\..\\secret.txt", "/a\x00b", "/link.txt"} {
		rec := get(h, "GET", p)
		if strings.Contains(rec.Body.String(), "secret") && !strings.Contains(rec.Body.String(), "Not Found") {
			t.Errorf("%q leaked the file outside the site", p)
		}
		if rec.Code == 200 {
			t.Errorf("%q: 200", p)
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	_, h := site(t)
	for _, p := range []string{"/", "/nope", "/zh-cn/install/docker"} {
		rec := get(h, "GET", p)
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Content-Security-Policy") == "" || rec.Header().Get("Referrer-Policy") == "" {
			t.Errorf("%s: headers %v", p, rec.Header())
		}
	}
	// Files that are not pages go without the policy, which governs documents only.
	rec := get(h, "GET", "/_assets/app-abc123.js")
	if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Content-Security-Policy") != "" {
		t.Errorf("asset headers %v", rec.Header())
	}
}

func TestCSP(t *testing.T) {
	csp := CSP("https://chat.example", []string{"*"}, []string{"'sha256-x'"})
	for _, want := range []string{"script-src 'self' 'wasm-unsafe-eval' 'sha256-x' https://chat.example", "connect-src 'self' http: https:", "frame-ancestors *", "object-src 'none'", "img-src 'self' data: https://chat.example"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if file := HeadersFile(csp); !strings.Contains(file, "/*\n  Content-Security-Policy: "+csp+"\n") || !strings.Contains(file, "X-Content-Type-Options: nosniff") {
		t.Errorf("_headers:\n%s", file)
	}
}

func TestBodyOverTheLimitIs413(t *testing.T) {
	_, h := site(t)
	req := httptest.NewRequest("GET", "/", strings.NewReader(strings.Repeat("x", maxBody+1)))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("got %d", rec.Code)
	}
}

// The cases a probe from outside found answered wrongly by the server this
// one replaced.

func TestRequestLineWithoutLeadingSlashIs400(t *testing.T) {
	_, h := site(t)
	srv := httptest.NewServer(h)
	defer srv.Close()
	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprint(c, "GET faq HTTP/1.1\r\nHost: x\r\n\r\n")
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("got %d", res.StatusCode)
	}
}

func TestSuffixRangeOfZeroBytesIs416(t *testing.T) {
	_, h := site(t)
	rec := get(h, "GET", "/_assets/app-abc123.js", "Range", "bytes=-0")
	if rec.Code != http.StatusRequestedRangeNotSatisfiable || rec.Header().Get("Content-Range") != "bytes */3000" {
		t.Errorf("got %d %q", rec.Code, rec.Header().Get("Content-Range"))
	}
	// A satisfiable range beside it still counts.
	rec = get(h, "GET", "/_assets/app-abc123.js", "Range", "bytes=-0, 0-9")
	if rec.Code != http.StatusPartialContent || rec.Header().Get("Content-Range") != "bytes 0-9/3000" || rec.Body.String() != "console.lo" {
		t.Errorf("got %d %q %q", rec.Code, rec.Header().Get("Content-Range"), rec.Body.String())
	}
}

func TestManyRangesGetTheWholeFile(t *testing.T) {
	_, h := site(t)
	var specs []string
	for i := range 300 {
		specs = append(specs, fmt.Sprintf("%d-%d", i, i))
	}
	rec := get(h, "GET", "/_assets/app-abc123.js", "Range", "bytes="+strings.Join(specs, ","))
	if rec.Code != http.StatusOK || rec.Body.Len() != 3000 {
		t.Errorf("got %d with %d bytes", rec.Code, rec.Body.Len())
	}
	rec = get(h, "GET", "/_assets/app-abc123.js", "Range", "bytes=0-0,5-5")
	if rec.Code != http.StatusPartialContent || !strings.HasPrefix(rec.Header().Get("Content-Type"), "multipart/byteranges") {
		t.Errorf("two ranges: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
}

func TestIfModifiedSinceInTheFutureIsIgnored(t *testing.T) {
	dir, h := site(t)
	hourAgo := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "index.html"), hourAgo, hourAgo)
	future := time.Now().Add(48 * time.Hour).UTC().Format(http.TimeFormat)
	if rec := get(h, "GET", "/", "If-Modified-Since", future); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "home") {
		t.Errorf("future date: %d", rec.Code)
	}
	since := time.Now().Add(-30 * time.Minute).UTC().Format(http.TimeFormat)
	if rec := get(h, "GET", "/", "If-Modified-Since", since); rec.Code != http.StatusNotModified {
		t.Errorf("past date after the change: %d", rec.Code)
	}
}

func TestValidatorsDifferPerEncoding(t *testing.T) {
	_, h := site(t)
	plain := get(h, "GET", "/_assets/app-abc123.js").Header().Get("Etag")
	gz := get(h, "GET", "/_assets/app-abc123.js", "Accept-Encoding", "gzip").Header().Get("Etag")
	if plain == "" || gz == "" || plain == gz {
		t.Fatalf("etags %q and %q", plain, gz)
	}
	if rec := get(h, "GET", "/_assets/app-abc123.js", "Accept-Encoding", "gzip", "If-None-Match", gz); rec.Code != http.StatusNotModified {
		t.Errorf("matching etag: %d", rec.Code)
	}
	if rec := get(h, "GET", "/_assets/app-abc123.js", "If-None-Match", gz); rec.Code != http.StatusOK {
		t.Errorf("the gzip etag must not validate the plain file: %d", rec.Code)
	}
}

func TestSearchIndexFilesAreBytes(t *testing.T) {
	dir, h := site(t)
	os.MkdirAll(filepath.Join(dir, "pagefind", "en", "fragment"), 0o755)
	os.WriteFile(filepath.Join(dir, "pagefind", "en", "fragment", "en_1a2b.pf_fragment"), []byte{0x1f, 0x8b}, 0o644)
	rec := get(h, "GET", "/pagefind/en/fragment/en_1a2b.pf_fragment", "Accept-Encoding", "gzip")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/octet-stream" || rec.Header().Get("Content-Encoding") != "" || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("got %d %v", rec.Code, rec.Header())
	}
}
