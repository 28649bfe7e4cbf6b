package markdown

import "testing"

// The link policy, one destination per line: what a page may link to, and
// so what an API description keeps as a link. "" under kind means refused.
func TestClassifyLink(t *testing.T) {
	const refused = ""
	for _, c := range []struct{ dest, kind, href string }{
		{"https://voce.chat/docs?x=1#y", "external", "https://voce.chat/docs?x=1#y"},
		{"HTTPS://VOCE.CHAT", "external", "HTTPS://VOCE.CHAT"},
		{"http://192.168.1.20:3000/", "external", "http://192.168.1.20:3000/"},
		{"mailto:team@voce.chat", "external", "mailto:team@voce.chat"},
		{"MailTo:team@voce.chat", "external", "MailTo:team@voce.chat"},
		{"  https://voce.chat  ", "external", "https://voce.chat"},
		{"\x00\x1fhttps://voce.chat\x7f", refused, ""}, // DEL is no space a browser trims
		{"/install/docker", "site", "/install/docker"},
		{"/install/docker#quick-start", "site", "/install/docker#quick-start"},
		{"#quick-start", "fragment", "#quick-start"},
		{"#快速开始", "fragment", "#快速开始"},
		{"./docker.md", "relative", "./docker.md"},
		{"docker.md#a", "relative", "docker.md#a"},
		{"../faq.md", "relative", "../faq.md"},
		{"javascript&#58;alert(1)", "relative", "javascript&#58;alert(1)"}, // no scheme: a harmless path
		{"%6Aavascript:alert(1)", "relative", "%6Aavascript:alert(1)"},
		{"javascript:alert(1)", refused, ""},
		{"JavaScript:alert(1)", refused, ""},
		{"JAVASCRIPT:alert(1)", refused, ""},
		{" javascript:alert(1)", refused, ""},
		{"\tjavascript:alert(1)", refused, ""},
		{"\x01javascript:alert(1)", refused, ""},
		{"\u00a0javascript:alert(1)", refused, ""},
		{"java\tscript:alert(1)", refused, ""},
		{"java\nscript:alert(1)", refused, ""},
		{"java\rscript:alert(1)", refused, ""},
		{"javascript\x00:alert(1)", refused, ""},
		{"data:text/html;base64,PHNjcmlwdD4=", refused, ""},
		{"DATA:text/html,x", refused, ""},
		{"vbscript:msgbox(1)", refused, ""},
		{"file:///etc/passwd", refused, ""},
		{"ftp://voce.chat", refused, ""},
		{"//evil.example", refused, ""},
		{"//evil.example/install", refused, ""},
		{"/\\evil.example", refused, ""},
		{"\\\\evil.example", refused, ""},
		{"https://", refused, ""},
		{"https:voce.chat", refused, ""},
		{"https:\\\\voce.chat", refused, ""},
		{"https:///install", refused, ""},
		{"https://voce.chat/a b", refused, ""},
		{"https://voce.chat/\nx", refused, ""},
		{"https://voce.chat/%zz", refused, ""},
		{"mailto:", refused, ""},
		{"", refused, ""},
		{"  ", refused, ""},
	} {
		kind, href, err := ClassifyLink(c.dest)
		got := map[LinkKind]string{LinkExternal: "external", LinkSite: "site", LinkFragment: "fragment", LinkRelative: "relative"}[kind]
		if err != nil {
			got, href = refused, ""
		}
		if got != c.kind || href != c.href {
			t.Errorf("ClassifyLink(%q) = %q %q (%v), want %q %q", c.dest, got, href, err, c.kind, c.href)
		}
	}
}
