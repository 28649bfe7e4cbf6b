package engine

import (
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
)

// field is one top-level attribute of a hit, already encoded.
type field struct {
	key  string
	json []byte
}

// retrievedKey names the retrieved attributes of one record under one
// attributesToRetrieve list.
type retrievedKey struct {
	rec  int
	spec string
}

// retrievedCacheSize bounds the records whose retrieved attributes are kept
// encoded: every record of the site's index under the one list DocSearch
// sends, with room for a few other lists.
const retrievedCacheSize = 16384

func newRetrievedCache() (*lru.Cache[retrievedKey, []field], error) {
	return lru.New[retrievedKey, []field](retrievedCacheSize)
}

// retrieveSpec is attrs as one cache key; nil (every attribute) differs
// from an empty list (objectID only).
func retrieveSpec(attrs []string) string {
	if attrs == nil {
		return "\x00*"
	}
	return strings.Join(attrs, "\x00")
}

// retrieved returns the record's attributes to retrieve, encoded, in key
// order. They do not depend on the query, so they are encoded once per
// record and list: the same records come back in query after query, and
// copying and encoding them was a fifth of a query's time.
func (s *searcher) retrieved(rec int, doc map[string]any, attrs []string, spec string) ([]field, error) {
	key := retrievedKey{rec, spec}
	if f, ok := s.retrievedCache.Get(key); ok {
		return f, nil
	}
	out := retrieveAttrs(doc, attrs)
	fields := make([]field, 0, len(out))
	for _, k := range sortedKeys(out) {
		enc, err := appendJSON(nil, out[k])
		if err != nil {
			return nil, err
		}
		fields = append(fields, field{k, enc})
	}
	s.retrievedCache.Add(key, fields)
	return fields, nil
}

// appendHit writes a hit: the retrieved fields and the extra ones
// (_highlightResult and the like, given in key order), merged in key
// order as json.Marshal orders a map's keys; an extra field replaces a
// retrieved one of the same name.
func appendHit(b []byte, fields []field, extras []extraField) ([]byte, error) {
	b = append(b, '{')
	first := true
	sep := func() {
		if !first {
			b = append(b, ',')
		}
		first = false
	}
	i := 0
	for _, x := range extras {
		if x.value == nil {
			continue
		}
		for ; i < len(fields) && fields[i].key < x.key; i++ {
			sep()
			b = appendJSONString(b, fields[i].key)
			b = append(b, ':')
			b = append(b, fields[i].json...)
		}
		if i < len(fields) && fields[i].key == x.key {
			i++
		}
		sep()
		b = appendJSONString(b, x.key)
		b = append(b, ':')
		var err error
		if b, err = appendJSON(b, x.value); err != nil {
			return b, err
		}
	}
	for ; i < len(fields); i++ {
		sep()
		b = appendJSONString(b, fields[i].key)
		b = append(b, ':')
		b = append(b, fields[i].json...)
	}
	return append(b, '}'), nil
}

// extraField is a hit attribute made for the query; nil value: absent.
type extraField struct {
	key   string
	value any
}
