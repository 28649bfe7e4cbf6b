package markdown

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

var allowedTags = map[string]bool{}

func init() {
	for _, t := range strings.Fields("p h2 h3 h4 h5 h6 a strong em del code br hr ul ol li blockquote table thead tbody tfoot tr th td img x-admonition x-code x-tabs x-tab x-doc-cards x-downloads x-images") {
		allowedTags[t] = true
	}
}

// FuzzRender: no input panics the renderer, as a page or as a fragment,
// and whatever it returns is a tree of known tags whose text never turns
// into another element; a fragment's links all pass the link policy.
func FuzzRender(f *testing.F) {
	for _, s := range []string{
		"# T\n\n## A {#a}\n\ntext *em* [l](./x.md#y) ![i](/img/a.svg)",
		":::tip T\n::::tabs {groupId=g}\n:::tab A\nx\n:::\n::::\n:::",
		"```bash title=\"x\" {1-3}\necho <script>alert(1)</script>\n```",
		"<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>",
		"| a | b |\n|---|---|\n| <b>x</b> | [y](javascript:alert(1)) |",
		"- a\n  - b\n    1. c\n\n> q",
		":::downloads\n- [x](https://e.example \"ios\")\n:::",
		"\xff\xfe", "a\x00b", ":::\n:::\n::::x", "```",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		fragment := true
		var walk func(n any)
		walk = func(n any) {
			switch v := n.(type) {
			case string:
				if !utf8.ValidString(v) {
					t.Fatalf("invalid UTF-8 text %q", v)
				}
			case []any:
				tag, ok := v[0].(string)
				if !ok || !allowedTags[tag] {
					t.Fatalf("unexpected element %v", v[0])
				}
				attrs, ok := v[1].(map[string]any)
				if !ok {
					t.Fatalf("attributes of %s are %T", tag, v[1])
				}
				if fragment && tag == "a" {
					if kind, _, err := ClassifyLink(attrs["href"].(string)); err != nil || kind == LinkRelative {
						t.Fatalf("fragment link %q", attrs["href"])
					}
				}
				if fragment && (tag == "img" || attrs["id"] != nil) {
					t.Fatalf("fragment element %v", v)
				}
				for _, c := range v[2:] {
					walk(c)
				}
			default:
				t.Fatalf("unexpected node %T", n)
			}
		}
		for _, n := range Fragment(src, 2) {
			walk(n)
		}
		fragment = false
		res, _ := Render([]byte(src), 1)
		if res == nil {
			return
		}
		for _, n := range res.Body {
			walk(n)
		}
		for _, h := range res.Headings {
			if h.ID == "" || strings.ContainsAny(h.ID, " <>\"'&#") {
				t.Fatalf("heading id %q", h.ID)
			}
		}
	})
}

// FuzzHeadingID: ids are never empty and hold only letters, marks, digits,
// '-' and '_'.
func FuzzHeadingID(f *testing.F) {
	for _, s := range []string{"Quick start", "快速开始", "🏗️ Host", "a--b", "<script>", "  ", "Ünï", "1. 2. 3."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id := HeadingID(s)
		if id == "" {
			t.Fatal("empty id")
		}
		for _, r := range id {
			if !(r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc)) {
				t.Fatalf("id %q has %q", id, r)
			}
		}
	})
}
