package content

import (
	"regexp"
	"strings"
	"unicode"

	"vocedocs/tools/markdown"
)

// KeepInEnglish are names a Chinese heading may hold without Chinese text:
// products, protocols and file formats readers know by these names.
var KeepInEnglish = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`VoceChat Docker Compose Caddy Nginx Certbot CertBot GitHub Google MetaMask WebID SMTP Gmail
		Firebase FCM Agora Shengwang HTTPS HTTP SSL TLS API APIs FAQ GoDaddy iframe Webhook webhook Bot bot GPT ChatGPT OpenAI
		Linux macOS Windows Android iOS APK App DNS CA WordPress JavaScript Python Go Java PHP Node.js curl systemd Shell shell
		OAuth Token ID Key JSON YAML TOML URL CDN Web SDK Debian Ubuntu CentOS Cloudflare Let's Encrypt acme ACME Arm arm64 amd64
		Rust Flutter React Discord Slack Matrix Solid Widget widget Nginx/Caddy SSE WebSocket VPS IP QQ WeChat Apple Store Play`) {
		KeepInEnglish[strings.ToLower(w)] = true
	}
}

var latinWordRe = regexp.MustCompile(`[A-Za-z][A-Za-z0-9'.+/-]*`)

// EnglishLeft reports whether a Chinese page's heading or title was left in
// English: it has no Han character and has a Latin word that is not a name
// readers know in English.
func EnglishLeft(text string) bool {
	if strings.ContainsFunc(text, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		return false
	}
	for _, w := range latinWordRe.FindAllString(text, -1) {
		w = strings.TrimRight(strings.ToLower(w), ".-/")
		if len(w) > 1 && !KeepInEnglish[w] {
			return true
		}
	}
	return false
}

// checkLanguage applies EnglishLeft to the title and headings of pages of
// Chinese locales; inline code does not count.
func checkLanguage(pg *Page) Errors {
	var errs Errors
	if !strings.HasPrefix(pg.Locale, "zh") {
		return nil
	}
	if EnglishLeft(pg.Front.Title) {
		errs.add(pg.Source, pg.Front.TitleLine, "title %q is in English; write it in Chinese (product names may stay)", pg.Front.Title)
	}
	for _, n := range pg.Res.Body {
		tag, attrs, kids, _ := markdown.Element(n)
		if len(tag) != 2 || tag[0] != 'h' {
			continue
		}
		var b strings.Builder
		for _, c := range kids {
			if kind, _, _, _ := markdown.Element(c); kind != "code" {
				b.WriteString(markdown.PlainText(c))
			}
		}
		if EnglishLeft(b.String()) {
			id, _ := attrs["id"].(string)
			line := pg.Res.Headings[headingIndex(pg, id)-1].Line
			errs.add(pg.Source, line, "heading %q is in English; write it in Chinese (product names and code may stay)", strings.TrimSpace(b.String()))
		}
	}
	return errs
}
