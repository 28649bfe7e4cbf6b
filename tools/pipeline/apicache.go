package pipeline

import (
	"sync/atomic"

	"vocedocs/tools/openapi"
)

// specParses counts how often the API stage parsed a document (tests read it).
var specParses atomic.Int64

// apiStored is a finished API stage: the files it wrote, by path, and what
// the later stages read.
type apiStored struct {
	Index *openapi.Index
	Files map[string][]byte
	Ops   []apiOp // in sidebar order
	key   string  // the document's path, route base and bytes
}

func (st *apiStored) result(base string) *apiResult {
	res := &apiResult{apiStored: st, base: base}
	for _, op := range st.Ops {
		res.localRoutes = append(res.localRoutes, base+"/"+op.Slug)
	}
	res.localRoutes = append(res.localRoutes, base)
	return res
}

// lastAPI is the last API stage `mage dev` ran: a Markdown save does not
// touch the spec, and parsing it was the longest path through the Go stage.
var lastAPI atomic.Pointer[apiStored]
