package markdown

import (
	"regexp"
	"strings"
)

// blocks converts a list of blocks (Markdown runs and containers).
func (c *converter) blocks(bs []*block) []any {
	var out []any
	for _, b := range bs {
		if b.kind == "" {
			out = append(out, c.markdownBlock(b)...)
			continue
		}
		if el := c.container(b); el != nil {
			out = append(out, el)
		}
	}
	return out
}

var (
	groupIDRe = regexp.MustCompile(`\{\s*groupId\s*=\s*"?([A-Za-z0-9_-]+)"?\s*\}`)
	icons     = map[string]bool{"google-play": true, "android": true, "ios": true, "desktop": true}
)

func (c *converter) container(b *block) []any {
	switch b.kind {
	case "note", "tip", "info", "warning", "danger":
		attrs := Attrs{"kind": b.kind}
		title, localeOnly := strings.CutPrefix(strings.TrimSpace(b.arg), LocaleOnlyAttr)
		if title = strings.TrimSpace(title); title != "" {
			attrs["title"] = title
		}
		c.res.Admonitions = append(c.res.Admonitions, Admonition{Line: b.line, Kind: b.kind, LocaleOnly: localeOnly || c.localeOnly > 0})
		if localeOnly {
			c.localeOnly++
			defer func() { c.localeOnly-- }()
		}
		return El("x-admonition", attrs, c.blocks(b.children)...)
	case "tabs":
		attrs := Attrs{}
		if m := groupIDRe.FindStringSubmatch(b.arg); m != nil {
			attrs["groupId"] = m[1]
		} else if strings.TrimSpace(b.arg) != "" {
			c.fail(b.line, "tabs take only {groupId=name}, got %q", b.arg)
		}
		el := El("x-tabs", attrs)
		values := map[string]bool{}
		for _, ch := range b.children {
			if ch.kind == "" && strings.TrimSpace(strings.Join(ch.text, "")) == "" {
				continue
			}
			if ch.kind != "tab" {
				c.fail(ch.line, "only :::tab blocks may stand inside :::tabs (line %d)", b.line)
				continue
			}
			label := strings.TrimSpace(ch.arg)
			if label == "" {
				c.fail(ch.line, "a tab needs a label: :::tab Python")
				continue
			}
			value := HeadingID(label)
			if values[value] {
				c.fail(ch.line, "two tabs named %q in one tabs block", label)
			}
			values[value] = true
			el = append(el, El("x-tab", Attrs{"label": label, "value": value}, c.blocks(ch.children)...))
		}
		if len(el) == 2 {
			c.fail(b.line, "tabs block has no :::tab inside")
		}
		return el
	case "tab":
		c.fail(b.line, ":::tab belongs inside a ::::tabs block")
		return nil
	case "doc-cards":
		attrs := Attrs{"items": []any{}}
		c.res.DocCards = append(c.res.DocCards, attrs)
		return El("x-doc-cards", attrs)
	case "images":
		el := El("x-images", nil)
		for _, n := range c.blocks(b.children) {
			for _, img := range Collect(nil, n, "img") {
				el = append(el, img)
			}
		}
		return el
	case "downloads":
		var items []any
		nLinks := 0
		for _, n := range c.blocks(b.children) {
			for _, a := range Collect(nil, n, "a") {
				attrs := a[1].(Attrs)
				nLinks++
				icon, _ := attrs["title"].(string)
				if !icons[icon] {
					c.fail(b.line, "download link %q needs an icon as its title: google-play, android, ios or desktop", attrs["href"])
					continue
				}
				delete(attrs, "title")
				attrs["icon"] = icon
				attrs["label"] = PlainText(a)
				items = append(items, attrs)
			}
		}
		if nLinks == 0 {
			c.fail(b.line, ":::downloads needs a list of links")
		}
		return El("x-downloads", Attrs{"items": items})
	}
	c.fail(b.line, "unknown admonition %q (want note, tip, info, warning, danger; or tabs, tab, doc-cards, downloads, images)", b.kind)
	return nil
}

// LocaleOnlyAttr marks an admonition that one locale has and the other
// need not: :::tip {locale-only} 国内用户. Like tabs' {groupId=…}, it
// stands before the title.
const LocaleOnlyAttr = "{" + FlagLocaleOnly + "}"

// Collect appends the elements with the given tag in n to out, depth first
// (in document order).
func Collect(out [][]any, n any, tag string) [][]any {
	el, ok := n.([]any)
	switch {
	case !ok || len(el) < 2:
	case el[0] == tag:
		out = append(out, el)
	default:
		for _, ch := range el[2:] {
			out = Collect(out, ch, tag)
		}
	}
	return out
}
