package openapi

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// annotations may sit beside $ref without making it more than a reference.
var annotations = map[string]bool{"$ref": true, "summary": true, "description": true, "title": true}

// pureRef reports whether v is only a reference (plus annotations), so
// following it is the whole meaning of v. 3.1 schemas with other siblings
// are schemas in their own right (the siblings apply beside the target).
func pureRef(v *Value, v31 bool) bool {
	if !v.Get("$ref").isString() {
		return false
	}
	if !v31 {
		return true
	}
	for _, k := range v.keys {
		if !annotations[k] && !strings.HasPrefix(k, "x-") {
			return false
		}
	}
	return true
}

// lookup finds the value a $ref names in the document root: its JSON
// pointer and the value, or why there is none.
func (root *Value) lookup(target string) (string, *Value, string) {
	frag, ok := strings.CutPrefix(target, "#")
	if !ok {
		return "", nil, fmt.Sprintf("$ref %q points outside this file; only local references (#/…) are supported, so copy the definition under components and point at it", target)
	}
	dec, err := url.PathUnescape(frag)
	if err != nil {
		return "", nil, fmt.Sprintf("$ref %q is not a valid URI fragment (%v); escape it as a JSON pointer", target, err)
	}
	toks, ok := splitPointer(dec)
	if !ok {
		return "", nil, fmt.Sprintf("$ref %q is not a JSON pointer (anchors are not supported); write it as \"#/components/…\"", target)
	}
	ptr := pointerOf(toks)
	if v := root.at(toks); v != nil {
		return ptr, v, ""
	}
	return ptr, nil, fmt.Sprintf("$ref %q points nowhere; define %s or fix the reference", target, strings.Join(toks, "."))
}

// follow follows a $ref, and any pure references it lands on, to the
// object that defines something. It returns chain with the pointer of
// each hop appended, the last one that object's, and the object; or why
// there is none: a target that is not there, or a loop (chain then ends
// with a pointer it already holds).
func (d *Doc) follow(chain []string, target string) ([]string, *Value, string) {
	first := target
	for {
		ptr, v, why := d.root.lookup(target)
		if why != "" {
			return chain, nil, why
		}
		if i := slices.Index(chain, ptr); i >= 0 {
			loop := strings.Join(chain[i:], " → ") + " → " + ptr
			return append(chain, ptr), nil, fmt.Sprintf("$ref %q never reaches a definition: %s; point one of them at a real definition", first, loop)
		}
		chain = append(chain, ptr)
		if !pureRef(v, d.v31) {
			return chain, v, ""
		}
		target = v.getText("$ref")
	}
}

// resolve follows a $ref to its definition: its pointer and value, or why
// there is none.
func (d *Doc) resolve(target string) (string, *Value, string) {
	chain, def, why := d.follow(nil, target)
	if why != "" {
		return "", nil, why
	}
	return chain[len(chain)-1], def, ""
}

// checkRefs resolves every $ref found by the walk and checks that it lands
// on the right kind of object.
func (d *Doc) checkRefs(w *walker) []Problem {
	var out []Problem
	loops := map[string]bool{}
	for _, r := range w.refs {
		if p, ok := d.checkRef(w, r, loops); !ok {
			out = append(out, p)
		}
	}
	schemas := d.root.Get("components").Get("schemas")
	for _, m := range w.mappings {
		if !strings.HasPrefix(m.target, "#") {
			if schemas.Get(m.target) == nil {
				out = append(out, Problem{Line: m.line, Pointer: m.from, Message: fmt.Sprintf(
					"discriminator mapping names %q, which is not in components.schemas; define components.schemas.%s or write a \"#/components/schemas/…\" reference", m.target, m.target)})
			}
			continue
		}
		if p, ok := d.checkRef(w, m, loops); !ok {
			out = append(out, p)
		}
	}
	return out
}

func (d *Doc) checkRef(w *walker, r ref, loops map[string]bool) (Problem, bool) {
	bad := func(msg string) (Problem, bool) { return Problem{Line: r.line, Pointer: r.from, Message: msg}, false }
	chain, _, why := d.follow([]string{r.from}, r.target)
	last := chain[len(chain)-1]
	if i := slices.Index(chain, last); i < len(chain)-1 {
		// Report each loop once, from whichever of its members comes first.
		key := strings.Join(slices.Sorted(slices.Values(chain[i+1:])), "\x00")
		if loops[key] {
			return Problem{}, true
		}
		loops[key] = true
		return bad(why)
	}
	if why != "" {
		if len(chain) > 1 {
			return Problem{}, true // the hop that holds it reports it
		}
		return bad(why)
	}
	if got := w.kinds[last]; got != r.want {
		where := fmt.Sprintf("#/components/%s/…", sections[r.want])
		if got == noKind {
			return bad(fmt.Sprintf("$ref %q points to something that is not %s; point it at %s", r.target, r.want, where))
		}
		return bad(fmt.Sprintf("$ref %q points to %s, but %s belongs here; point it at %s", r.target, got, r.want, where))
	}
	return Problem{}, true
}
