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

// resolve follows a $ref, and any pure references it lands on, to the
// object that defines something. It returns that object's pointer and
// value, or an explanation.
func (d *Doc) resolve(target string) (string, *Value, string) {
	seen := map[string]bool{}
	for {
		ptr, v, why := d.root.lookup(target)
		if why != "" {
			return "", nil, why
		}
		if !pureRef(v, d.v31) {
			return ptr, v, ""
		}
		if seen[ptr] {
			return "", nil, fmt.Sprintf("$ref %q never reaches a definition: the references loop; point one of them at a real definition", target)
		}
		seen[ptr] = true
		target = v.getText("$ref")
	}
}

// checkRefs resolves every $ref found by the walk and checks that it lands
// on the right kind of object.
func (d *Doc) checkRefs(w *walker) []Problem {
	var out []Problem
	cycles := map[string]bool{}
	for _, r := range w.refs {
		if p, ok := d.checkRef(w, r, cycles); !ok {
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
		if p, ok := d.checkRef(w, m, cycles); !ok {
			out = append(out, p)
		}
	}
	return out
}

func (d *Doc) checkRef(w *walker, r ref, cycles map[string]bool) (Problem, bool) {
	bad := func(msg string) (Problem, bool) { return Problem{Line: r.line, Pointer: r.from, Message: msg}, false }
	// Walk the chain by hand (not d.resolve) to name every hop of a loop.
	chain := []string{r.from}
	target := r.target
	for {
		ptr, v, why := d.root.lookup(target)
		if why != "" {
			if len(chain) > 1 {
				return Problem{}, true // the hop that holds it reports it
			}
			return bad(why)
		}
		if i := slices.Index(chain, ptr); i >= 0 {
			// Report each loop once, from whichever of its members comes first.
			key := strings.Join(slices.Sorted(slices.Values(chain[i:])), "\x00")
			if cycles[key] {
				return Problem{}, true
			}
			cycles[key] = true
			loop := append(chain[i:], ptr)
			return bad(fmt.Sprintf("$ref %q never reaches a definition: %s; point one of them at a real definition", r.target, strings.Join(loop, " → ")))
		}
		if !pureRef(v, d.v31) || r.want == pathItemKind {
			got := w.kinds[ptr]
			if got == r.want {
				return Problem{}, true
			}
			where := fmt.Sprintf("#/components/%s/…", kindSection[r.want])
			if got == noKind {
				return bad(fmt.Sprintf("$ref %q points to something that is not a %s; point it at %s", r.target, r.want, where))
			}
			return bad(fmt.Sprintf("$ref %q points to a %s, but a %s belongs here; point it at %s", r.target, got, r.want, where))
		}
		chain = append(chain, ptr)
		target = v.getText("$ref")
	}
}
