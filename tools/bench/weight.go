package bench

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// PageWeight is what a first visit to a page downloads before it is
// interactive, in gzip bytes, as docs/performance.md budgets it: the HTML,
// the module scripts with their preloads, and the stylesheets.
type PageWeight struct {
	Path     string `json:"path"`
	HTMLGzip int    `json:"htmlGzip"`
	JSGzip   int    `json:"jsGzip"`
	CSSGzip  int    `json:"cssGzip"`
}

var tagRe = regexp.MustCompile(`<(?:script|link)\b[^>]*>`)
var srcRe, hrefRe = regexp.MustCompile(`src="([^"]+)"`), regexp.MustCompile(`href="([^"]+)"`)

// Weigh reads a built page and its first-load files from the site folder.
func Weigh(siteDir, path string) (PageWeight, error) {
	w := PageWeight{Path: path}
	file := filepath.Join(siteDir, filepath.FromSlash(strings.TrimPrefix(path, "/")), "index.html")
	html, err := os.ReadFile(file)
	if err != nil {
		return w, err
	}
	w.HTMLGzip = gzipLen(html)
	for _, tag := range tagRe.FindAllString(string(html), -1) {
		// Which attribute names the file, and which total it adds to.
		var attr *regexp.Regexp
		var total *int
		switch {
		case strings.HasPrefix(tag, "<script") && strings.Contains(tag, `type="module"`):
			attr, total = srcRe, &w.JSGzip
		case strings.Contains(tag, `rel="modulepreload"`):
			attr, total = hrefRe, &w.JSGzip
		case strings.Contains(tag, `rel="stylesheet"`):
			attr, total = hrefRe, &w.CSSGzip
		default:
			continue
		}
		m := attr.FindStringSubmatch(tag)
		if m == nil {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(siteDir, filepath.FromSlash(strings.TrimPrefix(m[1], "/"))))
		if err != nil {
			return w, err
		}
		*total += gzipLen(raw)
	}
	return w, nil
}

func gzipLen(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

// Weights prints the page weight table for the home, a doc page, an API
// operation page and the search page.
func Weights(siteDir string, w io.Writer) ([]PageWeight, error) {
	var out []PageWeight
	fmt.Fprintf(w, "\n%-24s %10s %10s %10s   (gzip; budgets: HTML 20 KB, JS 75 KB on a doc page and 120 KB on an API page, CSS 16 KB)\n", "page", "HTML", "JS", "CSS")
	for _, p := range []string{"/", "/zh-cn/install/docker", "/zh-cn/api/login", "/search"} {
		pw, err := Weigh(siteDir, p)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(w, "%-24s %7.1f KB %7.1f KB %7.1f KB\n", p, kb(pw.HTMLGzip), kb(pw.JSGzip), kb(pw.CSSGzip))
		out = append(out, pw)
	}
	return out, nil
}

func kb(n int) float64 { return float64(n) / 1024 }
