package openapi

import (
	"strconv"
	"strings"
)

// JSON pointers (RFC 6901): "/" separates tokens, "~1" stands for "/" and
// "~0" for "~" inside a token.

var (
	ptrEscaper = strings.NewReplacer("~", "~0", "/", "~1")
	// One pass from the left, so "~01" becomes "~1" and not "/".
	ptrUnescaper = strings.NewReplacer("~1", "/", "~0", "~")
)

// child is the pointer of key (or array index) tok under base.
func child(base, tok string) string { return base + "/" + ptrEscaper.Replace(tok) }

func childIndex(base string, i int) string { return base + "/" + strconv.Itoa(i) }

// splitPointer turns "/a/b~1c" into ["a", "b/c"]. "" is the root.
func splitPointer(p string) ([]string, bool) {
	if p == "" {
		return nil, true
	}
	if p[0] != '/' {
		return nil, false
	}
	parts := strings.Split(p[1:], "/")
	for i, s := range parts {
		parts[i] = ptrUnescaper.Replace(s)
	}
	return parts, true
}

// at follows tokens from v; nil when a step is missing.
func (v *Value) at(toks []string) *Value {
	for _, t := range toks {
		if v == nil {
			return nil
		}
		v = v.child(t)
	}
	return v
}

// child is the member or item t of v; nil when there is none.
func (v *Value) child(t string) *Value {
	switch v.kind {
	case objectKind:
		return v.Get(t)
	case arrayKind:
		// RFC 6901 indexes are plain digits without a leading zero.
		if i, err := strconv.Atoi(t); err == nil && i >= 0 && i < len(v.vals) && strconv.Itoa(i) == t {
			return v.vals[i]
		}
	}
	return nil
}

// lineOf is the line of the deepest existing value along toks.
func (v *Value) lineOf(toks []string) int {
	for v.at(toks) == nil {
		toks = toks[:len(toks)-1]
	}
	return v.at(toks).line
}
