// Package engine is a local search engine that speaks the part of Algolia's
// REST API the site uses: the queries DocSearch (@docsearch/react 3.9,
// algoliasearch v5 lite client) and the search page send, and the indexing
// calls of the Go client v3 that search.Push makes. `mage serve` runs it
// beside the static site, so search works offline and index:push can be
// tried against it.
//
// Each index is a list of records plus settings. Searches run on an
// in-memory inverted index rebuilt from the records whenever they change;
// records and settings are stored under the engine's folder, one JSON file
// per index, replaced atomically after each completed write.
package engine

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"vocedocs/tools/search"
)

// Options configure an Engine.
type Options struct {
	// AppID, when set, must match the application id of every request.
	AppID string
	// AdminKey allows every call. Without it the HTTP API is read-only.
	AdminKey string
	// SearchKey allows searches and other reads. When empty, reads need
	// no key at all.
	SearchKey string
	// AllowOrigins lists browser origins allowed by CORS besides the
	// loopback ones (http://localhost:*, http://127.0.0.1:*, http://[::1]:*).
	AllowOrigins []string
	// MaxQueryBytes limits the body of search and other small requests
	// (default 1 MiB); MaxBatchBytes limits batch bodies (default 32 MiB).
	MaxQueryBytes int64
	MaxBatchBytes int64
	// MaxRecordBytes rejects a batch holding a larger record (default
	// 100 KB, Algolia's limit on paid plans); the whole batch fails.
	MaxRecordBytes int
	// NoResultCache answers every query from the index, never from the
	// cache of recent answers (the bench measures both ways).
	NoResultCache bool
	// Logf reports background problems (a failed index build). Default:
	// discard.
	Logf func(format string, args ...any)
}

