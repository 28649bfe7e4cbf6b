package markdown

import (
	"encoding/json"
	"strings"
	"testing"
)

func render(t *testing.T, src string) (*Result, []Error) {
	t.Helper()
	return Render([]byte(src), 1)
}

func tree(t *testing.T, src string) string {
	t.Helper()
	r, errs := render(t, src)
	if len(errs) > 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	b, _ := json.Marshal(r.Body)
	return string(b)
}

func TestRenderElements(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"paragraph", "Hello *a* **b** ~~c~~ `d`", `[["p",{},"Hello ",["em",{},"a"]," ",["strong",{},"b"]," ",["del",{},"c"]," ",["code",{},"d"]]]`},
		{"tight list unwraps paragraphs", "- one\n- two", `[["ul",{},["li",{},"one"],["li",{},"two"]]]`},
		{"ordered start", "3. x\n4. y", `[["ol",{"start":3},["li",{},"x"],["li",{},"y"]]]`},
		{"heading id", "## Quick start", `[["h2",{"id":"quick-start"},"Quick start"]]`},
		{"explicit id", "## Upgrade {#upgrade}", `[["h2",{"id":"upgrade"},"Upgrade"]]`},
		{"explicit CJK id", "## 快速开始 {#快速开始}", `[["h2",{"id":"快速开始"},"快速开始"]]`},
		{"code block", "```bash title=\"a.sh\" {2}\nx\ny\n```", `[["x-code",{"code":"x\ny","highlight":[2],"lang":"bash","title":"a.sh"}]]`},
		{"admonition", ":::tip Attention\nBe careful.\n:::", `[["x-admonition",{"kind":"tip","title":"Attention"},["p",{},"Be careful."]]]`},
		{"nested admonition", "::::tip\n:::danger 重要提示\nx\n:::\n::::", `[["x-admonition",{"kind":"tip"},["x-admonition",{"kind":"danger","title":"重要提示"},["p",{},"x"]]]]`},
		{"table", "| a | b |\n|:-|-:|\n| 1 | 2 |", `[["table",{},["thead",{},["tr",{},["th",{"align":"left"},"a"],["th",{"align":"right"},"b"]]],["tbody",{},["tr",{},["td",{"align":"left"},"1"],["td",{"align":"right"},"2"]]]]]`},
		{"image", "![A diagram](/img/x.svg)", `[["p",{},["img",{"alt":"A diagram","src":"/img/x.svg"}]]]`},
		{"text stays text", "a <b and 1 < 2 & 3", `[["p",{},"a \u003cb and 1 \u003c 2 \u0026 3"]]`},
		{"fence keeps colons", "```text\n:::tip\n```", `[["x-code",{"code":":::tip","lang":"text"}]]`},
		{"tabs", "::::tabs {groupId=lang}\n:::tab Python\nA\n:::\n:::tab Go\nB\n:::\n::::", `[["x-tabs",{"groupId":"lang"},["x-tab",{"label":"Python","value":"python"},["p",{},"A"]],["x-tab",{"label":"Go","value":"go"},["p",{},"B"]]]]`},
		{"downloads", ":::downloads\n- [Google Play](https://play.example/x \"google-play\")\n:::", `[["x-downloads",{"items":[{"href":"https://play.example/x","icon":"google-play","label":"Google Play"}]}]]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := tree(t, c.src)
			// json.Marshal escapes <, > and & in strings; compare that way.
			want, _ := json.Marshal(json.RawMessage(c.want))
			if got != string(want) {
				t.Errorf("\n got %s\nwant %s", got, want)
			}
		})
	}
}

func TestTitleTOCAndDuplicates(t *testing.T) {
	r, errs := render(t, "# Title\n\n## A\n\n### B\n\n#### C\n\n## A\n")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if r.Title != "Title" {
		t.Errorf("title %q", r.Title)
	}
	toc := r.TOC()
	if len(toc) != 3 || toc[0].ID != "a" || toc[1].ID != "b" || toc[2].ID != "a-1" {
		t.Errorf("toc %+v", toc)
	}
}

func TestRenderErrors(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
		line            int
	}{
		{"unknown admonition", "x\n\n:::tipp Hi\ny\n:::", `unknown admonition "tipp" (want note, tip, info, warning, danger`, 3},
		{"unclosed container", "a\n:::tip\nb", ":::tip is never closed", 2},
		{"unclosed fence", "a\n\n```bash\necho", "code fence ``` is never closed", 3},
		{"fence without language", "```\nx\n```", "code block has no language", 1},
		{"raw html block", "<div>x</div>", "raw HTML is not allowed", 1},
		{"raw html span", "a <span>b</span>", "raw HTML is not allowed", 1},
		{"invalid explicit id", "## A {#a b}", "invalid heading id {#a b}", 1},
		{"duplicate explicit id", "## A {#x}\n\n## B {#x}", `heading id "x" is already used on line 1`, 3},
		{"second h1", "# A\n\n# B", "a page has one # heading", 3},
		{"second h1 with code, after a shell comment", "# A\n\n```bash\n# not a heading\n```\n\n# Run `x`", "a page has one # heading", 7},
		{"second h1 with emphasis", "# A\n\ntext\n\n# *B* now", "a page has one # heading", 5},
		{"indented code", "para\n\n    code here", "indented code block", 3},
		{"tab outside tabs", ":::tab X\ny\n:::", ":::tab belongs inside", 1},
		{"download without icon", ":::downloads\n- [X](https://x.example/)\n:::", "needs an icon", 1},
		{"bad highlight", "```bash {9-2}\nx\n```", "highlighted lines", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errs := render(t, c.src)
			for _, e := range errs {
				if strings.Contains(e.Msg, c.want) {
					if e.Line != c.line {
						t.Errorf("line %d, want %d (%s)", e.Line, c.line, e.Msg)
					}
					return
				}
			}
			t.Errorf("want an error containing %q, got %v", c.want, errs)
		})
	}
}

func TestRenderRejectsBinary(t *testing.T) {
	if _, errs := Render([]byte("ok\n\xff\xfe bad"), 5); len(errs) != 1 || !strings.Contains(errs[0].Msg, "not valid UTF-8") || errs[0].Line != 6 {
		t.Errorf("invalid UTF-8: %v", errs)
	}
	if _, errs := Render([]byte("a \uFFFD written as itself is text"), 1); len(errs) != 0 {
		t.Errorf("U+FFFD: %v", errs)
	}
	if _, errs := Render([]byte("a\x00b"), 1); len(errs) != 1 || !strings.Contains(errs[0].Msg, "NUL") {
		t.Errorf("NUL: %v", errs)
	}
}

func TestLinksCarryLines(t *testing.T) {
	r, _ := render(t, "intro\n\nsee [x](./a.md#b) and\n[y](https://e.example)")
	if len(r.Links) != 2 || r.Links[0].Line != 3 || r.Links[0].Dest != "./a.md#b" || r.Links[1].Line != 4 {
		t.Errorf("links %+v %+v", r.Links[0], r.Links[1])
	}
}
