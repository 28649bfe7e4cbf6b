package openapi

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every description the reference shows is a tree, its # heading at the
// level its place on the page allows; a response's first paragraph goes
// beside its status and the rest below it.
func TestDescriptionTrees(t *testing.T) {
	const spec = `openapi: 3.0.3
info: {title: T, version: '1', description: "# I"}
tags: [{name: t, description: "# T"}]
paths:
  /p/{id}:
    post:
      tags: [t]
      summary: P
      description: "# O"
      security: [{k: []}]
      parameters:
        - {name: id, in: path, required: true, description: "# P", schema: {type: string, description: "# S"}}
      requestBody:
        description: "# B"
        content: {application/json: {schema: {type: object, properties: {a: {type: string, description: "# A"}}}}}
      responses:
        '200':
          description: "Done *now*.\n\n# R\n\nMore."
          headers: {X-H: {description: "# H", schema: {type: string}}}
        '404': {description: "- a list first"}
components:
  securitySchemes: {k: {type: apiKey, in: header, name: K, description: "# K"}}
`
	d, err := Parse("t.yaml", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	m := Build(d)
	op := m.Operations[0]
	body := op.RequestBody.Content[0].Schema
	for _, c := range []struct {
		where string
		got   any
		want  string
	}{
		{"index", m.Index.Description, `[["h2",{},"I"]]`},
		{"tag", m.Index.Tags[0].Description, `[["h4",{},"T"]]`},
		{"security scheme", m.Index.SecuritySchemes[0].Description, `[["h4",{},"K"]]`},
		{"operation", op.Description, `[["h3",{},"O"]]`},
		{"parameter", op.Parameters.Path[0].Description, `[["h5",{},"P"]]`},
		{"parameter schema", op.Parameters.Path[0].Schema.Description, `[["h5",{},"S"]]`},
		{"request body", op.RequestBody.Description, `[["h4",{},"B"]]`},
		{"property", body.Properties[0].Schema.Description, `[["h5",{},"A"]]`},
		{"response summary", op.Responses[0].Summary, `["Done ",["em",{},"now"],"."]`},
		{"response rest", op.Responses[0].Description, `[["h5",{},"R"],["p",{},"More."]]`},
		{"header", op.Responses[0].Headers[0].Description, `[["h5",{},"H"]]`},
		{"response without a first paragraph", op.Responses[1].Summary, `[]`},
		{"its description", op.Responses[1].Description, `[["ul",{},["li",{},"a list first"]]]`},
	} {
		if raw, _ := json.Marshal(c.got); string(raw) != c.want {
			t.Errorf("%s: %s, want %s", c.where, raw, c.want)
		}
	}
	if raw, _ := json.Marshal(body); strings.Contains(string(raw), `"description":[]`) {
		t.Errorf("a schema node without a description writes one: %s", raw)
	}
}
