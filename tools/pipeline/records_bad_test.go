package pipeline

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"vocedocs/tools/config"
)

// A records file that breaks its schema stops both the dev reload and
// `mage index:push` with the file and the JSON pointer, while the engine
// keeps answering from the index it had and no upload starts.
func TestBadRecordsKeepServedIndexAndRefusePush(t *testing.T) {
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	le, err := openEngine(root, cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer le.eng.Close()
	hits := func() int {
		req := httptest.NewRequest("POST", "/1/indexes/"+cfg.Search.IndexName+"/query", strings.NewReader(`{"query":"docker"}`))
		rec := httptest.NewRecorder()
		le.eng.Handler().ServeHTTP(rec, req)
		var res struct{ NbHits int }
		if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &res) != nil {
			t.Fatalf("query: %d %s", rec.Code, rec.Body)
		}
		return res.NbHits
	}
	before := hits()
	if before == 0 {
		t.Fatal("the built index finds nothing for docker")
	}

	file := filepath.Join(root, "build", "data", "search", "en.json")
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(raw), `"type":"lvl1"`, `"type":"lvl9"`, 1)
	if broken == string(raw) {
		t.Fatal("the records file has no lvl1 record to break")
	}
	if err := os.WriteFile(file, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}

	err = le.reload()
	if err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "at /0/type") || !strings.Contains(err.Error(), "mage.go build") {
		t.Fatalf("reload error %v: want the file and the JSON pointer", err)
	}
	t.Log(err)
	if after := hits(); after != before {
		t.Fatalf("the served index changed after a failed reload: %d hits, had %d", after, before)
	}

	var calls atomic.Int32
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(500)
	}))
	defer host.Close()
	t.Setenv("ALGOLIA_APP_ID", "APP")
	t.Setenv("ALGOLIA_ADMIN_API_KEY", "key")
	t.Setenv("ALGOLIA_HOSTS", host.URL)
	err = Push(root, io.Discard)
	if err == nil || !strings.Contains(err.Error(), file) {
		t.Fatalf("push error %v: want the records file named", err)
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("push contacted the host %d times before validating", n)
	}
}
