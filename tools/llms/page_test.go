package llms

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/content"
	"vocedocs/tools/markdown"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// golden compares got with testdata/name, or rewrites it under -update.
// Read a rewritten file before committing it: it is the expectation.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./llms -update to write it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs; got:\n%s", name, got)
	}
}

func testSite() *Site {
	return &Site{
		URL: "https://doc.example.com",
		Twins: map[string]string{
			"/":               "/index.md",
			"/install/docker": "/install/docker.md",
			"/guide":          "/guide.md",
			"/api/login":      "/api/login.md",
		},
		Strings: map[string]string{"theme.admonition.warning": "Warning", "theme.admonition.note": "Note"},
	}
}

// renderPage runs a page through the real Markdown stage, then resolves
// its links as tools/content does for a page at /guide.
func renderPage(t *testing.T, file string) []any {
	src, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	res, errs := markdown.Render(src, 1)
	// The last line is there to be refused: a page has one title.
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "a page has one # heading") {
		t.Fatalf("render: %v", errs)
	}
	for _, l := range res.Links {
		switch l.Dest {
		case "../install/docker.md#upgrade":
			l.Attrs["href"] = "/install/docker#upgrade"
		case "/api/login", "#install":
		default:
			l.Attrs["external"] = true
		}
	}
	return res.Body
}

func TestPageWithEveryConstruct(t *testing.T) {
	s := testSite()
	body := renderPage(t, "every-construct.md")
	got := s.Page(&content.Page{Route: "/guide", H1: "A *guide*", Front: content.FrontMatter{Description: "What it shows: # and > too."}, Res: &markdown.Result{Body: body}})
	golden(t, "every-construct.golden.md", got)
}

func TestDocCardsAndDownloads(t *testing.T) {
	s := testSite()
	body := []any{
		markdown.El("x-doc-cards", markdown.Attrs{"items": []any{
			map[string]any{"title": "Docker", "href": "/install/docker", "description": "One command.", "kind": "doc", "count": 0},
			map[string]any{"title": "Shell", "href": "/install/shell", "kind": "doc", "count": 0},
		}}),
		markdown.El("x-downloads", markdown.Attrs{"items": []any{
			markdown.Attrs{"href": "https://example.com/app.apk", "icon": "android", "label": "Android APK"},
		}}),
	}
	got := string(s.Page(&content.Page{Route: "/install", H1: "Install", Res: &markdown.Result{Body: body}}))
	want := `# Install

URL: https://doc.example.com/install

- [Docker](https://doc.example.com/install/docker.md): One command.
- [Shell](https://doc.example.com/install/shell)

- [Android APK](https://example.com/app.apk)
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestEscapeText(t *testing.T) {
	for _, c := range []struct {
		in      string
		atStart bool
		want    string
	}{
		{"snake_case and _x_", false, `snake_case and \_x\_`},
		{"# not a heading", true, `\# not a heading`},
		{"# mid-line", false, `# mid-line`},
		{"1. not a list", true, `1\. not a list`},
		{"line\n- item?\n> quote?", true, "line\n\\- item?\n\\> quote?"},
		{"    code?\n \t- item?", true, "code?\n\\- item?"},
		{"a <b> and a < b", false, `a \<b> and a < b`},
		{"&amp; & &copy;", false, `\&amp; & \&copy;`},
		{"~~x~~ ~y", false, `\~\~x\~\~ ~y`},
		{"[x](y) *z* `c` \\", false, "\\[x\\](y) \\*z\\* \\`c\\` \\\\"},
		{"中文_下划线", false, `中文_下划线`},
	} {
		if got := escapeText(c.in, c.atStart, false); got != c.want {
			t.Errorf("escapeText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := escapeText("a | b\nc", false, true); got != `a \| b c` {
		t.Errorf("in a table: %q", got)
	}
}

func TestCodeSpanAndFence(t *testing.T) {
	for in, want := range map[string]string{"x": "`x`", "a`b": "``a`b``", "`x`": "`` `x` ``"} {
		if got := codeSpan(in); got != want {
			t.Errorf("codeSpan(%q) = %q, want %q", in, got, want)
		}
	}
	if got := codeBlock("md", "", "```\n````"); got != "`````md\n```\n````\n`````" {
		t.Errorf("codeBlock: %q", got)
	}
}

func TestTwinPath(t *testing.T) {
	for _, c := range []struct {
		route string
		home  bool
		want  string
	}{{"/", true, "/index.md"}, {"/zh-cn", true, "/zh-cn/index.md"}, {"/install", false, "/install.md"}, {"/zh-cn/api/login", false, "/zh-cn/api/login.md"}} {
		if got := TwinPath(c.route, c.home); got != c.want {
			t.Errorf("TwinPath(%q, %v) = %q, want %q", c.route, c.home, got, c.want)
		}
	}
}

func TestLink(t *testing.T) {
	s := testSite()
	for href, want := range map[string]string{
		"/install/docker#upgrade": "https://doc.example.com/install/docker.md#upgrade",
		"#top":                    "https://doc.example.com/guide.md#top",
		"/img/a.png":              "https://doc.example.com/img/a.png",
		"/":                       "https://doc.example.com/index.md",
		"https://voce.chat/x":     "https://voce.chat/x",
		"mailto:a@b.c":            "mailto:a@b.c",
		"//cdn.example/a.png":     "//cdn.example/a.png",
	} {
		if got := s.Link(href, "/guide"); got != want {
			t.Errorf("Link(%q) = %q, want %q", href, got, want)
		}
	}
}

func TestOrderedListKeepsItsStart(t *testing.T) {
	res, errs := markdown.Render([]byte("3. three\n4. four\n"), 1)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := string(testSite().Page(&content.Page{Route: "/steps", H1: "Steps", Res: res}))
	if !strings.HasSuffix(got, "\n3. three\n4. four\n") {
		t.Errorf("got:\n%s", got)
	}
}
