package openapi

import (
	"bytes"
	"slices"
	"unicode/utf8"
)

// maxDepth limits the nesting of objects and arrays, so hostile or broken
// input cannot exhaust the machine.
const maxDepth = 512

// parseSource reads JSON or YAML, chosen by content: a document whose first
// non-blank character is { or [ is JSON. Both become a Value tree whose
// members remember their line.
//
// JSON gets its own tokenizer (encoding/json's) instead of yaml.v3's, which
// rejects valid JSON that escapes "/" as "\/", writes surrogate pairs
// ("\ud83d\ude00") or indents with tabs; both make yaml.v3 nodes, which
// one converter turns into Values.
func parseSource(data []byte) (*Value, []Problem) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		lines := bytes.SplitAfter(data, []byte("\n"))
		bad := 1 + slices.IndexFunc(lines, func(line []byte) bool { return !utf8.Valid(line) })
		return nil, []Problem{{syntax: true, Line: bad, Message: "the file is not valid UTF-8; save it as UTF-8"}}
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 {
		return nil, []Problem{{syntax: true, Line: 1, Message: "the file is empty; write an OpenAPI document (openapi, info, paths)"}}
	}
	if trimmed[0] == '{' || trimmed[0] == '[' {
		return parseJSON(data)
	}
	return parseYAML(data)
}
