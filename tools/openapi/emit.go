package openapi

import (
	"os"
	"path/filepath"
	"strings"

	"vocedocs/tools/sitedata"
)

// Stats counts what Emit wrote.
type Stats struct {
	Operations int   // operation pages written
	Tags       int   // tags (sidebar categories)
	Files      int   // files written, index included
	Removed    int   // stale operation pages deleted
	Bytes      int64 // bytes written
}

// Emit builds the model and writes, each validated against its schema in
// schemas/data:
//
//	outDir/index.json               kind api-index: landing page, tags and sidebar
//	outDir/operations/<slug>.json   kind api-operation: one per operation
//
// The sidebar lives inside index.json ("sidebar") rather than in a file of
// its own: the two always change together and the React side loads the
// index on every API route anyway. Operation pages left over from an
// earlier run (a renamed operation) are deleted.
func Emit(doc *Doc, outDir string) (Stats, error) {
	m := Build(doc)
	var st Stats
	write := func(path, kind string, v any) error {
		if err := sitedata.WriteJSON(path, kind, v); err != nil {
			return err
		}
		st.Files++
		if fi, err := os.Stat(path); err == nil {
			st.Bytes += fi.Size()
		}
		return nil
	}
	opsDir := filepath.Join(outDir, "operations")
	keep := map[string]bool{}
	for _, op := range m.Operations {
		name := op.Slug + ".json"
		keep[name] = true
		if err := write(filepath.Join(opsDir, name), "api-operation", op); err != nil {
			return st, err
		}
		st.Operations++
	}
	if err := write(filepath.Join(outDir, "index.json"), "api-index", m.Index); err != nil {
		return st, err
	}
	st.Tags = len(m.Index.Tags)
	entries, err := os.ReadDir(opsDir)
	if err != nil && !os.IsNotExist(err) {
		return st, err
	}
	for _, e := range entries {
		if name := e.Name(); !e.IsDir() && strings.HasSuffix(name, ".json") && !keep[name] {
			if err := os.Remove(filepath.Join(opsDir, name)); err != nil {
				return st, err
			}
			st.Removed++
		}
	}
	return st, nil
}
