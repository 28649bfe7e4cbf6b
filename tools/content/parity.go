package content

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"vocedocs/tools/markdown"
)

// checkParity holds each page of the other locales to its twin in the
// default locale: both must carry the same code blocks (code equal but for
// comments), the same admonitions in the same order, and the same links. A
// reader of either locale then gets the same commands, warnings and
// values. Blocks marked locale-only are left out on both sides.
func (s *Site) checkParity() Errors {
	var errs Errors
	def := s.Config.DefaultLocale().Code
	for _, pg := range s.Pages {
		if pg.Locale == def {
			continue
		}
		if ref := s.published[def][pg.Rel]; ref != nil {
			p := pair{s: s, ref: ref, pg: pg}
			p.code()
			p.boxes()
			p.links()
			errs = append(errs, p.errs...)
		}
	}
	return errs
}

// pair compares one page (pg) with its default-locale twin (ref); every
// problem is reported in pg's file, where a translator works.
type pair struct {
	s       *Site
	ref, pg *Page
	errs    Errors
}

func (p *pair) code() {
	items := func(pg *Page) []item {
		var out []item
		for _, c := range pg.Res.Code {
			if c.LocaleOnly {
				continue
			}
			lines, _ := codeLines(c.Info.Lang, c.Code)
			out = append(out, item{line: c.Line, kind: c.Info.Lang + " block", key: c.Info.Lang + "\n" + strings.Join(lines, "\n"), lang: c.Info.Lang, text: c.Code})
		}
		return out
	}
	a, b := items(p.ref), items(p.pg)
	pairs, onlyRef, onlyPg := align(a, b)
	for _, i := range onlyRef {
		p.errs.add(p.pg.Source, p.near(a[i].line), "the %s of %s:%d (%s) is missing here; add it, or mark the %s fence %s", a[i].kind, p.ref.Source, a[i].line, markdown.Excerpt(a[i].text), p.ref.Locale, markdown.FlagLocaleOnly)
	}
	for _, j := range onlyPg {
		p.errs.add(p.pg.Source, b[j].line, "this %s has no twin in %s; add it there too, or mark this fence %s", b[j].kind, p.ref.Source, markdown.FlagLocaleOnly)
	}
	for _, ij := range pairs {
		x, y := a[ij[0]], b[ij[1]]
		if x.key == y.key {
			continue
		}
		if x.kind != y.kind {
			p.errs.add(p.pg.Source, y.line, "this %s is a %s in %s:%d; use the same language", y.kind, x.kind, p.ref.Source, x.line)
			continue
		}
		// The fence is y.line; its code starts on the next line.
		if ok, k, here, there := sameCode(y.lang, y.text, x.text); !ok {
			p.errs.add(p.pg.Source, y.line+1+k, "this %s differs from its twin at %s:%d: %s here, %s there; make the code the same (comments and Chinese for English words may differ), or mark both fences %s", y.kind, p.ref.Source, x.line, markdown.Excerpt(here), markdown.Excerpt(there), markdown.FlagLocaleOnly)
		}
	}
}

func (p *pair) boxes() {
	items := func(pg *Page) []item {
		var out []item
		for _, a := range pg.Res.Admonitions {
			if !a.LocaleOnly {
				out = append(out, item{line: a.Line, kind: a.Kind, key: a.Kind})
			}
		}
		return out
	}
	a, b := items(p.ref), items(p.pg)
	pairs, onlyRef, onlyPg := align(a, b)
	for _, i := range onlyRef {
		p.errs.add(p.pg.Source, p.near(a[i].line), "the %s box of %s:%d is missing here; add a :::%s with the same advice, or mark the %s one :::%s %s", a[i].kind, p.ref.Source, a[i].line, a[i].kind, p.ref.Locale, a[i].kind, markdown.LocaleOnlyAttr)
	}
	for _, j := range onlyPg {
		p.errs.add(p.pg.Source, b[j].line, "this %s box has no twin in %s; add it there too, or mark it :::%s %s", b[j].kind, p.ref.Source, b[j].kind, markdown.LocaleOnlyAttr)
	}
	for _, ij := range pairs {
		if x, y := a[ij[0]], b[ij[1]]; x.kind != y.kind {
			p.errs.add(p.pg.Source, y.line, "this %s box is a %s box in %s:%d; use the same kind: readers of both locales should be warned alike", y.kind, x.kind, p.ref.Source, x.line)
		}
	}
}

// links compares the pages' links as sets with counts: a translation may
// reorder a sentence, but should lead to the same places.
func (p *pair) links() {
	byKey := func(pg *Page) map[string][]*markdown.LinkRef {
		m := map[string][]*markdown.LinkRef{}
		for _, l := range pg.Res.Links {
			if !l.LocaleOnly {
				k := p.linkKey(pg, l)
				m[k] = append(m[k], l)
			}
		}
		return m
	}
	a, b := byKey(p.ref), byKey(p.pg)
	for _, k := range slices.Sorted(maps.Keys(a)) {
		if x := a[k][0]; len(b[k]) < len(a[k]) {
			p.errs.add(p.pg.Source, p.near(x.Line), "the link to %s of %s:%d is missing here; add it, or put the %s sentence in a %s box", x.Dest, p.ref.Source, x.Line, p.ref.Locale, markdown.LocaleOnlyAttr)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(b)) {
		if y := b[k][0]; len(a[k]) < len(b[k]) {
			p.errs.add(p.pg.Source, y.Line, "the link to %s has no twin in %s; add it there too, or put this sentence in a %s box", y.Dest, p.ref.Source, markdown.LocaleOnlyAttr)
		}
	}
}

// linkKey names where a link leads, the same in every locale: a page by its
// file, a heading by its place in that page (ids are translated), and
// anything else by its address without the locale prefix.
func (p *pair) linkKey(pg *Page, l *markdown.LinkRef) string {
	href, _ := l.Attrs["href"].(string)
	if ext, _ := l.Attrs["external"].(bool); ext {
		return href
	}
	route, anchor, _ := strings.Cut(href, "#")
	to := pg
	if route != "" {
		to = p.s.ByRoute[route]
	}
	if to == nil {
		local := strings.TrimPrefix(route, p.s.Config.Prefix(pg.Locale))
		return withAnchor(normalize(local), anchor)
	}
	key := "page:" + to.Rel
	if anchor != "" {
		key += "#" + strconv.Itoa(headingIndex(to, anchor))
	}
	return key
}

// near is the line of pg that matches line of ref: the heading of pg with
// the same place as the heading above line in ref, so a message points at
// the section where something is missing.
func (p *pair) near(line int) int {
	k := 0
	for _, h := range p.ref.Res.Headings {
		if h.Line <= line {
			k++
		}
	}
	if k > 0 && k <= len(p.pg.Res.Headings) {
		return p.pg.Res.Headings[k-1].Line
	}
	return p.pg.BodyLine
}
