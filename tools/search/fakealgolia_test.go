package search_test

import (
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"vocedocs/tools/search"
)

// fakeAlgolia speaks the part of Algolia's REST API that
// algoliasearch-client-go/v3 calls for an atomic replace: settings, copy
// and move (operation), batch, task status, list and delete. Tasks are
// done at once. A batch with a record over maxRecord bytes is refused with
// 400, as Algolia refuses records over its size limit.
type fakeAlgolia struct {
	mu        sync.Mutex
	indexes   map[string]*fakeIndex
	maxRecord int
	calls     []string     // "METHOD /path", in order
	open      atomic.Int64 // connections the server holds open
}

type fakeIndex struct {
	settings json.RawMessage
	records  map[string]json.RawMessage
}

func newFakeAlgolia() *fakeAlgolia {
	return &fakeAlgolia{indexes: map[string]*fakeIndex{}, maxRecord: 10_000}
}

// serve starts the fake over TLS (the Go client speaks only HTTPS) and
// returns the push configuration that reaches it.
func (f *fakeAlgolia) serve(t testing.TB) search.PushConfig {
	t.Helper()
	srv := httptest.NewUnstartedServer(f)
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		switch s {
		case http.StateNew:
			f.open.Add(1)
		case http.StateClosed, http.StateHijacked:
			f.open.Add(-1)
		}
	}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return search.PushConfig{AppID: appID, APIKey: adminKey, Hosts: []string{strings.TrimPrefix(srv.URL, "https://")}, Requester: requester{srv.Client()}}
}

// settle waits until the server has finished with every connection: a
// killed client's last requests may still be in flight when it is reaped,
// as tasks Algolia accepted are applied after the client is gone.
func (f *fakeAlgolia) settle(t testing.TB, cfg search.PushConfig) {
	t.Helper()
	cfg.Requester.(requester).c.CloseIdleConnections()
	for deadline := time.Now().Add(5 * time.Second); f.open.Load() > 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the fake Algolia still holds %d connections", f.open.Load())
		}
	}
}

func (f *fakeAlgolia) put(name string, recs []search.Record) {
	f.mu.Lock()
	defer f.mu.Unlock()
	ix := &fakeIndex{records: map[string]json.RawMessage{}}
	for _, r := range recs {
		b, _ := json.Marshal(r)
		ix.records[r.ObjectID] = b
	}
	f.indexes[name] = ix
}

// count tells how many calls had this method and a path ending in suffix.
func (f *fakeAlgolia) count(method, suffix string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, c := range f.calls {
		if strings.HasPrefix(c, method+" ") && strings.HasSuffix(c, suffix) {
			n++
		}
	}
	return n
}

// names lists the indexes, sorted.
func (f *fakeAlgolia) names() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for n := range f.indexes {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ids lists the objectIDs of an index, sorted.
func (f *fakeAlgolia) ids(name string) []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	if ix := f.indexes[name]; ix != nil {
		for id := range ix.records {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

func (f *fakeAlgolia) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("X-Algolia-Application-Id") != appID || r.Header.Get("X-Algolia-API-Key") != adminKey {
		reply(w, http.StatusForbidden, map[string]any{"message": "Invalid Application-ID or API key", "status": 403})
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, r.Method+" "+r.URL.EscapedPath())
	parts := strings.Split(strings.TrimPrefix(r.URL.EscapedPath(), "/1/indexes"), "/")
	name := ""
	if len(parts) > 1 {
		name, _ = url.PathUnescape(parts[1])
	}
	rest := strings.Join(parts[min(2, len(parts)):], "/")
	ix := f.indexes[name]
	task := map[string]any{"taskID": 1, "updatedAt": "2026-01-01T00:00:00Z", "deletedAt": "2026-01-01T00:00:00Z"}
	switch {
	case name == "" && r.Method == http.MethodGet:
		items := []map[string]any{}
		for n, x := range f.indexes {
			items = append(items, map[string]any{"name": n, "entries": len(x.records), "updatedAt": "2026-01-01T00:00:00Z", "createdAt": "2026-01-01T00:00:00Z"})
		}
		reply(w, 200, map[string]any{"items": items, "nbPages": 1})
	case strings.HasPrefix(rest, "task/"):
		reply(w, 200, map[string]any{"status": "published", "pendingTask": false})
	case rest == "settings" && r.Method == http.MethodGet:
		if ix == nil {
			reply(w, 404, map[string]any{"message": "Index does not exist", "status": 404})
			return
		}
		reply(w, 200, json.RawMessage(orEmpty(ix.settings)))
	case rest == "settings" && r.Method == http.MethodPut:
		var body json.RawMessage
		json.NewDecoder(r.Body).Decode(&body)
		f.ensure(name).settings = body
		reply(w, 200, task)
	case rest == "batch" && r.Method == http.MethodPost:
		var body struct {
			Requests []struct {
				Action string          `json:"action"`
				Body   json.RawMessage `json:"body"`
			} `json:"requests"`
		}
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			reply(w, 400, map[string]any{"message": err.Error(), "status": 400})
			return
		}
		for _, op := range body.Requests {
			if len(op.Body) > f.maxRecord {
				reply(w, 400, map[string]any{"message": "Record is too big", "status": 400})
				return
			}
		}
		dst := f.ensure(name)
		for _, op := range body.Requests {
			var id struct{ ObjectID string }
			json.Unmarshal(op.Body, &id)
			dst.records[id.ObjectID] = op.Body
		}
		reply(w, 200, task)
	case rest == "operation" && r.Method == http.MethodPost:
		var op struct{ Operation, Destination string }
		json.NewDecoder(r.Body).Decode(&op)
		if ix == nil {
			reply(w, 404, map[string]any{"message": "Index does not exist", "status": 404})
			return
		}
		switch op.Operation {
		case "copy": // scoped to rules and synonyms, which the fake does not keep
			f.ensure(op.Destination)
		case "move":
			f.indexes[op.Destination] = ix
			delete(f.indexes, name)
		}
		reply(w, 200, task)
	case rest == "" && r.Method == http.MethodDelete:
		delete(f.indexes, name)
		reply(w, 200, task)
	default:
		reply(w, 404, map[string]any{"message": "not part of the fake: " + r.Method + " " + r.URL.Path, "status": 404})
	}
}

func (f *fakeAlgolia) ensure(name string) *fakeIndex {
	if f.indexes[name] == nil {
		f.indexes[name] = &fakeIndex{records: map[string]json.RawMessage{}}
	}
	return f.indexes[name]
}

func orEmpty(b json.RawMessage) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("{}")
	}
	return b
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
