package config

import (
	"strings"
	"testing"
)

// validSite is a complete config; each case changes one line of it.
const validSite = `title: T
url: https://docs.example.com
baseUrl: /
locales:
  - { code: en, label: English, default: true }
  - { code: zh-cn, label: 简体中文, htmlLang: zh-CN }
navbar: { source: { label: GitHub, href: https://github.com/example } }
api: { spec: api.yaml }
`

// edit replaces one line of validSite (found by its start) with text.
func edit(t *testing.T, start, text string) string {
	t.Helper()
	lines := strings.Split(validSite, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, start) {
			lines[i] = text
			return strings.Join(lines, "\n")
		}
	}
	t.Fatalf("validSite has no line starting %q", start)
	return ""
}

func TestBaseURLMustBeRoot(t *testing.T) {
	for _, v := range []string{"/", ""} {
		s, err := Parse("content/site.yaml", []byte(edit(t, "baseUrl:", "baseUrl: "+v)))
		if err != nil || s.BaseURL != "/" {
			t.Errorf("baseUrl %q: %v, %+v", v, err, s)
		}
	}
	for _, v := range []string{"/docs/", "/docs", "docs/"} {
		_, err := Parse("content/site.yaml", []byte(edit(t, "baseUrl:", "baseUrl: "+v)))
		want := `content/site.yaml:3: key "baseUrl": must be / (got "` + v + `")`
		if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "root of its host") || !strings.Contains(err.Error(), "set url") {
			t.Errorf("baseUrl %q: error %v, want %s… naming the fix", v, err, want)
		}
	}
}
