// Package openapi turns an OpenAPI 3.0 or 3.1 description into the JSON the
// API reference pages read: index.json (landing page, tags, sidebar) and
// operations/<slug>.json, one self-contained page per operation with
// schemas inlined and examples generated (model.go has their shapes).
//
// Loading (Load, Parse) is strict. The raw document is checked against the
// official OpenAPI JSON Schema of its version (from the npm package
// @seriousme/openapi-schema-validator), so unknown keys and wrong types are
// errors; openapi-go's openapi3.Spec or openapi31.Spec must decode it too;
// every local $ref is resolved here (openapi-go accepts dangling ones) and
// must land on the right kind of object. Every problem reads
// "file:line: /json/pointer: what is wrong; what to do".
//
// Order matters to readers, so the document is held as a tree of Values in
// the file's order, never in Go maps: paths, methods, properties and
// example keys come out as written.
//
// Webhooks (3.1) are checked but not emitted: the site documents calls to
// the server only.
package openapi
