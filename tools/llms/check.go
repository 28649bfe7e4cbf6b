package llms

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// A tool that reads llms.txt follows its links without a person to notice
// a dead one, so the build checks them: every link into the site that the
// files for AI tools hold (Markdown link destinations and URL: lines) must
// lead to a file of the built site.

// linkRe finds a link's destination, or the address on a URL: line.
var linkRe = regexp.MustCompile(`(?:\]\(<?|^URL: )([a-z]+://[^)\s>]+)`)

// CheckLinks reads every file under dir (the files for AI tools, laid out
// as the site) and reports every link to siteURL that leads to no file of
// siteDir. A page's route leads to its index.html, as the site's server
// serves it.
func CheckLinks(dir, siteDir, siteURL string) error {
	var problems []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		inFence := ""
		for i, line := range strings.Split(string(raw), "\n") {
			// Code is what a reader types, not a link the file makes.
			if trimmed := strings.TrimLeft(line, " "); strings.HasPrefix(trimmed, "```") {
				mark := trimmed[:len(trimmed)-len(strings.TrimLeft(trimmed, "`"))]
				switch {
				case inFence == "":
					inFence = mark
				case len(mark) >= len(inFence) && strings.Trim(trimmed, "`") == "":
					inFence = ""
				}
				continue
			}
			if inFence != "" {
				continue
			}
			for _, m := range linkRe.FindAllStringSubmatch(line, -1) {
				if p, ok := strings.CutPrefix(m[1], siteURL); ok && (p == "" || strings.HasPrefix(p, "/")) && !siteFile(siteDir, p) {
					problems = append(problems, fmt.Sprintf("build/site/%s:%d: %s leads to no file of the site", filepath.ToSlash(rel), i+1, m[1]))
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%w (run the build again)", err)
	}
	if len(problems) == 0 {
		return nil
	}
	more := ""
	if len(problems) > 20 {
		more = fmt.Sprintf("\n… and %d more", len(problems)-20)
		problems = problems[:20]
	}
	return fmt.Errorf("%s%s\n(the files for AI tools are written by tools/llms from the pages and the API reference: a link there that leads nowhere is a bug of that writer, or a page the site no longer builds)",
		strings.Join(problems, "\n"), more)
}

// siteFile tells whether a site path (anchor and query ignored) names a
// file of dir: the file itself, or its folder's index.html.
func siteFile(dir, p string) bool {
	u, err := url.Parse(p) // its Path is unescaped, without anchor and query
	if err != nil {
		return false
	}
	rel := strings.TrimPrefix(path.Clean("/"+u.Path), "/")
	for _, name := range []string{rel, path.Join(rel, "index.html")} {
		if fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err == nil && fi.Mode().IsRegular() {
			return true
		}
	}
	return false
}
