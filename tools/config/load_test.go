package config

import (
	"fmt"
	"strings"
	"testing"
)

// validSite is a complete config; each case changes a few lines of it.
// Line numbers matter: the cases name them.
const validSite = `title: T
url: https://docs.example.com/
baseUrl: /
locales:
  - { code: en, label: English, default: true }
  - { code: zh-cn, label: 简体中文, htmlLang: zh-CN }
navbar: { source: { label: GitHub, href: https://github.com/example } }
sidebar: { links: [ { label: { en: APIs, zh-cn: APIs }, href: /api } ] }
editUrl: https://example.com/edit/{locale}/{path}
footer:
  columns:
    - title: { en: More, zh-cn: 更多 }
      items:
        - label: { en: Site, zh-cn: 官网 }
          href: https://example.com
  copyright: "© {year}"
api: { spec: api.yaml }
search: { indexName: voce }
widget:
  host: https://chat.example.com/
  id: doc
  autoReg: true
  themeColor: "#333"
  contactEmail: a@example.com
  welcome:
    en: 'Write to <a href="mailto:a@example.com">a@example.com</a>.'
    zh-cn: '写信到 <a href="mailto:a@example.com">a@example.com</a>。'
frameAncestors: ["'self'"]
`

// with replaces lines of validSite: pairs of (how the line starts, its
// new text); a start of "+" appends the text.
func with(t *testing.T, pairs ...string) string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(validSite, "\n"), "\n")
	for i := 0; i+1 < len(pairs); i += 2 {
		start, text := pairs[i], pairs[i+1]
		if start == "+" {
			lines = append(lines, text)
			continue
		}
		hit := -1
		for j, l := range lines {
			if strings.HasPrefix(l, start) {
				if hit >= 0 {
					t.Fatalf("two lines of validSite start %q", start)
				}
				hit = j
			}
		}
		if hit < 0 {
			t.Fatalf("no line of validSite starts %q", start)
		}
		lines[hit] = text
	}
	return strings.Join(lines, "\n") + "\n"
}

func TestValidConfigGetsDefaults(t *testing.T) {
	s, err := Parse("content/site.yaml", []byte(validSite))
	if err != nil {
		t.Fatal(err)
	}
	if s.URL != "https://docs.example.com" || s.Widget.Host != "https://chat.example.com" {
		t.Errorf("trailing slashes kept: url %q, widget.host %q", s.URL, s.Widget.Host)
	}
	if s.Locales[0].HTMLLang != "en" || s.Locales[1].HTMLLang != "zh-CN" {
		t.Errorf("htmlLang: %+v", s.Locales)
	}
	if s.API.RouteBase != "/api" || s.DefaultLocale().Code != "en" || s.Prefix("zh-cn") != "/zh-cn" || s.Prefix("en") != "" {
		t.Errorf("api %+v, default %q", s.API, s.DefaultLocale().Code)
	}
}

