// Package openapi turns an OpenAPI 3.0 or 3.1 description into the JSON the
// API reference pages read: an index (landing page, tags, sidebar) and one
// self-contained file per operation, with schemas inlined and examples
// generated.
//
// Loading (Load, Parse) is strict. JSON or YAML is told apart by content;
// the raw document is checked against the official OpenAPI JSON Schema of
// its version (from the npm package @seriousme/openapi-schema-validator),
// so unknown keys and wrong types are errors, and 3.1 Schema Objects are
// held to JSON Schema's and OpenAPI's keywords, which the official schema
// leaves open; the document's openapi field picks openapi-go's
// openapi3.Spec (3.0.x) or openapi31.Spec (3.1.x), which must decode it
// too, a second reading by the stack's OpenAPI model; every local $ref is resolved
// here (openapi-go accepts dangling ones) and must land on the right kind
// of object; reference loops that never reach a definition are errors,
// while loops through schemas are fine and cut when inlining. Every problem
// reads "file:line: /json/pointer: what is wrong; what to do".
//
// Order matters to readers, so the package keeps the file's order
// everywhere: paths, methods, properties and example keys come out as
// written, never in Go map order (the document is held as a tree of Values,
// not maps).
//
// Slugs follow the old docs site: the kebab-case of the summary (else
// operationId, else "Missing summary"), as lodash's kebabCase gives it for
// ASCII, repeats suffixed -1, -2… in document order.
//
// Build makes the pages the API stage writes to build/data, each checked
// against its schema in schemas/data:
//
//	index.json               Index: title, version, description, servers,
//	                         securitySchemes, tags (with their operations),
//	                         sidebar (categories → items), specUrl
//	operations/<slug>.json   Operation: method, path, summary, description,
//	                         security, parameters by location, requestBody,
//	                         responses, prev/next, servers; Schema nodes
//
// Webhooks (3.1) are checked but not emitted: the site documents calls to
// the server only.
package openapi
