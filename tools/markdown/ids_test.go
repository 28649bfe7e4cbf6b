package markdown

import "testing"

func TestHeadingID(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Quick start", "quick-start"},
		{"1. Quick Start", "1-quick-start"},
		{"3.1 Stop the server", "31-stop-the-server"},
		{"快速开始", "快速开始"},
		{"2. 配置 Caddy", "2-配置-caddy"},
		{"Docker + Nginx", "docker--nginx"},
		{"🏗️ Host VoceChat", "host-vocechat"},
		{"What's new?", "whats-new"},
		{"`config.toml` keys", "configtoml-keys"},
		{"fe_url", "fe_url"},
		{"  Trim me  ", "trim-me"},
		{"!!!", "section"},
		{"👏🏻👏🏻👏🏻", "section"},
		{"HTTPS配置（可选）", "https配置可选"},
		{"Ünïcödé Straße", "ünïcödé-straße"},
	} {
		if got := HeadingID(c.in); got != c.want {
			t.Errorf("HeadingID(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Repeated headings get -1, -2 …; an explicit {#id} is reserved for its
// heading even when a computed id would come first.
func TestDuplicateHeadingIDs(t *testing.T) {
	r, errs := Render([]byte("## Intro\n\n## Intro\n\n## Intro\n\n## Upgrade\n\n## Intro 1\n\n## Notes {#upgrade}\n"), 1)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	want := []string{"intro", "intro-1", "intro-2", "upgrade-1", "intro-1-1", "upgrade"}
	for i, h := range r.Headings {
		if i >= len(want) || h.ID != want[i] {
			t.Errorf("heading %d %q has id %q, want %v", i, h.Text, h.ID, want)
		}
	}
	if len(r.Headings) != len(want) {
		t.Errorf("%d headings, want %d", len(r.Headings), len(want))
	}
}

func TestValidExplicitID(t *testing.T) {
	for _, c := range []struct {
		id string
		ok bool
	}{
		{"upgrade", true},
		{"fe_url", true},
		{"a-1", true},
		{"Upgrade", true},
		{"2-enable-domain", true},
		{"快速开始", true},
		{"2-配置-caddy", true},
		{"ünïcödé-straße", true},
		{"", false},
		{"-x", false},
		{"_x", false},
		{"a b", false},
		{`x"><script>`, false},
		{"a.b", false},
		{"配置（可选）", false},
		{"🚀-launch", false},
		{"a#b", false},
	} {
		if ValidExplicitID(c.id) != c.ok {
			t.Errorf("ValidExplicitID(%q) = %v, want %v", c.id, !c.ok, c.ok)
		}
	}
	// Every computed id is a valid explicit one, so either kind can be
	// written by hand.
	for _, text := range []string{"快速开始", "2. 配置 Caddy", "HTTPS配置（可选）", "Ünïcödé Straße", "fe_url"} {
		if id := HeadingID(text); !ValidExplicitID(id) {
			t.Errorf("computed id %q of %q is not a valid explicit id", id, text)
		}
	}
}

func TestParseInfo(t *testing.T) {
	ci, err := ParseInfo(`bash title="docker-compose.yml" {2,4-5}`)
	if err != nil || ci.Lang != "bash" || ci.Title != "docker-compose.yml" || len(ci.Highlight) != 3 || ci.Highlight[2] != 5 {
		t.Fatalf("got %+v, %v", ci, err)
	}
	if _, err := ParseInfo("bash {5-2}"); err == nil {
		t.Error("a reversed range must be refused")
	}
	if ci, _ := ParseInfo("YAML"); ci.Lang != "yaml" {
		t.Errorf("language is lower-cased, got %q", ci.Lang)
	}
}
