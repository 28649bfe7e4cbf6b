package markdown

import (
	"errors"
	"net/url"
	"regexp"
	"strings"
	"unicode"
)

// LinkKind is where a link that the site's policy allows goes.
type LinkKind uint8

const (
	LinkExternal LinkKind = iota // an https:, http: or mailto: URL
	LinkSite                     // a path of this site: /install/docker
	LinkFragment                 // a heading of the same page: #quick-start
	LinkRelative                 // a path relative to the page: ./docker.md
)

var schemeRe = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)

// ClassifyLink is the link policy of the whole site, applied at build time
// to pages and API descriptions alike: the React side renders every href it
// is given. dest is a destination as written; href is it without the white
// space around it. A link may go to an https, http or mailto URL, a site
// path, a #fragment or a relative path (which only pages can resolve); err
// says why anything else is refused.
//
// A browser skips control characters and spaces around a URL and tabs and
// newlines inside it, and reads a scheme in any case, so "Java\tScript:" is
// javascript: to it: the scheme is read after the same trimming, and a link
// with such characters inside is refused outright. http stays allowed: it
// runs no script, and some targets (a server on the reader's own network)
// have no https. //host and /\host are refused: they look like site paths
// but leave the site, with whatever scheme the page happens to have.
func ClassifyLink(dest string) (kind LinkKind, href string, err error) {
	href = strings.TrimFunc(dest, func(r rune) bool { return r <= ' ' })
	if href == "" {
		return 0, href, errors.New("empty link; give it a destination")
	}
	for _, r := range href {
		if unicode.IsControl(r) || unicode.IsSpace(r) {
			return 0, href, errors.New("white space or a control character inside a link; percent-encode it (%20) or remove it")
		}
	}
	switch {
	case href[0] == '#':
		return LinkFragment, href, nil
	case href[0] == '\\', strings.HasPrefix(href, "//"), strings.HasPrefix(href, "/\\"):
		return 0, href, errors.New("a link that starts with // or a backslash leaves the site without naming its scheme; write https://…")
	case href[0] == '/':
		return LinkSite, href, nil
	case !schemeRe.MatchString(href):
		return LinkRelative, href, nil
	}
	scheme := strings.ToLower(href[:strings.IndexByte(href, ':')])
	if scheme != "https" && scheme != "http" && scheme != "mailto" {
		return 0, href, errors.New("only https, http and mailto links are allowed")
	}
	u, perr := url.Parse(href)
	switch {
	case perr != nil:
		return 0, href, errors.New("not a valid URL; check its % escapes and brackets")
	case scheme == "mailto" && u.Opaque == "":
		return 0, href, errors.New("a mailto link needs an address: mailto:team@example.com")
	case scheme != "mailto" && (u.Host == "" || !strings.HasPrefix(href[len(scheme)+1:], "//")):
		return 0, href, errors.New("an https or http link needs a host: https://example.com/…")
	}
	return LinkExternal, href, nil
}
