package config

import (
	"cmp"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// DefaultWidgetHost serves widget.js when site.yaml names no host: the
// provider's public demo server.
const DefaultWidgetHost = "https://privoce.voce.chat"

// DefaultWidgetColor is widget.js's own accent colour.
const DefaultWidgetColor = "#1fe1f9"

var emailAddr = regexp.MustCompile(`^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&.]+$`)

// check fills the widget's defaults and the {email} of the welcome texts,
// and refuses a welcome that does not offer the contact address: the
// address is set once, in contactEmail, and must not drift from the texts.
func (w *Widget) check(c *checker, s *Site) {
	w.Host = cmp.Or(w.Host, DefaultWidgetHost)
	if u, err := url.Parse(w.Host); err != nil || u.Scheme != "https" && u.Scheme != "http" || u.Host == "" || u.Path != "" && u.Path != "/" {
		c.bad("widget.host", "must be an origin such as https://chat.example.com (no path)")
	}
	w.Host = strings.TrimRight(w.Host, "/")
	w.ThemeColor = cmp.Or(w.ThemeColor, DefaultWidgetColor)
	if !hexColor.MatchString(w.ThemeColor) {
		c.bad("widget.themeColor", "%q is not a colour like #333", w.ThemeColor)
	}
	if w.ContactEmail != "" && !emailAddr.MatchString(w.ContactEmail) {
		c.bad("widget.contactEmail", "%q is not an e-mail address like team@example.com", w.ContactEmail)
	}
	// No welcome at all: the widget shows its own greeting. site.json
	// still has an object here, as its schema (and the browser) expects.
	if len(w.Welcome) == 0 {
		w.Welcome = Localized{}
		return
	}
	s.checkLocalized(c, "widget.welcome", w.Welcome)
	for _, loc := range s.Locales {
		key, text := "widget.welcome."+loc.Code, w.Welcome[loc.Code]
		if w.ContactEmail == "" {
			if strings.Contains(text, "{email}") {
				c.bad(key, "uses {email} but widget.contactEmail is not set; add contactEmail: team@example.com")
			}
			continue
		}
		text = strings.ReplaceAll(text, "{email}", w.ContactEmail)
		if !strings.Contains(text, fmt.Sprintf(`href="mailto:%s"`, w.ContactEmail)) {
			c.bad(key, `has no link to widget.contactEmail; write <a href="mailto:{email}">{email}</a> in it`)
		}
		w.Welcome[loc.Code] = text
	}
}
