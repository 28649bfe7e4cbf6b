package engine

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// A DocSearch request is a dozen short strings and lists of strings, none
// with escapes. Handing each to encoding/json (a scanner and reflection per
// value, several values per request) was a twentieth of a query's CPU.
// These readers take such plain values straight from their text and
// decline everything else (escapes, control characters, numbers, odd
// shapes), which then goes to encoding/json, errors and all.

// plainString reads a JSON string without escapes.
func plainString(raw []byte) (string, bool) {
	s, rest, ok := scanString(skipSpace(raw))
	if !ok || len(skipSpace(rest)) != 0 {
		return "", false
	}
	return s, true
}

// plainStrings reads a JSON array of plain strings.
func plainStrings(raw []byte) ([]string, bool) {
	out, rest, ok := scanStrings(skipSpace(raw))
	if !ok || len(skipSpace(rest)) != 0 {
		return nil, false
	}
	return out, true
}

// plainGroups reads a JSON array whose items are plain strings or arrays
// of them, as facetFilters are sent: a string item is a group of one.
func plainGroups(raw []byte) ([][]string, bool) {
	b := skipSpace(raw)
	if len(b) == 0 || b[0] != '[' {
		return nil, false
	}
	b = skipSpace(b[1:])
	groups := [][]string{}
	if len(b) > 0 && b[0] == ']' {
		return groups, len(skipSpace(b[1:])) == 0
	}
	for {
		var ok bool
		if len(b) > 0 && b[0] == '[' {
			var g []string
			if g, b, ok = scanStrings(b); !ok {
				return nil, false
			}
			groups = append(groups, g)
		} else {
			var s string
			if s, b, ok = scanString(b); !ok {
				return nil, false
			}
			groups = append(groups, []string{s})
		}
		b = skipSpace(b)
		if len(b) == 0 {
			return nil, false
		}
		switch b[0] {
		case ',':
			b = skipSpace(b[1:])
		case ']':
			return groups, len(skipSpace(b[1:])) == 0
		default:
			return nil, false
		}
	}
}

// scanStrings reads an array of plain strings at the start of b.
func scanStrings(b []byte) ([]string, []byte, bool) {
	if len(b) == 0 || b[0] != '[' {
		return nil, nil, false
	}
	b = skipSpace(b[1:])
	out := []string{}
	if len(b) > 0 && b[0] == ']' {
		return out, b[1:], true
	}
	for {
		s, rest, ok := scanString(b)
		if !ok {
			return nil, nil, false
		}
		out = append(out, s)
		b = skipSpace(rest)
		if len(b) == 0 {
			return nil, nil, false
		}
		switch b[0] {
		case ',':
			b = skipSpace(b[1:])
		case ']':
			return out, b[1:], true
		default:
			return nil, nil, false
		}
	}
}

// scanString reads a string without escapes at the start of b.
func scanString(b []byte) (string, []byte, bool) {
	if len(b) == 0 || b[0] != '"' {
		return "", nil, false
	}
	for i := 1; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			// encoding/json puts U+FFFD for bytes that are not UTF-8:
			// leave those strings to it.
			if !utf8.Valid(b[1:i]) {
				return "", nil, false
			}
			return string(b[1:i]), b[i+1:], true
		case c == '\\' || c < 0x20:
			return "", nil, false
		}
	}
	return "", nil, false
}

func skipSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\n' || b[0] == '\r') {
		b = b[1:]
	}
	return b
}

// jsonString is plainString, falling back to encoding/json.
func jsonString(raw []byte, s *string) error {
	if v, ok := plainString(raw); ok {
		*s = v
		return nil
	}
	return json.Unmarshal(raw, s)
}

// plainQueries reads a multiple-queries body, {"requests":[{...}, ...],
// "strategy":"..."}, as decodeStrict would into its struct: each request
// an object of raw values (slices of body). It declines bodies that are
// not valid JSON (decodeStrict then reports the error) and every shape it
// does not read itself the same way: keys with escapes, field names in
// other cases (encoding/json matches them regardless of case), a field
// given twice, requests that are not objects, a strategy that is not a
// plain string.
func plainQueries(body []byte) (reqs []map[string]json.RawMessage, strategy string, ok bool) {
	if !json.Valid(body) {
		return nil, "", false
	}
	b := skipSpace(body)
	if len(b) == 0 || b[0] != '{' {
		return nil, "", false
	}
	b = skipSpace(b[1:])
	seenReqs, seenStrategy := false, false
	for len(b) > 0 && b[0] != '}' {
		key, rest, ok := scanString(b)
		if !ok {
			return nil, "", false
		}
		b = skipSpace(skipSpace(rest)[1:]) // past ':'
		switch {
		case key == "requests" && !seenReqs:
			seenReqs = true
			if reqs, b, ok = scanRequests(b); !ok {
				return nil, "", false
			}
		case key == "strategy" && !seenStrategy:
			seenStrategy = true
			if strategy, b, ok = scanString(b); !ok {
				return nil, "", false
			}
		case strings.EqualFold(key, "requests") || strings.EqualFold(key, "strategy"):
			return nil, "", false
		default:
			b = skipValue(b)
		}
		b = skipSpace(b)
		if len(b) > 0 && b[0] == ',' {
			b = skipSpace(b[1:])
		}
	}
	return reqs, strategy, true
}

// scanRequests reads an array of objects (or null) at the start of b.
func scanRequests(b []byte) ([]map[string]json.RawMessage, []byte, bool) {
	if bytes.HasPrefix(b, []byte("null")) {
		return nil, b[4:], true
	}
	if len(b) == 0 || b[0] != '[' {
		return nil, nil, false
	}
	b = skipSpace(b[1:])
	reqs := []map[string]json.RawMessage{}
	for len(b) > 0 && b[0] != ']' {
		if b[0] != '{' {
			return nil, nil, false
		}
		obj := map[string]json.RawMessage{}
		b = skipSpace(b[1:])
		for len(b) > 0 && b[0] != '}' {
			key, rest, ok := scanString(b)
			if !ok {
				return nil, nil, false
			}
			v := skipSpace(skipSpace(rest)[1:])
			after := skipValue(v)
			obj[key] = v[:len(v)-len(after)]
			b = skipSpace(after)
			if len(b) > 0 && b[0] == ',' {
				b = skipSpace(b[1:])
			}
		}
		reqs = append(reqs, obj)
		b = skipSpace(b[1:]) // past '}'
		if len(b) > 0 && b[0] == ',' {
			b = skipSpace(b[1:])
		}
	}
	if len(b) == 0 {
		return nil, nil, false
	}
	return reqs, b[1:], true
}

// skipValue returns what follows the JSON value at the start of b, which
// json.Valid has already checked.
func skipValue(b []byte) []byte {
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return b[i+1:]
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return b[i+1:]
			}
			if depth < 0 {
				return b[i:]
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return b[i:]
			}
		}
	}
	return nil
}
