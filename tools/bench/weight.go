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
// interactive: HTML, module scripts with their preloads, stylesheets, and
// the page's data file.
type PageWeight struct {
	Path                   string `json:"path"`
	HTML                   int    `json:"html"`
	JS, JSGzip, CSS, CSSGz int
	Data, DataGzip         int
	Requests               int `json:"requests"`
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
	w.HTML, w.Requests = len(html), 1
	for _, tag := range tagRe.FindAllString(string(html), -1) {
		// Which attribute names the file, and which total it adds to.
		var attr *regexp.Regexp
		var size, gzSize *int
		switch {
		case strings.HasPrefix(tag, "<script") && strings.Contains(tag, `type="module"`):
			attr, size, gzSize = srcRe, &w.JS, &w.JSGzip
		case strings.Contains(tag, `rel="modulepreload"`):
			attr, size, gzSize = hrefRe, &w.JS, &w.JSGzip
		case strings.Contains(tag, `rel="stylesheet"`):
			attr, size, gzSize = hrefRe, &w.CSS, &w.CSSGz
		case strings.Contains(tag, `rel="preload"`) && strings.Contains(tag, `as="fetch"`):
			attr, size, gzSize = hrefRe, &w.Data, &w.DataGzip
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
		w.Requests++
		*size += len(raw)
		*gzSize += gzipLen(raw)
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
	fmt.Fprintf(w, "\n%-24s %9s %10s %10s %9s %9s %9s %5s\n", "page", "HTML", "JS", "JS gzip", "CSS", "CSS gzip", "data gz", "reqs")
	for _, p := range []string{"/", "/zh-cn/install/docker", "/zh-cn/api/login", "/search"} {
		pw, err := Weigh(siteDir, p)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(w, "%-24s %7.1f KB %7.1f KB %7.1f KB %6.1f KB %6.1f KB %6.1f KB %5d\n", p, kb(pw.HTML), kb(pw.JS), kb(pw.JSGzip), kb(pw.CSS), kb(pw.CSSGz), kb(pw.DataGzip), pw.Requests)
		out = append(out, pw)
	}
	return out, nil
}

func kb(n int) float64 { return float64(n) / 1024 }
