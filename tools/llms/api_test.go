package llms

import (
	"os"
	"strings"
	"testing"

	"vocedocs/tools/openapi"
)

// petstore builds the reference of tools/openapi's fixture, a document
// with nested schemas, oneOf with a discriminator, allOf, a cycle and
// examples, as the API stage does.
func petstore(t *testing.T) *openapi.Model {
	t.Helper()
	raw, err := os.ReadFile("../openapi/testdata/specs/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi.Parse("petstore.yaml", raw)
	if err != nil {
		t.Fatal(err)
	}
	m := openapi.Build(doc)
	m.Index.SpecURL = "/openapi.yaml"
	return m
}

func apiSite(m *openapi.Model) *Site {
	s := testSite()
	s.Twins = map[string]string{"/api": "/api.md"}
	for _, op := range m.Operations {
		s.Twins["/api/"+op.Slug] = "/api/" + op.Slug + ".md"
	}
	return s
}

func operation(t *testing.T, m *openapi.Model, slug string) *openapi.Operation {
	for _, op := range m.Operations {
		if op.Slug == slug {
			return op
		}
	}
	t.Fatalf("no operation %s", slug)
	return nil
}

// Create a pet: a required JSON body whose Pet holds nested schemas, a
// map, an array and a oneOf of Cat and Dog chosen by kind, with the
// document's named example as the request.
func TestOperationNestedOneOfAndExamples(t *testing.T) {
	m := petstore(t)
	golden(t, "create-a-pet.golden.md", apiSite(m).Operation("/api/create-a-pet", operation(t, m, "create-a-pet")))
}

// Place an order: allOf folded into one object, two ways to authenticate
// (one with two schemes and a scope), two media types.
func TestOperationAllOfAndSecurity(t *testing.T) {
	m := petstore(t)
	golden(t, "place-order.golden.md", apiSite(m).Operation("/api/place-order", operation(t, m, "place-order")))
}

func TestOperationDetails(t *testing.T) {
	m := petstore(t)
	s := apiSite(m)
	for _, c := range []struct {
		slug string
		want []string
	}{
		// A cycle is cut where it comes back, and said so.
		{"walk-the-category-tree", []string{
			"- `children` (Category[])\n",
			"- `parent` (Category): Circular reference to Category; see above.",
		}},
		// Parameters: a table per location, path-level ones merged in; no
		// credentials for an operation whose security is empty.
		{"get-a-pet", []string{
			"### Path parameters\n\n| Name | Type | Required | Description |\n| --- | --- | --- | --- |\n| `petId` | `integer(int64)` | required | The pet's id. |",
			"| `X-Trace` | `string(uuid)` | required | Overrides the path-level header. |",
			"No authorization needed.",
			// The path parameter from its example (generated from its schema).
			"curl https://pets.example.com/api/pets/0 \\\n  -H 'X-Trace: 3fa85f64-5717-4562-b3fc-2c963f66afa6'\n```",
			"### 404\n\nNo such pet\n\nNo response body.",
		}},
		// A query parameter's schema facts; a response shared by $ref.
		{"list-pets", []string{
			"| `limit` | `integer(int32)` | optional | How many to return. Default: `20`. Constraints: ≥ 1, ≤ 100. |",
			"| `status` | `string` | optional | Filter by `status`. Allowed values: `available`, `pending`, `sold`. |",
			"Response headers:\n\n- `X-Next` (string(uri)): Link to the next page",
			"### default\n\nSomething went wrong",
			"-H 'X-API-Key: YOUR_API_KEY'",
		}},
		// A deprecated operation says so at the top.
		{"get-a-pet-1", []string{"> **Deprecated**\n>\n> This operation is deprecated"}},
	} {
		got := string(s.Operation("/api/"+c.slug, operation(t, m, c.slug)))
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: want %q in:\n%s", c.slug, w, got)
			}
		}
	}
}

func TestAPIIndex(t *testing.T) {
	m := petstore(t)
	golden(t, "api-index.golden.md", apiSite(m).APIIndex("/api", &m.Index))
}
