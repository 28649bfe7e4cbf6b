package config

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestWidgetDefaults(t *testing.T) {
	// No widget section at all: the demo server's widget with its own
	// colour and greeting.
	s, err := Parse("content/site.yaml", []byte(with(t, "widget:", "", "  host:", "", "  id:", "", "  autoReg:", "", "  themeColor:", "", "  contactEmail:", "", "  welcome:", "", "    en: 'Write", "", "    zh-cn: '写信", "")))
	if err != nil {
		t.Fatal(err)
	}
	if s.Widget.Host != "https://privoce.voce.chat" || s.Widget.ThemeColor != "#1fe1f9" || len(s.Widget.Welcome) != 0 {
		t.Errorf("widget defaults: %+v", s.Widget)
	}
	// site.json has an object there, never null: the widget loader reads it.
	if raw, _ := json.Marshal(s.Widget); !strings.Contains(string(raw), `"welcome":{}`) {
		t.Errorf("no welcome is written as %s", raw)
	}
	s, err = Parse("content/site.yaml", []byte(with(t, "  host:", "")))
	if err != nil {
		t.Fatal(err)
	}
	if s.Widget.Host != DefaultWidgetHost {
		t.Errorf("no host: %q", s.Widget.Host)
	}
}

func TestWelcomeEmail(t *testing.T) {
	en := `    en: 'Mail <a class="underline" href="mailto:{email}">{email}</a> now.'`
	zh := `    zh-cn: '写信到 <a href="mailto:{email}">{email}</a>。'`
	s, err := Parse("content/site.yaml", []byte(with(t, "    en: 'Write", en, "    zh-cn: '写信", zh)))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Widget.Welcome["en"]; got != `Mail <a class="underline" href="mailto:a@example.com">a@example.com</a> now.` {
		t.Errorf("en welcome %q", got)
	}
	if got := s.Widget.Welcome["zh-cn"]; got != `写信到 <a href="mailto:a@example.com">a@example.com</a>。` {
		t.Errorf("zh-cn welcome %q", got)
	}

	runKeyCases(t, []keyCase{
		{"welcome without a mailto", []string{"    en: 'Write", "    en: 'Write to us.'"}, 26, "widget.welcome.en", `has no link to widget.contactEmail; write <a href="mailto:{email}">{email}</a> in it`},
		{"welcome naming another address", []string{"    zh-cn: '写信", `    zh-cn: '写信到 <a href="mailto:b@example.com">b@example.com</a>。'`}, 27, "widget.welcome.zh-cn", "has no link to widget.contactEmail"},
		{"contactEmail changed, welcome not", []string{"  contactEmail:", "  contactEmail: new@example.com"}, 26, "widget.welcome.en", "has no link to widget.contactEmail"},
		{"{email} without contactEmail", []string{"  contactEmail:", "", "    en: 'Write", en}, 26, "widget.welcome.en", "uses {email} but widget.contactEmail is not set"},
		{"contactEmail that is no address", []string{"  contactEmail:", "  contactEmail: han at privoce"}, 24, "widget.contactEmail", `"han at privoce" is not an e-mail address`},
		{"contactEmail with markup", []string{"  contactEmail:", `  contactEmail: 'a@example.com"><b'`}, 24, "widget.contactEmail", "is not an e-mail address"},
	})
}

// The shipped config writes the address once: every welcome links to it.
func TestShippedWelcomeLinksContactEmail(t *testing.T) {
	s, err := Load("../../content/site.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if s.Widget.ContactEmail == "" || len(s.Widget.Welcome) != len(s.Locales) {
		t.Fatalf("widget %+v", s.Widget)
	}
	for code, text := range s.Widget.Welcome {
		if strings.Contains(text, "{email}") || !strings.Contains(text, `href="mailto:`+s.Widget.ContactEmail+`">`+s.Widget.ContactEmail+"</a>") {
			t.Errorf("%s welcome %q", code, text)
		}
	}
}
