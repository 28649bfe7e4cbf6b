// Package content reads content/<locale>/**.md into pages, builds the
// tutorial sidebar, resolves links and anchors, and runs every check a page
// must pass before it is built.
package content

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"vocedocs/tools/yamlfile"
)

// FrontMatter is the YAML block at the top of a page.
type FrontMatter struct {
	Title               string   `yaml:"title"`
	Description         string   `yaml:"description"`
	SidebarPosition     *float64 `yaml:"sidebar_position"`
	SidebarLabel        string   `yaml:"sidebar_label"`
	Slug                string   `yaml:"slug"`
	HideTableOfContents bool     `yaml:"hide_table_of_contents"`
	HideFooter          bool     `yaml:"hide_footer"`
	Draft               bool     `yaml:"draft"`

	TitleLine int `yaml:"-"` // the file line of title:, for errors about it
}

// SplitFrontMatter separates the front matter from the body. bodyLine is the
// file line where the body starts.
func SplitFrontMatter(path string, raw []byte) (fm FrontMatter, body []byte, bodyLine int, err error) {
	src := bytes.ReplaceAll(raw, []byte("\r\n"), []byte("\n"))
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	if !bytes.HasPrefix(src, []byte("---\n")) {
		return fm, nil, 0, fmt.Errorf("%s:1: the page has no front matter; start it with a --- block holding title and description", path)
	}
	end := bytes.Index(src[4:], []byte("\n---"))
	if end < 0 {
		return fm, nil, 0, fmt.Errorf("%s:1: the front matter is never closed; end it with a line of ---", path)
	}
	yml := src[4 : 4+end+1]
	closing, rest, _ := bytes.Cut(src[4+end+4:], []byte("\n"))
	if strings.TrimSpace(string(closing)) != "" {
		return fm, nil, 0, fmt.Errorf("%s:%d: the closing --- of the front matter must stand alone on its line", path, 2+bytes.Count(yml, []byte("\n")))
	}
	bodyLine = 3 + bytes.Count(yml, []byte("\n"))
	root, err := yamlfile.Decode(yml, &fm)
	var ye *yamlfile.Error
	if errors.As(err, &ye) {
		// The YAML starts on the file's second line.
		return fm, nil, 0, fmt.Errorf("%s:%d: front matter: %s%s", path, ye.Line+1, ye.Msg, frontMatterHint(ye))
	}
	fm.TitleLine = 1 + yamlfile.Line(root, "title")
	return fm, rest, bodyLine, nil
}

// frontMatterHint says what to do about a problem in the front matter.
func frontMatterHint(e *yamlfile.Error) string {
	switch {
	case e.Key == "":
		return " (fix the YAML)"
	case strings.Contains(e.Msg, "is not a known key"):
		return "" // the message lists the keys
	}
	return " (numbers for sidebar_position, true/false for flags)"
}
