package markdown

import (
	"encoding/json"
	"strings"
	"testing"
)

func fragmentJSON(src string, top int) string {
	b, _ := json.Marshal(Fragment(src, top))
	return strings.NewReplacer(`\u003c`, "<", `\u003e`, ">", `\u0026`, "&").Replace(string(b))
}

func TestFragment(t *testing.T) {
	for _, c := range []struct {
		name, src string
		top       int
		want      string
	}{
		{"empty", "  \n", 3, `[]`},
		{"inline", "a `b*c` **d** *e* _f_ ~~g~~ \\*h\\*", 5, `[["p",{},"a ",["code",{},"b*c"]," ",["strong",{},"d"]," ",["em",{},"e"]," ",["em",{},"f"]," ",["del",{},"g"]," *h*"]]`},
		{"snake_case and lone asterisks stay", "users_version and magic_token, 2 * 3 * 4", 5, `[["p",{},"users_version and magic_token, 2 * 3 * 4"]]`},
		{"raw HTML is text", "Hello <img src=x onerror=alert(1)> and <script>alert(2)</script>", 5, `[["p",{},"Hello <img src=x onerror=alert(1)> and <script>alert(2)</script>"]]`},
		{"an HTML block is a paragraph of text", "<div onclick=x>\nhi\n</div>\n\nafter", 5, `[["p",{},"<div onclick=x>\nhi\n</div>"],["p",{},"after"]]`},
		{"container lines are text", ":::tip\nx\n:::", 5, `[["p",{},":::tip\nx\n:::"]]`},
		{"# is raised to the top level", "# A\n\n## B\n\n#### C", 3, `[["h3",{},"A"],["h3",{},"B"],["h4",{},"C"]]`},
		{"levels stop at 6", "# A", 7, `[["h6",{},"A"]]`},
		{"tight list, continuation lines", "- **Users** log in with `POST /token/login` and send the\n  returned token.\n- Bots", 2, `[["ul",{},["li",{},["strong",{},"Users"]," log in with ",["code",{},"POST /token/login"]," and send the\nreturned token."],["li",{},"Bots"]]]`},
		{"fence with a language", "```json\n{\"a\": 1}\n```", 5, `[["x-code",{"code":"{\"a\": 1}","lang":"json"}]]`},
		{"fence without one", "```\n<img src=x>\n```", 5, `[["x-code",{"code":"<img src=x>","lang":"text"}]]`},
		{"indented code", "    x := 1", 5, `[["x-code",{"code":"x := 1","lang":"text"}]]`},
		{"allowed links", "[docs](https://doc.voce.chat/install) [mail](mailto:team@example.org) [page](/install/docker) [top](#top) [old](http://example.org \"t\")", 5,
			`[["p",{},["a",{"href":"https://doc.voce.chat/install"},"docs"]," ",["a",{"href":"mailto:team@example.org"},"mail"]," ",["a",{"href":"/install/docker"},"page"]," ",["a",{"href":"#top"},"top"]," ",["a",{"href":"http://example.org","title":"t"},"old"]]]`},
		{"autolinks", "see https://voce.chat. <team@example.org>", 5, `[["p",{},"see ",["a",{"href":"https://voce.chat"},"https://voce.chat"],". ",["a",{"href":"mailto:team@example.org"},"team@example.org"]]]`},
		{"refused links keep their text", "[**click** me](javascript:alert(1)) [x](//evil.example) [y](./page.md) <data:text/html,x>", 5,
			`[["p",{},["strong",{},"click"]," me x y data:text/html,x"]]`},
		{"an image is a link named by its alt text", "![the logo](https://voce.chat/logo.png) ![x](javascript:alert(1))", 5, `[["p",{},["a",{"href":"https://voce.chat/logo.png"},"the logo"]," x"]]`},
		{"hard break", "a  \nb", 5, `[["p",{},"a",["br",{}],"b"]]`},
		{"table", "| a | b |\n|---|---|\n| 1 | 2 |", 5, `[["table",{},["thead",{},["tr",{},["th",{},"a"],["th",{},"b"]]],["tbody",{},["tr",{},["td",{},"1"],["td",{},"2"]]]]]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := fragmentJSON(c.src, c.top); got != c.want {
				t.Errorf("\n got %s\nwant %s", got, c.want)
			}
		})
	}
}

func TestText(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"Logs a user in.\nSend the `X-API-Key`.", "Logs a user in. Send the X-API-Key."},
		{"## Authentication\n\n- **Users** log in.\n- Bots [send](https://x.example) keys.\n\n> quoted", "Authentication\nUsers log in.\nBots send keys.\nquoted"},
		{"| a | b |\n|---|---|\n| 1 | 2 |", "a b\n1 2"},
		{"```bash\necho hidden\n```\n\nshown ![alt](https://x.example/a.png)", "shown alt"},
		{"", ""},
	} {
		if got := Text(Fragment(c.src, 2)); got != c.want {
			t.Errorf("Text(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}
