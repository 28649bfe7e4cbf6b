package config

import (
	"cmp"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"

	"vocedocs/tools/yamlfile"
)

// Load reads and validates a site config file. Errors read
// `content/site.yaml:12: key "footer.copyright": reason`.
func Load(path string) (*Site, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, raw)
}

// Parse decodes raw YAML; unknown keys and wrong types are errors with lines.
func Parse(path string, raw []byte) (*Site, error) {
	var s Site
	root, err := yamlfile.Decode(raw, &s)
	var ye *yamlfile.Error
	if errors.As(err, &ye) {
		return nil, fmt.Errorf("%s:%d: %s (fix the YAML at that line)", path, ye.Line, ye.Msg)
	}
	var c checker
	s.validate(&c)
	if c.key != "" {
		return nil, fmt.Errorf("%s:%d: key %q: %s", path, yamlfile.Line(root, c.key), c.key, c.reason)
	}
	return &s, nil
}

// checker keeps the first problem validate finds, with the dotted key it
// is about; the checks after it still run, and say nothing.
type checker struct{ key, reason string }

func (c *checker) bad(key, format string, a ...any) {
	if c.key == "" {
		c.key, c.reason = key, fmt.Sprintf(format, a...)
	}
}

var (
	localeCode = regexp.MustCompile(`^[a-z]{2}(-[a-z]{2,4})?$`)
	hexColor   = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)
	indexName  = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)
)

func (s *Site) validate(c *checker) {
	if strings.TrimSpace(s.Title) == "" {
		c.bad("title", "is required")
	}
	if u, err := url.Parse(s.URL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		c.bad("url", "must be an absolute http(s) URL such as https://doc.example.com")
	} else if u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "" {
		c.bad("url", "%q has a path, query or fragment: give the host only, such as https://doc.example.com (the site is served at the root of its host)", s.URL)
	}
	s.URL = strings.TrimRight(s.URL, "/")
	// Routes, links, the search engine and the server all assume the site
	// at the root of its host; a sub-path would build a site whose links
	// all miss it, so only "/" is accepted.
	s.BaseURL = cmp.Or(s.BaseURL, "/")
	if s.BaseURL != "/" {
		c.bad("baseUrl", "must be / (got %q): the site is served at the root of its host; serve it from a host of its own (docs.example.com) and set url to that host", s.BaseURL)
	}
	if len(s.Locales) == 0 {
		c.bad("locales", "needs at least one locale")
	}
	defaults, seen := 0, map[string]bool{}
	for i, l := range s.Locales {
		key := fmt.Sprintf("locales.%d.code", i)
		if !localeCode.MatchString(l.Code) {
			c.bad(key, "%q is not a lower-case locale code like en or zh-cn", l.Code)
		}
		if seen[l.Code] {
			c.bad(key, "locale %q is listed twice", l.Code)
		}
		seen[l.Code] = true
		if l.Label == "" {
			c.bad(fmt.Sprintf("locales.%d.label", i), "is required")
		}
		s.Locales[i].HTMLLang = cmp.Or(l.HTMLLang, l.Code)
		if l.Default {
			defaults++
		}
	}
	if defaults != 1 {
		c.bad("locales", "exactly one locale must have default: true (found %d)", defaults)
	}
	s.checkHref(c, "navbar.source.href", s.Navbar.Source.Href)
	for i, l := range s.Sidebar.Links {
		s.checkLocalized(c, fmt.Sprintf("sidebar.links.%d.label", i), l.Label)
		s.checkHref(c, fmt.Sprintf("sidebar.links.%d.href", i), l.Href)
	}
	if s.EditURL != "" && !strings.Contains(s.EditURL, "{path}") {
		c.bad("editUrl", "must contain {path} (and may contain {locale})")
	}
	for i, col := range s.Footer.Columns {
		s.checkLocalized(c, fmt.Sprintf("footer.columns.%d.title", i), col.Title)
		for j, it := range col.Items {
			s.checkLocalized(c, fmt.Sprintf("footer.columns.%d.items.%d.label", i, j), it.Label)
			s.checkHref(c, fmt.Sprintf("footer.columns.%d.items.%d.href", i, j), it.Href)
		}
	}
	if a := s.Announcement; a != nil {
		if a.ID == "" {
			c.bad("announcement.id", "is required: dismissal is remembered per id")
		}
		s.checkLocalized(c, "announcement.content", a.Content)
	}
	if s.API.Spec == "" {
		c.bad("api.spec", "is required: the path of the OpenAPI document")
	}
	s.API.RouteBase = cmp.Or(s.API.RouteBase, "/api")
	s.Search.IndexName = cmp.Or(s.Search.IndexName, "voce")
	if !indexName.MatchString(s.Search.IndexName) {
		c.bad("search.indexName", "%q: use letters, digits, _ . - (at most 64)", s.Search.IndexName)
	}
	s.Widget.check(c, s)
	if len(s.FrameAncestors) == 0 {
		s.FrameAncestors = []string{"'self'"}
	}
	for i, fa := range s.FrameAncestors {
		if fa != "*" && fa != "'self'" && fa != "'none'" && !strings.HasPrefix(fa, "https://") && !strings.HasPrefix(fa, "http://") {
			c.bad(fmt.Sprintf("frameAncestors.%d", i), "%q: use '*', 'self', 'none' or an origin", fa)
		}
	}
}

func (s *Site) checkLocalized(c *checker, key string, l Localized) {
	for _, loc := range s.Locales {
		if strings.TrimSpace(l[loc.Code]) == "" {
			c.bad(key, "needs a text for locale %q", loc.Code)
		}
	}
	for code := range l {
		if !slices.ContainsFunc(s.Locales, func(loc Locale) bool { return loc.Code == code }) {
			c.bad(key, "locale %q is not in locales", code)
		}
	}
}

func (s *Site) checkHref(c *checker, key, href string) {
	switch u, err := url.Parse(href); {
	case href == "":
		c.bad(key, "is required")
	case strings.HasPrefix(href, "/"):
	case err != nil || u.Scheme != "https" && u.Scheme != "http" && u.Scheme != "mailto":
		c.bad(key, "%q must be a site path (/api) or an http(s) URL", href)
	}
}
