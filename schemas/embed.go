// Package schemas embeds the JSON Schemas of every artifact the pipeline
// writes, so the Go validator and the TypeScript tests read the same files.
package schemas

import "embed"

// Data holds data/*.schema.json: one schema per artifact kind.
//
//go:embed data/*.schema.json
var Data embed.FS
