package openapi

import "fmt"

// GenerateSpec returns a valid OpenAPI document (as JSON) with n
// operations, for benchmarks: d's operations over and over, the second
// round under paths prefixed /2, the third /3 and so on, with the round's
// number added to operationIds. Summaries repeat as in a large spec, so
// slugs get -1, -2… suffixes. d must have an operation if n > 0.
func GenerateSpec(d *Doc, n int) []byte {
	paths := newObject()
	for i := range n {
		site := d.ops[i%len(d.ops)]
		round := i/len(d.ops) + 1
		path := site.path
		if round > 1 {
			path = fmt.Sprintf("/%d%s", round, site.path)
		}
		item := paths.Get(path)
		if item == nil {
			item = newObject()
			if params := site.item.Get("parameters"); params != nil {
				item.set("parameters", params)
			}
			paths.set(path, item)
		}
		op := site.op
		if op.Get("operationId").isString() && round > 1 {
			op = op.clone()
			op.Get("operationId").str += fmt.Sprint(round)
		}
		item.set(site.method, op)
	}
	root := d.root.clone()
	root.set("paths", paths)
	raw, _ := root.MarshalJSON()
	return raw
}
