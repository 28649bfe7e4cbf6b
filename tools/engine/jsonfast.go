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
	groups := [][]string{}
	rest, ok := scanArray(skipSpace(raw), func(b []byte) ([]byte, bool) {
		if b[0] == '[' {
			g, rest, ok := scanStrings(b)
			groups = append(groups, g)
			return rest, ok
		}
		s, rest, ok := scanString(b)
		groups = append(groups, []string{s})
		return rest, ok
	})
	if !ok || len(skipSpace(rest)) != 0 {
		return nil, false
	}
	return groups, true
}

// scanStrings reads an array of plain strings at the start of b.
func scanStrings(b []byte) ([]string, []byte, bool) {
	out := []string{}
	rest, ok := scanArray(b, func(b []byte) ([]byte, bool) {
		s, rest, ok := scanString(b)
		out = append(out, s)
		return rest, ok
	})
	if !ok {
		return nil, nil, false
	}
	return out, rest, true
}

// scanArray reads the array at the start of b, each item with item (which
// gets the text from the item on and returns what follows it), and
// returns what follows the array.
func scanArray(b []byte, item func([]byte) ([]byte, bool)) ([]byte, bool) {
	if len(b) == 0 || b[0] != '[' {
		return nil, false
	}
	b = skipSpace(b[1:])
	if len(b) > 0 && b[0] == ']' {
		return b[1:], true
	}
	for {
		if len(b) == 0 {
			return nil, false
		}
		var ok, done bool
		if b, ok = item(b); !ok {
			return nil, false
		}
		if b, done, ok = afterItem(b, ']'); !ok || done {
			return b, ok
		}
	}
}

// scanObject reads the object at the start of b, each member with field
// (given the key and the text from the value on, it returns what follows
// the value), and returns what follows the object. Keys must be plain.
func scanObject(b []byte, field func(key string, v []byte) ([]byte, bool)) ([]byte, bool) {
	if len(b) == 0 || b[0] != '{' {
		return nil, false
	}
	b = skipSpace(b[1:])
	if len(b) > 0 && b[0] == '}' {
		return b[1:], true
	}
	for {
		key, rest, ok := scanString(b)
		if !ok {
			return nil, false
		}
		if rest = skipSpace(rest); len(rest) == 0 || rest[0] != ':' {
			return nil, false
		}
		var done bool
		if b, ok = field(key, skipSpace(rest[1:])); !ok {
			return nil, false
		}
		if b, done, ok = afterItem(b, '}'); !ok || done {
			return b, ok
		}
	}
}

// afterItem reads what follows an item of an array or object: a comma
// before the next item (rest starts there), or the closing byte (done;
// rest follows it).
func afterItem(b []byte, closing byte) (rest []byte, done, ok bool) {
	b = skipSpace(b)
	switch {
	case len(b) == 0:
		return nil, false, false
	case b[0] == ',':
		return skipSpace(b[1:]), false, true
	case b[0] == closing:
		return b[1:], true, true
	}
	return nil, false, false
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
	seenReqs, seenStrategy := false, false
	rest, ok := scanObject(skipSpace(body), func(key string, v []byte) ([]byte, bool) {
		switch {
		case key == "requests" && !seenReqs:
			seenReqs = true
			r, rest, ok := scanRequests(v)
			reqs = r
			return rest, ok
		case key == "strategy" && !seenStrategy:
			seenStrategy = true
			st, rest, ok := scanString(v)
			strategy = st
			return rest, ok
		case strings.EqualFold(key, "requests") || strings.EqualFold(key, "strategy"):
			return nil, false
		}
		return skipValue(v), true
	})
	if !ok || len(skipSpace(rest)) != 0 {
		return nil, "", false
	}
	return reqs, strategy, true
}

// scanRequests reads an array of objects (or null) at the start of b,
// which json.Valid has checked.
func scanRequests(b []byte) ([]map[string]json.RawMessage, []byte, bool) {
	if bytes.HasPrefix(b, []byte("null")) {
		return nil, b[4:], true
	}
	reqs := []map[string]json.RawMessage{}
	rest, ok := scanArray(b, func(b []byte) ([]byte, bool) {
		obj := map[string]json.RawMessage{}
		reqs = append(reqs, obj)
		return scanObject(b, func(key string, v []byte) ([]byte, bool) {
			after := skipValue(v)
			obj[key] = v[:len(v)-len(after)]
			return after, true
		})
	})
	if !ok {
		return nil, nil, false
	}
	return reqs, rest, true
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