// Every invalid config names the file, the line, the dotted key and what
// is wrong with it.
func TestInvalidConfig(t *testing.T) {
	runKeyCases(t, []keyCase{
		{"no title", []string{"title:", `title: ""`}, 1, "title", "is required"},
		{"url without scheme", []string{"url:", "url: docs.example.com"}, 2, "url", "must be an absolute http(s) URL"},
		{"url of another scheme", []string{"url:", "url: ftp://docs.example.com"}, 2, "url", "must be an absolute http(s) URL"},
		{"url with a path", []string{"url:", "url: https://example.com/docs"}, 2, "url", `"https://example.com/docs" has a path, query or fragment: give the host only`},
		{"baseUrl under a path", []string{"baseUrl:", "baseUrl: /docs/"}, 3, "baseUrl", `must be / (got "/docs/"): the site is served at the root of its host`},
		{"baseUrl without slashes", []string{"baseUrl:", "baseUrl: docs"}, 3, "baseUrl", "set url to that host"},
		{"no locales", []string{"locales:", "locales: []", "  - { code: en", "", "  - { code: zh-cn", ""}, 4, "locales", "needs at least one locale"},
		{"no default locale", []string{"  - { code: en", "  - { code: en, label: English }"}, 4, "locales", "exactly one locale must have default: true (found 0)"},
		{"two default locales", []string{"  - { code: zh-cn", "  - { code: zh-cn, label: 简体中文, default: true }"}, 4, "locales", "(found 2)"},
		{"upper-case locale code", []string{"  - { code: en", "  - { code: EN, label: English, default: true }"}, 5, "locales.0.code", `"EN" is not a lower-case locale code`},
		{"locale listed twice", []string{"  - { code: zh-cn", "  - { code: en, label: E2 }"}, 6, "locales.1.code", `locale "en" is listed twice`},
		{"locale without label", []string{"  - { code: zh-cn", "  - { code: zh-cn }"}, 6, "locales.1.label", "is required"},
		{"navbar href of another scheme", []string{"navbar:", "navbar: { source: { label: GitHub, href: 'ftp://x' } }"}, 7, "navbar.source.href", `"ftp://x" must be a site path (/api) or an http(s) URL`},
		{"sidebar link without zh-cn label", []string{"sidebar:", "sidebar: { links: [ { label: { en: APIs }, href: /api } ] }"}, 8, "sidebar.links.0.label", `needs a text for locale "zh-cn"`},
		{"editUrl without {path}", []string{"editUrl:", "editUrl: https://example.com/edit"}, 9, "editUrl", "must contain {path}"},
		{"footer column title without zh-cn", []string{"    - title:", "    - title: { en: More }"}, 12, "footer.columns.0.title", `needs a text for locale "zh-cn"`},
		{"footer column title in an unknown locale", []string{"    - title:", "    - title: { en: More, zh-cn: 更多, fr: Plus }"}, 12, "footer.columns.0.title", `locale "fr" is not in locales`},
		{"footer item label without en", []string{"        - label:", "        - label: { zh-cn: 官网 }"}, 14, "footer.columns.0.items.0.label", `needs a text for locale "en"`},
		{"footer item without href", []string{"          href:", `          href: ""`}, 15, "footer.columns.0.items.0.href", "is required"},
		{"footer item javascript href", []string{"          href:", "          href: javascript:alert(1)"}, 15, "footer.columns.0.items.0.href", "must be a site path"},
		{"no api spec", []string{"api:", "api: { routeBase: /api }"}, 17, "api.spec", "is required"},
		{"index name with a space", []string{"search:", "search: { indexName: 'a b' }"}, 18, "search.indexName", `"a b": use letters, digits`},
		{"widget host with a path", []string{"  host:", "  host: https://chat.example.com/widget"}, 20, "widget.host", "must be an origin such as https://chat.example.com (no path)"},
		{"widget host of another scheme", []string{"  host:", "  host: ftp://chat.example.com"}, 20, "widget.host", "must be an origin"},
		{"widget colour by name", []string{"  themeColor:", "  themeColor: red"}, 23, "widget.themeColor", `"red" is not a colour like #333`},
		{"widget welcome without zh-cn", []string{"    zh-cn: '写信", ""}, 25, "widget.welcome", `needs a text for locale "zh-cn"`},
		{"frame ancestor without scheme", []string{"frameAncestors:", "frameAncestors: [example.com]"}, 28, "frameAncestors.0", `"example.com": use '*', 'self', 'none' or an origin`},
		{"announcement without id", []string{"+", "announcement: { content: { en: a, zh-cn: b } }"}, 29, "announcement.id", "is required: dismissal is remembered per id"},
		{"announcement without zh-cn", []string{"+", "announcement: { id: x, content: { en: a } }"}, 29, "announcement.content", `needs a text for locale "zh-cn"`},
	})
}

// keyCase is validSite with edits, refused at a line for a key.
type keyCase struct {
	name  string
	edits []string
	line  int
	key   string
	want  string
}

func runKeyCases(t *testing.T, cases []keyCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("content/site.yaml", []byte(with(t, c.edits...)))
			prefix := fmt.Sprintf("content/site.yaml:%d: key %q: ", c.line, c.key)
			if err == nil || !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error\n  %v\nwant\n  %s…%s…", err, prefix, c.want)
			}
		})
	}
}

// YAML that does not fit the config's shape says which key is wrong, not
// only the line.
func TestConfigShapeErrors(t *testing.T) {
	cases := []struct {
		name  string
		edits []string
		want  string
	}{
		{"unknown key", []string{"+", "colour: red"}, `content/site.yaml:29: key "colour" is not a known key (known keys here: announcement, api, baseUrl, `},
		{"unknown nested key", []string{"  id:", "  ident: doc"}, `content/site.yaml:21: key "widget.ident" is not a known key (known keys here: autoReg, contactEmail, host, id, themeColor, welcome)`},
		{"text for a flag", []string{"  autoReg:", "  autoReg: maybe"}, `content/site.yaml:22: key "widget.autoReg": want true or false, got the text "maybe" (fix the YAML at that line)`},
		{"long text for a flag, quoted whole", []string{"  autoReg:", "  autoReg: sometimes-yes"}, `content/site.yaml:22: key "widget.autoReg": want true or false, got the text "sometimes-yes"`},
		{"flag in a flow mapping", []string{"  - { code: en", "  - { code: en, label: English, default: maybe }"}, `content/site.yaml:5: key "locales.0.default": want true or false`},
		{"list for a text", []string{"title:", "title: [a, b]"}, `content/site.yaml:1: key "title": want a text, got a list`},
		{"list inside a flow mapping", []string{"api:", "api: { spec: [a, b] }"}, `content/site.yaml:17: key "api.spec": want a text, got a list`},
		{"number for a list", []string{"frameAncestors:", "frameAncestors: 3"}, `content/site.yaml:28: key "frameAncestors": want a list, got the number 3`},
		{"text for a localized text", []string{"    - title:", "    - title: More"}, `content/site.yaml:12: key "footer.columns.0.title": want one text per locale ({ en: …, zh-cn: … }), got the text "More"`},
		{"not YAML", []string{"url:", "url: a: b"}, "content/site.yaml:2: mapping values are not allowed in this context (fix the YAML at that line)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("content/site.yaml", []byte(with(t, c.edits...)))
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("error\n  %v\nwant it to start\n  %s", err, c.want)
			}
		})
	}
}
