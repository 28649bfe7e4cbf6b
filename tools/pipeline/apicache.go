package pipeline

import (
	"sync"
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
var lastAPI struct {
	sync.Mutex
	st *apiStored
}

// keep stores the stage for the next run.
func (st *apiStored) keep() {
	lastAPI.Lock()
	defer lastAPI.Unlock()
	lastAPI.st = st
}

// keptAPI gives the kept stage for key, or nil.
func keptAPI(key string) *apiStored {
	lastAPI.Lock()
	defer lastAPI.Unlock()
	if lastAPI.st != nil && lastAPI.st.key == key {
		return lastAPI.st
	}
	return nil
}
