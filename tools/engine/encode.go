package engine

import (
	"encoding/json"
	"slices"
	"strconv"
	"unicode/utf8"
)

// appendJSON appends v as encoding/json's Marshal writes it, byte for
// byte, for the values an answer's hits are made of: records decoded from
// JSON (objects, arrays, strings, json.Number, booleans, null), highlight
// and snippet leaves and small integers. Anything else goes through
// Marshal. Marshal found each map's keys by reflection and sorted them
// again for every hit, a seventh of a query answered from the index.
func appendJSON(b []byte, v any) ([]byte, error) {
	switch t := v.(type) {
	case nil:
		return append(b, "null"...), nil
	case string:
		return appendJSONString(b, t), nil
	case bool:
		return strconv.AppendBool(b, t), nil
	case int:
		return strconv.AppendInt(b, int64(t), 10), nil
	case json.Number:
		if !plainNumber(t) {
			break // Marshal writes 0 or reports the error
		}
		return append(b, t...), nil
	case map[string]any:
		if t == nil {
			return append(b, "null"...), nil
		}
		var small [8]string // a hit's objects have a few keys: no allocation
		keys := small[:0]
		for k := range t {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, k)
			b = append(b, ':')
			var err error
			if b, err = appendJSON(b, t[k]); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	case []any:
		if t == nil {
			return append(b, "null"...), nil
		}
		b = append(b, '[')
		for i, e := range t {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendJSON(b, e); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	case *highlightResult:
		if t.FullyHighlighted != nil {
			b = append(b, `{"fullyHighlighted":`...)
			b = strconv.AppendBool(b, *t.FullyHighlighted)
			b = append(b, `,"matchLevel":`...)
		} else {
			b = append(b, `{"matchLevel":`...)
		}
		b = appendJSONString(b, t.MatchLevel)
		b = append(b, `,"matchedWords":`...)
		if t.MatchedWords == nil {
			b = append(b, "null"...)
		} else {
			b = append(b, '[')
			for i, w := range t.MatchedWords {
				if i > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, w)
			}
			b = append(b, ']')
		}
		b = append(b, `,"value":`...)
		return append(appendJSONString(b, t.Value), '}'), nil
	case *answerObject:
		return t.appendJSON(b)
	case *snippetResult:
		b = append(b, `{"matchLevel":`...)
		b = appendJSONString(b, t.MatchLevel)
		b = append(b, `,"value":`...)
		return append(appendJSONString(b, t.Value), '}'), nil
	}
	raw, err := json.Marshal(v)
	return append(b, raw...), err
}

// plainNumber reports a JSON number with nothing around it.
func plainNumber(n json.Number) bool {
	if n == "" || n[len(n)-1] < '0' || n[len(n)-1] > '9' || (n[0] != '-' && (n[0] < '0' || n[0] > '9')) {
		return false
	}
	return json.Valid([]byte(n))
}

const hexDigits = "0123456789abcdef"

// appendJSONString writes s quoted as Marshal does: HTML's <, > and &
// escaped, invalid UTF-8 as U+FFFD, and U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte { return appendJSONStr(b, s, &htmlSafe) }

// htmlSafe and plainSafe mark the ASCII bytes a JSON string holds as they
// are: Marshal escapes HTML's <, > and &; an Encoder with
// SetEscapeHTML(false) leaves them.
var htmlSafe, plainSafe = safeSet(true), safeSet(false)

func safeSet(escapeHTML bool) (set [utf8.RuneSelf]bool) {
	for c := range set {
		set[c] = c >= 0x20 && c != '"' && c != '\\' && !(escapeHTML && (c == '<' || c == '>' || c == '&'))
	}
	return set
}

func appendJSONStr(b []byte, s string, safe *[utf8.RuneSelf]bool) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if safe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
