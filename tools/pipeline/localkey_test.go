package pipeline

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/config"
)

// With LOCAL_SEARCH_KEY set, the site config the build writes carries that
// key and no appId (local mode: no Algolia hosts, no insights), and the
// engine serve starts answers a search sent with it, while the old
// placeholder key is refused.
func TestLocalSearchKeyReachesTheBrowser(t *testing.T) {
	for _, k := range []string{"ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY", "ALGOLIA_SEARCH_HOSTS", "ALGOLIA_INDEX_NAME"} {
		t.Setenv(k, "")
	}
	t.Setenv("LOCAL_SEARCH_KEY", "LK-123")
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	var site struct{ Search map[string]any }
	readData(t, filepath.Join(root, "build", "data"), "site.json", &site)
	if want := map[string]any{"indexName": "voce", "apiKey": "LK-123"}; !equalJSON(site.Search, want) {
		t.Fatalf("site.json search %v, want %v", site.Search, want)
	}

	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := cfg.FromEnv(); err != nil {
		t.Fatal(err)
	}
	le, err := openEngine(root, cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer le.eng.Close()
	status := func(key string) int {
		body := `{"requests":[{"indexName":"voce","query":"docker"}]}`
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("POST", "/1/indexes/*/queries", bytes.NewReader([]byte(body)))
		req.Header.Set("x-algolia-application-id", "local")
		req.Header.Set("x-algolia-api-key", key)
		le.eng.Handler().ServeHTTP(rec, req)
		return rec.Code
	}
	if got := status(site.Search["apiKey"].(string)); got != 200 {
		t.Errorf("search with the built key: status %d, want 200", got)
	}
	if got := status("local-search"); got != 403 {
		t.Errorf("search with the placeholder key: status %d, want 403", got)
	}
}

// Serving a build with another search key than it was built with would
// fail every search: the server refuses to start and says what differs.
func TestServeRefusesABuildWithOtherSearchSettings(t *testing.T) {
	siteDir := filepath.Join(t.TempDir(), "site")
	if err := os.MkdirAll(filepath.Join(siteDir, "_data"), 0o755); err != nil {
		t.Fatal(err)
	}
	raw := `{"title":"T","search":{"indexName":"voce","apiKey":"LK-123"}}`
	if err := os.WriteFile(filepath.Join(siteDir, "_data", "site.json"), []byte(raw), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		now  config.Search
		want string
	}{
		{config.Search{IndexName: "voce", APIKey: "LK-123"}, ""},
		{config.Search{IndexName: "voce"}, "(LOCAL_SEARCH_KEY)"},
		{config.Search{IndexName: "voce", APIKey: "other"}, "(LOCAL_SEARCH_KEY)"},
		{config.Search{IndexName: "voce", AppID: "APP", APIKey: "KEY", Hosts: []string{"a.example"}}, "(ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_SEARCH_HOSTS)"},
	}
	for _, c := range cases {
		err := checkBuiltSearch(siteDir, c.now)
		if c.want == "" {
			if err != nil {
				t.Errorf("%+v: %v", c.now, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "mage.go build") {
			t.Errorf("%+v: error %v, want it to name %s and the fix", c.now, err, c.want)
		}
	}
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
