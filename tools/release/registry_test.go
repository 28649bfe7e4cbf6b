package release

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// fakeRegistry answers `changeset publish` (npm info, then pnpm publish)
// as an npm registry does: a package it holds no version of is a 404, and
// a publish (PUT of the package's document) adds its versions. It keeps
// each version's manifest.
type fakeRegistry struct {
	URL      string
	mu       sync.Mutex
	versions map[string]map[string]json.RawMessage // name → version → manifest
}

// startFakeRegistry starts the registry and points npm at it with a user
// config holding a token (npm publishes only with one).
func startFakeRegistry(t *testing.T) *fakeRegistry {
	t.Helper()
	r := &fakeRegistry{versions: map[string]map[string]json.RawMessage{}}
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	r.URL = srv.URL + "/"
	npmrc := filepath.Join(t.TempDir(), "user.npmrc")
	line := "//" + strings.TrimPrefix(r.URL, "http://") + ":_authToken=test\n"
	if err := os.WriteFile(npmrc, []byte(line), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("npm_config_userconfig", npmrc)
	return r
}

func (r *fakeRegistry) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	name := strings.TrimPrefix(req.URL.Path, "/")
	r.mu.Lock()
	defer r.mu.Unlock()
	switch req.Method {
	case http.MethodGet:
		if len(r.versions[name]) == 0 {
			http.NotFound(w, req)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"name": name, "versions": r.versions[name]})
	case http.MethodPut:
		var doc struct {
			Versions map[string]json.RawMessage `json:"versions"`
		}
		if err := json.NewDecoder(req.Body).Decode(&doc); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if r.versions[name] == nil {
			r.versions[name] = map[string]json.RawMessage{}
		}
		for v, manifest := range doc.Versions {
			r.versions[name][v] = manifest
		}
		w.WriteHeader(http.StatusCreated)
		w.Write([]byte(`{"ok":true}`))
	default:
		http.Error(w, "not a registry method", http.StatusMethodNotAllowed)
	}
}

// manifest is the published package.json of name@version, nil if the
// registry does not have it.
func (r *fakeRegistry) manifest(name, version string) []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.versions[name][version]
}
