package openapi

import (
	"encoding/json"
	"strings"
	"testing"
)

// schemaDoc loads a 3.0 (or 3.1) document whose components.schemas are
// given as YAML lines, for schema and example tests.
func schemaDoc(t *testing.T, version, schemas string) *Doc {
	t.Helper()
	src := "openapi: " + version + "\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n" + indent(schemas, "    ")
	d, err := Parse("schemas.yaml", []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return d
}

func indent(s, by string) string {
	lines := strings.Split(strings.Trim(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = by + l
	}
	return strings.Join(lines, "\n") + "\n"
}

// subject builds {$ref: '#/components/schemas/S'} of d, as an operation
// that uses S would.
func subject(d *Doc) *Schema {
	ref := &Value{kind: objectKind, keys: []string{"$ref"}, vals: []*Value{newString("#/components/schemas/S")}}
	return (&schemaBuilder{doc: d, budget: schemaBudget}).build(ref)
}

func exampleJSON(v *Value) string {
	if v == nil {
		return "<none>"
	}
	raw, _ := json.Marshal(v)
	return string(raw)
}

// components.schemas.S (plus helpers) → the example of S.
func TestExample(t *testing.T) {
	for _, tc := range []struct {
		name, schemas, want string
	}{
		{"example wins", "S: {type: string, example: hi, default: ho, enum: [a]}", `"hi"`},
		{"then default", "S: {type: integer, default: 7, enum: [1]}", `7`},
		{"then first enum", "S: {type: string, enum: [b, a]}", `"b"`},
		{"plain string", "S: {type: string}", `"string"`},
		{"date-time", "S: {type: string, format: date-time}", `"2024-01-01T12:00:00Z"`},
		{"date", "S: {type: string, format: date}", `"2024-01-01"`},
		{"email", "S: {type: string, format: email}", `"user@example.com"`},
		{"uri", "S: {type: string, format: uri}", `"https://example.com"`},
		{"uuid", "S: {type: string, format: uuid}", `"3fa85f64-5717-4562-b3fc-2c963f66afa6"`},
		{"binary", "S: {type: string, format: binary}", `"(binary)"`},
		{"unknown format", "S: {type: string, format: timestamp}", `"string"`},
		{"int64", "S: {type: integer, format: int64}", `0`},
		{"integer minimum", "S: {type: integer, minimum: 5}", `5`},
		{"exclusive minimum", "S: {type: integer, minimum: 5, exclusiveMinimum: true}", `6`},
		{"negative maximum", "S: {type: integer, maximum: -3}", `-3`},
		{"number", "S: {type: number, minimum: 0.5}", `0.5`},
		{"boolean", "S: {type: boolean}", `true`},
		{"array has one item", "S: {type: array, items: {type: integer}}", `[0]`},
		{"array of nothing", "S: {type: array}", `[]`},
		{"object keeps property order", "S: {type: object, properties: {z: {type: string}, a: {type: integer}, m: {type: boolean}}}", `{"z":"string","a":0,"m":true}`},
		{"implied object", "S: {properties: {a: {type: string}}}", `{"a":"string"}`},
		{"map", "S: {type: object, additionalProperties: {type: integer}}", `{"additionalProp1":0}`},
		{"empty object", "S: {type: object}", `{}`},
		{"untyped property is null", "S: {type: object, properties: {any: {}}}", `{"any":null}`},
		{"ref", "S: {$ref: '#/components/schemas/T'}\nT: {type: object, properties: {t: {type: string, example: tee}}}", `{"t":"tee"}`},
		{"oneOf takes the first branch", "S: {oneOf: [{type: string}, {type: integer}]}", `"string"`},
		{"anyOf takes the first branch", "S: {anyOf: [{type: integer}, {type: string}]}", `0`},
		{"discriminator value filled in", `
S:
  oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
  discriminator: {propertyName: kind, mapping: {dog: Dog, cat: '#/components/schemas/Cat'}}
Cat: {type: object, properties: {kind: {type: string}, lives: {type: integer}}}
Dog: {type: object, properties: {kind: {type: string}}}`, `{"kind":"cat","lives":0}`},
		{"allOf merged in order", "S: {allOf: [{type: object, properties: {a: {type: string}}}, {type: object, properties: {b: {type: integer}, a: {type: string, example: A}}}]}", `{"a":"A","b":0}`},
		{"allOf with own properties", "S: {allOf: [{type: object, properties: {a: {type: string}}}], properties: {c: {type: boolean}}}", `{"a":"string","c":true}`},
		{"allOf of scalars", "S: {allOf: [{type: string}, {maxLength: 3}]}", `"string"`},
		{"cycle cut", "S: {type: object, properties: {name: {type: string}, next: {$ref: '#/components/schemas/S'}, all: {type: array, items: {$ref: '#/components/schemas/S'}}}}", `{"name":"string","all":[]}`},
		{"mutual cycle", "S: {type: object, properties: {t: {$ref: '#/components/schemas/T'}}}\nT: {type: object, properties: {s: {$ref: '#/components/schemas/S'}, n: {type: integer}}}", `{"t":{"n":0}}`},
		{"example object keeps its order", "S: {type: object, example: {z: 1, a: [2, {y: 3, b: 4}]}}", `{"z":1,"a":[2,{"y":3,"b":4}]}`},
		{"nullable without example", "S: {type: string, nullable: true}", `"string"`},
		{"no type, no hint", "S: {description: anything}", `<none>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := exampleJSON(genExample(subject(schemaDoc(t, "3.0.3", tc.schemas)), anyMode, 0))
			if got != tc.want {
				t.Errorf("Example = %s, want %s", got, tc.want)
			}
		})
	}
}

// 3.1 schemas: const, examples, type arrays, false schemas, numeric bounds.
func TestExample31(t *testing.T) {
	for _, tc := range []struct {
		name, schemas, want string
	}{
		{"const", "S: {const: fixed}", `"fixed"`},
		{"examples", "S: {type: string, examples: [first, second]}", `"first"`},
		{"type array with null", "S: {type: [integer, 'null']}", `0`},
		{"only null", "S: {type: 'null'}", `null`},
		{"several types", "S: {type: [boolean, string]}", `true`},
		{"exclusive bound is a number", "S: {type: number, exclusiveMinimum: 2}", `3`},
		{"false property left out", "S: {type: object, properties: {a: {type: string}, b: false, c: true}}", `{"a":"string","c":null}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := exampleJSON(genExample(subject(schemaDoc(t, "3.1.0", tc.schemas)), anyMode, 0))
			if got != tc.want {
				t.Errorf("Example = %s, want %s", got, tc.want)
			}
		})
	}
}

// Requests leave out readOnly properties, responses writeOnly ones.
func TestExampleModes(t *testing.T) {
	s := subject(schemaDoc(t, "3.0.3", "S: {type: object, properties: {id: {type: integer, readOnly: true}, pw: {type: string, writeOnly: true}, name: {type: string}}}"))
	for mode, want := range map[exampleMode]string{
		anyMode:      `{"id":0,"pw":"string","name":"string"}`,
		requestMode:  `{"pw":"string","name":"string"}`,
		responseMode: `{"id":0,"name":"string"}`,
	} {
		if got := exampleJSON(genExample(s, mode, 0)); got != want {
			t.Errorf("mode %d: %s, want %s", mode, got, want)
		}
	}
}

// Deep nesting is cut, not followed forever.
func TestExampleDepth(t *testing.T) {
	s := &Schema{Type: "string"}
	for i := 0; i < 40; i++ {
		s = &Schema{Type: "array", Items: s}
	}
	got := exampleJSON(genExample(s, anyMode, 0))
	if strings.Count(got, "[") > exampleDepth+2 {
		t.Errorf("example nests %d deep", strings.Count(got, "["))
	}
}
