package markdown

import (
	"strings"
	"testing"
)

func TestFenceFlags(t *testing.T) {
	for _, c := range []struct {
		info                string
		excerpt, localeOnly bool
		title               string
		err                 string
	}{
		{info: "nginx excerpt", excerpt: true},
		{info: `bash title="run.sh" {2} locale-only`, localeOnly: true, title: "run.sh"},
		{info: `nginx title="site (excerpt)"`, title: "site (excerpt)"},
		{info: "yaml locale-only excerpt", excerpt: true, localeOnly: true},
		{info: "bash exerpt", err: `unknown word "exerpt"`},
	} {
		ci, err := ParseInfo(c.info)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.info, err, c.err)
			}
			continue
		}
		if err != nil || ci.Excerpt != c.excerpt || ci.LocaleOnly != c.localeOnly || ci.Title != c.title {
			t.Errorf("%q: got %+v, %v", c.info, ci, err)
		}
	}
}

// The page records its code blocks and boxes with their lines, and what a
// {locale-only} box holds is locale-only too; the rendered tree is the same
// as without the marker.
func TestLocaleOnlyRecords(t *testing.T) {
	src := ":::warning Back up\nx\n:::\n\n:::tip {locale-only} 国内用户\nSee [mirror](https://mirror.example).\n\n```bash\nls\n```\n:::\n\n```bash locale-only\npwd\n```\n"
	r, errs := Render([]byte(src), 10)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if len(r.Admonitions) != 2 || r.Admonitions[0] != (Admonition{Line: 10, Kind: "warning"}) || r.Admonitions[1] != (Admonition{Line: 14, Kind: "tip", LocaleOnly: true}) {
		t.Errorf("admonitions %+v", r.Admonitions)
	}
	if len(r.Code) != 2 || r.Code[0].Line != 17 || !r.Code[0].LocaleOnly || r.Code[0].Code != "ls" || r.Code[1].Line != 22 || !r.Code[1].LocaleOnly {
		t.Errorf("code %+v", r.Code)
	}
	if len(r.Links) != 1 || !r.Links[0].LocaleOnly {
		t.Errorf("links %+v", r.Links)
	}
	if got := tree(t, ":::tip {locale-only} 国内用户\nx\n:::"); got != `[["x-admonition",{"kind":"tip","title":"国内用户"},["p",{},"x"]]]` {
		t.Errorf("tree %s", got)
	}
}

// A table indented under a list item would render as a paragraph of pipes.
func TestIndentedTableRefused(t *testing.T) {
	_, errs := Render([]byte("1. Fill in:\n\n   | a | b |\n   |---|---|\n   | 1 | 2 |\n\n2. Save.\n"), 5)
	if len(errs) != 1 || errs[0].Line != 7 || !strings.Contains(errs[0].Msg, "left margin") {
		t.Fatalf("errors %v", errs)
	}
	if _, errs := Render([]byte("1. Fill in:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n2. Save.\n"), 1); len(errs) != 0 {
		t.Fatalf("a table at the margin was refused: %v", errs)
	}
}