func (o *Options) defaults() {
	if o.MaxQueryBytes <= 0 {
		o.MaxQueryBytes = 1 << 20
	}
	if o.MaxBatchBytes <= 0 {
		o.MaxBatchBytes = 32 << 20
	}
	if o.MaxRecordBytes <= 0 {
		o.MaxRecordBytes = 100_000
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
}

// Engine holds the indexes. It is safe for concurrent use: searches read
// an immutable snapshot of their index, writes are serialized and publish
// a new snapshot only once it is on disk.
type Engine struct {
	dir  string
	opts Options

	wmu     sync.Mutex // serializes writes
	indexes atomic.Pointer[map[string]*snapshot]
	task    atomic.Int64
	closed  atomic.Bool

	warmDelay time.Duration
}

// snapshot is one immutable state of an index. Its searcher is built on
// first use (or shortly after a write, in the background) and closed when
// the snapshot is replaced and no search uses it any more.
type snapshot struct {
	createdAt time.Time
	updatedAt time.Time
	settings  rawSettings
	cfg       *config

	// objects and byID are valid after materialize. An index read from
	// disk keeps its records as raw JSON until first use, so opening the
	// engine does not decode an index that LoadRecords replaces anyway.
	pending []byte
	file    string
	matOnce sync.Once
	matErr  error
	objects []*object
	byID    map[string]int

	once    sync.Once
	mu      sync.RWMutex
	retired bool
	sr      *searcher
	srErr   error
}

// object is one record: its canonical JSON and its decoded form.
type object struct {
	id  string
	raw json.RawMessage
	doc map[string]any
}

var (
	errIndexNotFound  = errors.New("Index does not exist")
	errObjectNotFound = errors.New("ObjectID does not exist")
)

// Open opens the engine stored in dir, creating the folder if needed, and
// loads every index stored there. With dir == "" nothing is stored. Only one
// Engine may use a folder at a time.
func Open(dir string, opts Options) (*Engine, error) {
	opts.defaults()
	if err := analyzers(); err != nil {
		return nil, err
	}
	e := &Engine{dir: dir, opts: opts, warmDelay: 200 * time.Millisecond}
	e.task.Store(time.Now().UnixMilli() % 1_000_000_000 * 1000)
	m := map[string]*snapshot{}
	if dir != "" {
		var err error
		if m, err = loadAll(dir); err != nil {
			return nil, err
		}
	}
	// Stored indexes are built on first search, not now: at serve start
	// LoadRecords replaces "voce" right away, and building the old one
	// meanwhile would only slow the start down.
	e.indexes.Store(&m)
	return e, nil
}

// LoadRecords replaces index name with recs and settings in one step: the
// new index is built and stored before searches see it, and a failure
// leaves the old one. `mage serve` calls it at start to load the build's
// records into index "voce", so the documents on disk are always what is
// served: an index "voce" pushed to this engine earlier (by index:push
// against the local engine) is replaced at the next start.
func (e *Engine) LoadRecords(name string, recs []search.Record, settings Settings) error {
	if err := validIndexName(name); err != nil {
		return err
	}
	raw, err := rawFromSettings(settings)
	if err != nil {
		return err
	}
	cfg, err := raw.compile()
	if err != nil {
		return err
	}
	next := &snapshot{settings: raw, cfg: cfg, byID: make(map[string]int, len(recs))}
	next.objects = make([]*object, 0, len(recs))
	next.matOnce.Do(func() {})
	for i, r := range recs {
		if r.ObjectID == "" {
			return fmt.Errorf("record %d: objectID is missing", i)
		}
		raw, err := json.Marshal(r)
		if err != nil {
			return err
		}
		o := &object{id: r.ObjectID, raw: raw, doc: r.Decoded()}
		if j, dup := next.byID[o.id]; dup {
			return fmt.Errorf("record %d: objectID %q already used by record %d", i, o.id, j)
		}
		next.byID[o.id] = len(next.objects)
		next.objects = append(next.objects, o)
	}
	// Build before publishing, so the first search after start is fast.
	next.once.Do(next.build)
	if next.srErr != nil {
		return next.srErr
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	now := time.Now().UTC()
	next.createdAt, next.updatedAt = now, now
	if cur := e.get(name); cur != nil {
		next.createdAt = cur.createdAt
	}
	if err := e.commit(name, next); err != nil {
		next.retireWait()
		return err
	}
	return nil
}

// Close releases the in-memory indexes. Stored data stays.
func (e *Engine) Close() error {
	if e.closed.Swap(true) {
		return nil
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	for _, s := range *e.indexes.Load() {
		s.retireWait()
	}
	return nil
}

func (e *Engine) get(name string) *snapshot { return (*e.indexes.Load())[name] }

func (e *Engine) nextTask() int64 { return e.task.Add(1) }

// commit stores next as index name and publishes it. The caller holds wmu.
func (e *Engine) commit(name string, next *snapshot) error {
	if e.closed.Load() {
		return errors.New("engine is closed")
	}
	if e.dir != "" {
		if err := writeIndexFile(e.dir, name, next); err != nil {
			return err
		}
	}
	e.publish(map[string]*snapshot{name: next}, nil)
	e.scheduleWarm(name, next)
	return nil
}

// publish swaps in a new index map with the given names set or removed,
// then retires the snapshots no name refers to any more. The caller holds
// wmu.
func (e *Engine) publish(set map[string]*snapshot, remove []string) {
	old := *e.indexes.Load()
	m := make(map[string]*snapshot, len(old)+len(set))
	for k, v := range old {
		m[k] = v
	}
	for _, k := range remove {
		delete(m, k)
	}
	for k, v := range set {
		m[k] = v
	}
	e.indexes.Store(&m)
	live := make(map[*snapshot]bool, len(m))
	for _, v := range m {
		live[v] = true
	}
	for _, v := range old {
		if !live[v] {
			go v.retireWait()
		}
	}
}

// scheduleWarm builds the searcher of a new snapshot shortly after a write,
// unless another write replaced it meanwhile (as during a push, where
// batches follow each other quickly).
func (e *Engine) scheduleWarm(name string, s *snapshot) {
	time.AfterFunc(e.warmDelay, func() {
		if e.closed.Load() || e.get(name) != s {
			return
		}
		if sr, err := s.acquire(); err == nil && sr != nil {
			s.mu.RUnlock()
		} else if err != nil && err != errRetired {
			e.opts.Logf("engine: index %s: %v", name, err)
		}
	})
}

var errRetired = errors.New("snapshot retired")

func (s *snapshot) build() {
	if s.srErr = s.materialize(); s.srErr == nil {
		s.sr, s.srErr = buildSearcher(s.cfg, s.objects)
	}
}

// materialize decodes records read from disk, once.
func (s *snapshot) materialize() error {
	s.matOnce.Do(func() {
		var raws []json.RawMessage
		if err := json.Unmarshal(s.pending, &raws); err != nil {
			s.matErr = fmt.Errorf("%s: records: %w", s.file, err)
			return
		}
		s.objects = make([]*object, 0, len(raws))
		s.byID = make(map[string]int, len(raws))
		for i, r := range raws {
			o, err := decodeObject(r, "")
			if err != nil {
				s.matErr = fmt.Errorf("%s: at /records/%d: %w", s.file, i, err)
				return
			}
			if _, dup := s.byID[o.id]; dup {
				s.matErr = fmt.Errorf("%s: at /records/%d: duplicate objectID %q", s.file, i, o.id)
				return
			}
			s.byID[o.id] = len(s.objects)
			s.objects = append(s.objects, o)
		}
		s.pending = nil
	})
	return s.matErr
}

// acquire returns the snapshot's searcher with a read lock held; the
// caller calls s.mu.RUnlock when done.
func (s *snapshot) acquire() (*searcher, error) {
	s.once.Do(s.build)
	s.mu.RLock()
	if s.retired {
		s.mu.RUnlock()
		return nil, errRetired
	}
	if s.srErr != nil {
		s.mu.RUnlock()
		return nil, s.srErr
	}
	return s.sr, nil
}

// retireWait marks the snapshot retired, waits for a running build and for
// searches using it, then lets its searcher go.
func (s *snapshot) retireWait() {
	s.mu.Lock()
	s.retired = true
	s.mu.Unlock()
	s.once.Do(func() {})
	s.mu.Lock()
	s.sr = nil
	s.mu.Unlock()
}

// searcherFor returns the current snapshot of an index and its searcher,
// read-locked.
func (e *Engine) searcherFor(name string) (*snapshot, *searcher, error) {
	for range 16 {
		s := e.get(name)
		if s == nil {
			return nil, nil, errIndexNotFound
		}
		sr, err := s.acquire()
		if err == errRetired {
			continue // replaced meanwhile: take the new one
		}
		if err != nil {
			return nil, nil, err
		}
		return s, sr, nil
	}
	return nil, nil, errors.New("index is changing too fast, try again")
}

// clone copies the record list for modification.
func (s *snapshot) clone() (*snapshot, error) {
	if err := s.materialize(); err != nil {
		return nil, err
	}
	n := &snapshot{
		createdAt: s.createdAt,
		settings:  s.settings,
		cfg:       s.cfg,
		objects:   append([]*object(nil), s.objects...),
		byID:      make(map[string]int, len(s.byID)),
	}
	n.matOnce.Do(func() {})
	for k, v := range s.byID {
		n.byID[k] = v
	}
	return n, nil
}

func emptySnapshot() *snapshot {
	cfg, _ := rawSettings{}.compile()
	now := time.Now().UTC()
	s := &snapshot{createdAt: now, settings: rawSettings{}, cfg: cfg, byID: map[string]int{}}
	s.matOnce.Do(func() {})
	return s
}

// decodeObject parses one record. id, when not empty, replaces the record's
// objectID; otherwise the record must carry one.
func decodeObject(raw []byte, id string) (*object, error) {
	doc, err := decodeJSONObject(raw)
	if err != nil {
		return nil, err
	}
	if id == "" {
		// The stored JSON already carries its objectID: keep it as is.
		if id, err = objectIDOf(doc); err != nil {
			return nil, err
		}
		if _, isString := doc["objectID"].(string); isString {
			return &object{id: id, raw: raw, doc: doc}, nil
		}
	}
	return newObject(doc, id)
}

func newObject(doc map[string]any, id string) (*object, error) {
	if id == "" {
		var err error
		if id, err = objectIDOf(doc); err != nil {
			return nil, err
		}
	}
	doc["objectID"] = id
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	return &object{id: id, raw: raw, doc: doc}, nil
}

func objectIDOf(doc map[string]any) (string, error) {
	switch v := doc["objectID"].(type) {
	case string:
		if v != "" {
			return v, nil
		}
	case json.Number:
		return v.String(), nil
	case nil:
		return "", errMissingObjectID
	}
	return "", errors.New("objectID must be a non-empty string or a number")
}

var errMissingObjectID = errors.New("objectID is missing")

func newObjectID() string {
	var b [10]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func validIndexName(name string) error {
	switch {
	case name == "":
		return badParam("index name is empty")
	case name == "*":
		return badParam("index name * is reserved")
	case len(name) > 256:
		return badParam("index name is longer than 256 bytes")
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f || r == '/' || r == 0xfffd {
			return badParam("index name %q contains a forbidden character", name)
		}
	}
	return nil
}
