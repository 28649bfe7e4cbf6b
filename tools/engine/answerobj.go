package engine

import "slices"

// answerObject is an object of a hit's _highlightResult or _snippetResult.
// Its keys stay sorted as they are added (encoding/json's order for a
// map), so it is written without a map to hash into or keys to sort:
// building maps for every hit and sorting their keys to write them was
// about a tenth of a query's time. The objects have a few keys.
type answerObject struct {
	kvs   []answerKV
	small [4]answerKV // room for kvs, in the same allocation
}

func newAnswerObject() *answerObject {
	o := &answerObject{}
	o.kvs = o.small[:0]
	return o
}

type answerKV struct {
	key string
	val any
}

func (o *answerObject) find(k string) (int, bool) {
	for i, kv := range o.kvs {
		if kv.key >= k {
			return i, kv.key == k
		}
	}
	return len(o.kvs), false
}

func (o *answerObject) get(k string) any {
	if i, ok := o.find(k); ok {
		return o.kvs[i].val
	}
	return nil
}

func (o *answerObject) set(k string, v any) {
	i, ok := o.find(k)
	if ok {
		o.kvs[i].val = v
		return
	}
	o.kvs = slices.Insert(o.kvs, i, answerKV{k, v})
}

// mirror applies leaf to every string under attribute path of doc and
// stores the results in out at the same path, mirroring the record's
// structure (objects and arrays). Missing and null attributes are skipped.
func mirror(out *answerObject, doc map[string]any, path string, leaf func(string) any) {
	v := lookup(doc, path)
	if v == nil {
		return
	}
	r := mirrorValue(v, leaf)
	if r == nil {
		return
	}
	setAnswerPath(out, path, r)
}

func mirrorValue(v any, leaf func(string) any) any {
	switch t := v.(type) {
	case string:
		return leaf(t)
	case []any:
		out := make([]any, 0, len(t))
		for _, e := range t {
			if r := mirrorValue(e, leaf); r != nil {
				out = append(out, r)
			}
		}
		return out
	case map[string]any:
		out := newAnswerObject()
		for k, e := range t {
			if r := mirrorValue(e, leaf); r != nil {
				out.set(k, r)
			}
		}
		return out
	case nil:
		return nil
	}
	return leaf(scalarString(v))
}

// setAnswerPath stores v at a dotted path, creating objects on the way and
// merging with objects already there.
func setAnswerPath(out *answerObject, path string, v any) {
	key, rest, more := cutDot(path)
	if !more {
		if existing, ok := out.get(key).(*answerObject); ok {
			if add, ok := v.(*answerObject); ok {
				for _, kv := range add.kvs {
					existing.set(kv.key, kv.val)
				}
				return
			}
		}
		out.set(key, v)
		return
	}
	child, ok := out.get(key).(*answerObject)
	if !ok {
		child = newAnswerObject()
		out.set(key, child)
	}
	setAnswerPath(child, rest, v)
}

func (o *answerObject) appendJSON(b []byte) ([]byte, error) {
	b = append(b, '{')
	for i, kv := range o.kvs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, kv.key)
		b = append(b, ':')
		var err error
		if b, err = appendJSON(b, kv.val); err != nil {
			return b, err
		}
	}
	return append(b, '}'), nil
}
