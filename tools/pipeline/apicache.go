package pipeline

import (
	"sync"
	"sync/atomic"

	"vocedocs/tools/openapi"
)

// specParses counts how often the API stage parsed a document (tests read it).
var specParses atomic.Int64

// apiStored is a finished API stage: the artifacts it wrote, in order, and
// what the later stages read (the spec itself is published from its file).
type apiStored struct {
	Index *openapi.Index
	Files []apiFile
	Ops   []apiOp // in sidebar order
}

type apiFile struct {
	Rel string
	Raw []byte
}

// encode writes v as an artifact and keeps its bytes.
func (st *apiStored) encode(w *writer, rel, kind string, v any) error {
	raw, err := w.encode(rel, kind, v)
	if err != nil {
		return err
	}
	st.Files = append(st.Files, apiFile{Rel: rel, Raw: raw})
	return nil
}

// replay writes the stored files again: the same bytes passed their schema
// check when they were stored.
func (st *apiStored) replay(w *writer, base string) *apiResult {
	for _, f := range st.Files {
		w.raw(f.Rel, f.Raw)
	}
	return st.result(base)
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
	key string
	st  *apiStored
}

// apiKey names an API stage by its document's path, route base and bytes.
func apiKey(specPath string, raw []byte, base string) string {
	return specPath + "\x00" + base + "\x00" + string(raw)
}

// keptAPI gives the kept stage for key, or nil.
func keptAPI(key string) *apiStored {
	lastAPI.Lock()
	defer lastAPI.Unlock()
	if lastAPI.key == key {
		return lastAPI.st
	}
	return nil
}
