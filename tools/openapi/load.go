package openapi

import (
	"cmp"
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/swaggest/openapi-go/openapi3"
	"github.com/swaggest/openapi-go/openapi31"
)

// Doc is a loaded, checked OpenAPI document.
type Doc struct {
	Version string // the document's openapi field, e.g. "3.0.3"

	v31  bool
	root *Value   // the raw document, in file order, with lines
	ops  []opSite // operations in file order
}

// Load reads an OpenAPI 3.0.x or 3.1.x document in JSON or YAML (told apart
// by content, not extension) and checks it; see Parse.
func Load(path string) (*Doc, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse checks data as an OpenAPI document named name (used in messages),
// as the package comment says, also for security scheme names and unique
// operationIds. A failure is an *Error listing every problem.
func Parse(name string, data []byte) (*Doc, error) {
	root, problems := parseSource(data)
	if len(problems) > 0 {
		return nil, newError(name, problems)
	}
	version, minor, p := readVersion(root)
	if p != nil {
		return nil, newError(name, []Problem{*p})
	}
	d := &Doc{Version: version, v31: minor == "3.1", root: root}
	problems = checkStructure(root, minor)
	w := walk(root, d.v31) // tolerates wrong types, so its problems join the structural ones
	d.ops = operations(root)
	problems = append(problems, w.problems...)
	problems = append(problems, d.checkRefs(w)...)
	problems = append(problems, d.checkSecurity()...)
	problems = append(problems, d.checkOperationIDs()...)
	if len(problems) > 0 {
		return nil, newError(name, problems)
	}
	if err := d.decodeTyped(w.refs); err != nil {
		return nil, newError(name, []Problem{{Line: 1, Message: "openapi-go cannot read the document: " + err.Error()}})
	}
	return d, nil
}

var versionRE = regexp.MustCompile(`^(\d+)\.(\d+)(\.\d+)?(-.+)?$`)

const supported = "supported versions are 3.0.x and 3.1.x"

// readVersion reads the openapi field: "3.0.x" or "3.1.x".
func readVersion(root *Value) (version, minor string, p *Problem) {
	if !root.isObject() {
		return "", "", &Problem{Line: root.line, Message: "the document must be an object with openapi, info and paths"}
	}
	v := root.Get("openapi")
	if v == nil {
		if sw := root.Get("swagger"); sw != nil {
			return "", "", &Problem{Line: sw.line, Pointer: "/swagger", Message: fmt.Sprintf(
				"Swagger %s documents are not supported; %s: convert it (e.g. with swagger2openapi)", sw.str, supported)}
		}
		return "", "", &Problem{Line: 1, Message: fmt.Sprintf("missing openapi field; add \"openapi: 3.0.3\" or \"openapi: 3.1.0\" at the top (%s)", supported)}
	}
	if v.kind != stringKind {
		return "", "", &Problem{Line: v.line, Pointer: "/openapi", Message: fmt.Sprintf(
			"openapi must be a string such as \"3.0.3\"; quote the value (%s)", supported)}
	}
	m := versionRE.FindStringSubmatch(v.str)
	if m == nil {
		return "", "", &Problem{Line: v.line, Pointer: "/openapi", Message: fmt.Sprintf("openapi %q is not a version number; %s", v.str, supported)}
	}
	minor = m[1] + "." + m[2]
	if minor != "3.0" && minor != "3.1" {
		return "", "", &Problem{Line: v.line, Pointer: "/openapi", Message: fmt.Sprintf("OpenAPI %s is not supported; %s", v.str, supported)}
	}
	if m[3] == "" {
		return "", "", &Problem{Line: v.line, Pointer: "/openapi", Message: fmt.Sprintf("openapi %q needs a patch number; write %q", v.str, v.str+".0")}
	}
	return v.str, minor, nil
}

// decodeTyped checks that openapi-go decodes the document into
// openapi31.Spec or openapi3.Spec. OpenAPI 3.0 says keys beside a $ref are
// ignored, and openapi-go rejects them, so its copy of a 3.0 document has
// them removed (the emitted pages still show a description written beside
// a $ref).
func (d *Doc) decodeTyped(refs []ref) error {
	if d.v31 {
		raw, _ := d.root.MarshalJSON()
		return new(openapi31.Spec).UnmarshalJSON(raw)
	}
	root := d.root.clone()
	for _, r := range refs {
		if r.want == pathItemKind { // a path item's $ref merges with its siblings
			continue
		}
		toks, _ := splitPointer(r.from)
		v := root.at(toks) // the walker found it there
		v.keys, v.vals = []string{"$ref"}, []*Value{v.Get("$ref")}
	}
	raw, _ := root.MarshalJSON()
	return new(openapi3.Spec).UnmarshalJSON(raw)
}

// checkSecurity makes sure every security requirement names a scheme.
func (d *Doc) checkSecurity() []Problem {
	schemes := d.root.Get("components").Get("securitySchemes")
	var out []Problem
	check := func(ptr string, reqs *Value) {
		for i, req := range reqs.items() {
			for j, name := range req.keysOf() {
				if schemes.Get(name) != nil {
					continue
				}
				have := cmp.Or(strings.Join(schemes.keysOf(), ", "), "none")
				out = append(out, Problem{Line: req.vals[j].line, Pointer: child(childIndex(ptr, i), name), Message: fmt.Sprintf(
					"security requirement names %q, which is not in components.securitySchemes (have: %s); fix the name or define the scheme", name, have)})
			}
		}
	}
	check("/security", d.root.Get("security"))
	for _, op := range d.ops {
		check(child(op.ptr, "security"), op.op.Get("security"))
	}
	return out
}

func (d *Doc) checkOperationIDs() []Problem {
	first := map[string]opSite{}
	var out []Problem
	for _, op := range d.ops {
		id := op.op.Get("operationId")
		if !id.isString() || id.str == "" {
			continue
		}
		if prev, dup := first[id.str]; dup {
			out = append(out, Problem{Line: id.line, Pointer: child(op.ptr, "operationId"), Message: fmt.Sprintf(
				"operationId %q is also used by %s %s (line %d); operationIds must be unique", id.str, strings.ToUpper(prev.method), prev.path, prev.op.Get("operationId").line)})
			continue
		}
		first[id.str] = op
	}
	return out
}
