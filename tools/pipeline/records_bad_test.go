package pipeline

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// A records file that breaks its schema stops `mage index:push` with the
// file and the JSON pointer before any upload starts.
func TestBadRecordsRefusePush(t *testing.T) {
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
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
	if err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "at /0/type") || !strings.Contains(err.Error(), "mage.go build") {
		t.Fatalf("push error %v: want the records file named", err)
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("push contacted the host %d times before validating", n)
	}
}
