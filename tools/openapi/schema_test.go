package openapi

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func schemaJSON(t *testing.T, s *Schema) string {
	t.Helper()
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// components.schemas.S (plus helpers) → the inlined schema node of a
// reference to S.
func TestSchemaNode(t *testing.T) {
	for _, tc := range []struct {
		name, version, schemas, want string
	}{
		{"ref name and order", "3.0.3", "S: {type: object, required: [b], properties: {b: {type: string}, a: {type: integer, format: int32}}}",
			`{"label":"object","refName":"S","type":"object","required":["b"],"properties":[{"name":"b","required":true,"schema":{"label":"string","type":"string"}},{"name":"a","required":false,"schema":{"label":"integer(int32)","type":"integer","format":"int32"}}]}`},
		{"self cycle", "3.0.3", "S: {type: object, properties: {next: {$ref: '#/components/schemas/S'}}}",
			`{"label":"object","refName":"S","type":"object","properties":[{"name":"next","required":false,"schema":{"label":"S","circular":"S"}}]}`},
		{"alias keeps the written name", "3.0.3", "S: {$ref: '#/components/schemas/T'}\nT: {type: string}",
			`{"label":"string","refName":"S","type":"string"}`},
		{"3.0 annotations beside $ref", "3.0.3", "S: {type: object, properties: {t: {$ref: '#/components/schemas/T', description: mine}}}\nT: {type: string, description: theirs}",
			`{"label":"object","refName":"S","type":"object","properties":[{"name":"t","required":false,"schema":{"label":"string","refName":"T","type":"string","description":[["p",{},"mine"]]}}]}`},
		{"constraints", "3.0.3", "S: {type: string, minLength: 1, maxLength: 9, pattern: '^a', nullable: true, readOnly: true, deprecated: true, default: a}",
			`{"label":"string","refName":"S","type":"string","default":"a","nullable":true,"readOnly":true,"deprecated":true,"minLength":1,"maxLength":9,"pattern":"^a"}`},
		{"3.0 exclusive bounds", "3.0.3", "S: {type: number, minimum: 0, exclusiveMinimum: true, maximum: 1.5, multipleOf: 0.5}",
			`{"label":"number","refName":"S","type":"number","minimum":0,"maximum":1.5,"exclusiveMinimum":true,"multipleOf":0.5}`},
		{"arrays", "3.0.3", "S: {type: array, items: {type: string}, minItems: 1, maxItems: 3, uniqueItems: true}",
			`{"label":"string[]","refName":"S","type":"array","items":{"label":"string","type":"string"},"minItems":1,"maxItems":3,"uniqueItems":true}`},
		{"maps", "3.0.3", "S: {type: object, additionalProperties: {type: integer}, minProperties: 1}",
			`{"label":"map\u003cstring, integer\u003e","refName":"S","type":"object","additionalProperties":{"label":"integer","type":"integer"},"minProperties":1}`},
		{"closed object", "3.0.3", "S: {type: object, additionalProperties: false}",
			`{"label":"object","refName":"S","type":"object","additionalProperties":false}`},
		{"discriminator", "3.0.3", "S: {anyOf: [{$ref: '#/components/schemas/A'}], discriminator: {propertyName: type, mapping: {a: '#/components/schemas/A', b: A}}}\nA: {type: object}",
			`{"label":"A","refName":"S","anyOf":[{"label":"object","variant":"a","refName":"A","type":"object"}],"discriminator":{"propertyName":"type","mapping":{"a":"A","b":"A"}}}`},
		{"enum keeps types", "3.0.3", "S: {enum: [1, two, true, null]}",
			`{"label":"number | string | boolean | null","refName":"S","enum":[1,"two",true,null]}`},
		{"3.1 nullable type", "3.1.0", "S: {type: [string, 'null']}",
			`{"label":"string","refName":"S","type":"string","nullable":true}`},
		{"3.1 several types", "3.1.0", "S: {type: [string, integer]}",
			`{"label":"string | integer","refName":"S","types":["string","integer"]}`},
		{"3.1 const and examples", "3.1.0", "S: {const: 3, examples: [3]}",
			`{"label":"number","refName":"S","enum":[3],"example":3}`},
		{"3.1 numeric exclusive bound", "3.1.0", "S: {type: integer, exclusiveMaximum: 10}",
			`{"label":"integer","refName":"S","type":"integer","maximum":10,"exclusiveMaximum":true}`},
		{"3.1 keywords beside $ref", "3.1.0", "S: {$ref: '#/components/schemas/T', required: [a]}\nT: {type: object}",
			`{"label":"object","refName":"S","type":"object","required":["a"]}`},
		{"3.1 $defs", "3.1.0", "S: {$ref: '#/components/schemas/T/$defs/P'}\nT: {$defs: {P: {type: boolean}}}",
			`{"label":"boolean","refName":"S","type":"boolean"}`},
		{"3.1 boolean schemas", "3.1.0", "S: {type: object, properties: {yes: true, no: false}}",
			`{"label":"object","refName":"S","type":"object","properties":[{"name":"yes","required":false,"schema":{"label":"any"}},{"name":"no","required":false,"schema":{"label":"any","not":{"label":"any"}}}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := schemaJSON(t, subject(schemaDoc(t, tc.version, tc.schemas))); got != tc.want {
				t.Errorf("\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

// A document whose references fan out (each level holds two of the next)
// would inline 2^n nodes; the budget cuts it and marks the cut.
func TestSchemaBudget(t *testing.T) {
	var b strings.Builder
	const levels = 24
	for i := 0; i < levels; i++ {
		fmt.Fprintf(&b, "L%d: {type: object, properties: {a: {$ref: '#/components/schemas/L%d'}, b: {$ref: '#/components/schemas/L%d'}}}\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "L%d: {type: string}\nS: {$ref: '#/components/schemas/L0'}\n", levels)
	s := subject(schemaDoc(t, "3.0.3", b.String()))
	raw := schemaJSON(t, s)
	if !strings.Contains(raw, `"truncated":true`) {
		t.Error("no truncated marker")
	}
	if len(raw) > 20<<20 {
		t.Errorf("schema is %d bytes", len(raw))
	}
}
