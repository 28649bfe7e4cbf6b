// Package content reads content/<locale>/**.md into pages, builds the
// tutorial sidebar, resolves links and anchors, and runs every check a page
// must pass before it is built.
package content

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
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

var yamlLineRe = regexp.MustCompile(`line (\d+): `)

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
	rest := src[4+end+4:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		if strings.TrimSpace(string(rest[:i])) != "" {
			return fm, nil, 0, fmt.Errorf("%s:%d: the closing --- of the front matter must stand alone on its line", path, 2+bytes.Count(yml, []byte("\n")))
		}
		rest = rest[i+1:]
	} else {
		rest = nil
	}
	bodyLine = 3 + bytes.Count(yml, []byte("\n"))
	dec := yaml.NewDecoder(bytes.NewReader(yml))
	dec.KnownFields(true)
	if err := dec.Decode(&fm); err != nil && err.Error() != "EOF" {
		return fm, nil, 0, yamlError(path, err, 1, "front matter", "known keys: title, description, sidebar_position, sidebar_label, slug, hide_table_of_contents, hide_footer, draft")
	}
	fm.TitleLine = 2
	for i, l := range strings.Split(string(yml), "\n") {
		if strings.HasPrefix(l, "title:") {
			fm.TitleLine = 2 + i
		}
	}
	return fm, rest, bodyLine, nil
}

// yamlError turns yaml.v3's message into path:line; offset is the file line
// before the YAML's first line.
func yamlError(path string, err error, offset int, what, keys string) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	msg, _, _ = strings.Cut(msg, "\n")
	if m := yamlLineRe.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		msg = yamlLineRe.ReplaceAllString(msg, "")
		hint := "fix the YAML"
		if strings.Contains(msg, "not found in type") {
			hint = keys
		} else if strings.Contains(msg, "cannot unmarshal") {
			hint = "check the value's type (numbers for sidebar_position, true/false for flags)"
		}
		return fmt.Errorf("%s:%d: %s: %s (%s)", path, n+offset, what, msg, hint)
	}
	return fmt.Errorf("%s:%d: %s: %s (fix the YAML)", path, offset+1, what, msg)
}
