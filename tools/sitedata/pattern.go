package sitedata

import (
	"regexp"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// CompilePattern is the schemas' regular-expression engine. The patterns
// that say "one or more characters, none of these ASCII ones" (^\S+$,
// ^[^#\s]+$ …) are checked by a byte scan; the search records carry five of
// them each, and Go's regexp made them a tenth of a cold build's record
// check. Every other pattern goes to Go's regexp, as without this engine.
func CompilePattern(pattern string) (jsonschema.Regexp, error) {
	if set, ok := noneOfPattern(pattern); ok {
		return &noneOf{pattern: pattern, set: set}, nil
	}
	return regexp.Compile(pattern)
}

// noneOf matches a non-empty string without any byte of set. set holds
// ASCII bytes only, so the bytes of a multi-byte character never match it,
// as Go's regexp, reading runes, never would.
type noneOf struct {
	pattern string
	set     [128]bool
}

func (n *noneOf) String() string { return n.pattern }

func (n *noneOf) MatchString(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 128 && n.set[c] {
			return false
		}
	}
	return true
}

// Go's \s: the ASCII white space of RE2.
const space = "\t\n\f\r "

// noneOfPattern reads ^\S+$ or ^[^...]+$ where the class holds printable
// ASCII characters, ranges of them, \s and escaped punctuation; anything
// else is not this shape.
func noneOfPattern(p string) (set [128]bool, ok bool) {
	if p == `^\S+$` {
		for _, c := range []byte(space) {
			set[c] = true
		}
		return set, true
	}
	const head, tail = "^[^", "]+$"
	if len(p) <= len(head)+len(tail) || p[:len(head)] != head || p[len(p)-len(tail):] != tail {
		return set, false
	}
	class := p[len(head) : len(p)-len(tail)]
	var prev byte // the last single character, for a range
	for i := 0; i < len(class); i++ {
		c := class[i]
		switch {
		case c == '\\':
			if i+1 == len(class) {
				return set, false
			}
			i++
			e := class[i]
			switch {
			case e == 's':
				for _, w := range []byte(space) {
					set[w] = true
				}
				prev = 0
				continue
			case isPunct(e):
				c = e
			default:
				return set, false // \d, \w, \pL, \x… : leave them to regexp
			}
		case c == '-' && prev != 0 && i+1 < len(class) && class[i+1] != '\\' && class[i+1] != ']':
			hi := class[i+1]
			if hi < prev || hi < 0x21 || hi > 0x7e {
				return set, false
			}
			for x := prev; x <= hi; x++ {
				set[x] = true
			}
			i++
			prev = 0
			continue
		case c == '[' || c == ']' || c < 0x21 || c > 0x7e:
			return set, false
		}
		set[c] = true
		prev = c
	}
	return set, true
}

func isPunct(c byte) bool {
	return c >= 0x21 && c <= 0x7e && !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}
