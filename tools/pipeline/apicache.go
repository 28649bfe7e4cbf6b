package pipeline

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"vocedocs/tools/sitedata"
)

// specParses counts how often the API stage parsed a document (tests read it).
var specParses atomic.Int64

// apiStored is a finished API stage: the artifacts it wrote, in order, and
// what the later stages read (the spec itself is published from its file). It is kept by a key of the program and the
// document, so only the same code on the same bytes reuses it.
type apiStored struct {
	Title string
	Files []apiFile
	Ops   []apiOp
}

type apiFile struct {
	Rel, Kind string
	Raw       []byte
}

// encode writes v as an artifact and keeps its bytes.
func (st *apiStored) encode(w *writer, rel, kind string, v any) error {
	raw, err := w.encode(rel, kind, v)
	if err != nil {
		return err
	}
	st.Files = append(st.Files, apiFile{Rel: rel, Kind: kind, Raw: raw})
	return nil
}

// replay writes the stored files again; artifacts still go through their
// schema check (which the validation cache answers).
func (st *apiStored) replay(w *writer, base string) *apiResult {
	for _, f := range st.Files {
		w.encoded(f.Rel, f.Kind, f.Raw)
	}
	return st.result(base)
}

func (st *apiStored) result(base string) *apiResult {
	res := &apiResult{base: base, title: st.Title, ops: st.Ops, files: st.Files}
	for _, op := range st.Ops {
		res.localRoutes = append(res.localRoutes, base+"/"+op.Slug)
	}
	res.localRoutes = append(res.localRoutes, base)
	return res
}

// programID names the running executable by path, size and time: a
// rebuilt program (a code change) is another file. "" when unknown, and
// then nothing is reused.
var programID = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s\x00%d\x00%d", exe, fi.Size(), fi.ModTime().UnixNano())
})

// apiStore is where one API stage's result is kept between runs:
// build/.cache/api-stage.gob beside the output, and in memory for the
// repeated runs of `mage dev`.
type apiStore struct {
	path, key string
}

var lastAPI struct {
	sync.Mutex
	key string
	st  *apiStored
}

func apiStoreFor(opts Options, specPath string, raw []byte, base string) apiStore {
	id := programID()
	if id == "" {
		return apiStore{}
	}
	h := sha256.New()
	for _, part := range []string{id, specPath, base} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	h.Write(raw)
	return apiStore{
		path: filepath.Join(filepath.Dir(opts.Out), ".cache", "api-stage.gob"),
		key:  hex.EncodeToString(h.Sum(nil)),
	}
}

// load gives the stored stage for this key, or nil. A missing, old or
// unreadable file is a miss, never an error: it is only a cache.
func (s apiStore) load() *apiStored {
	if s.key == "" {
		return nil
	}
	lastAPI.Lock()
	defer lastAPI.Unlock()
	if lastAPI.key == s.key {
		return lastAPI.st
	}
	raw, err := os.ReadFile(s.path)
	if err != nil {
		return nil
	}
	var file struct {
		Key    string
		Stored apiStored
	}
	if gob.NewDecoder(bytes.NewReader(raw)).Decode(&file) != nil || file.Key != s.key {
		return nil
	}
	lastAPI.key, lastAPI.st = s.key, &file.Stored
	return &file.Stored
}

func (s apiStore) save(st *apiStored) {
	if s.key == "" {
		return
	}
	lastAPI.Lock()
	lastAPI.key, lastAPI.st = s.key, st
	lastAPI.Unlock()
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(struct {
		Key    string
		Stored *apiStored
	}{s.key, st}) != nil {
		return
	}
	os.MkdirAll(filepath.Dir(s.path), 0o755)
	sitedata.WriteFile(s.path, buf.Bytes()) // a failed write costs time, not correctness
}
