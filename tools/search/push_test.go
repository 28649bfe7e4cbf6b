package search_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"vocedocs/tools/engine"
	"vocedocs/tools/search"
)

const (
	appID    = "PUSHTEST"
	adminKey = "push-admin"
)

// requester sends the Algolia client's requests through an http.Client
// that trusts the test server's certificate.
type requester struct{ c *http.Client }

func (r requester) Request(req *http.Request) (*http.Response, error) { return r.c.Do(req) }

// tlsEngine serves e over HTTPS, as the Go client v3 only speaks HTTPS, and
// returns the push configuration that reaches it.
func tlsEngine(t testing.TB, e *engine.Engine) search.PushConfig {
	t.Helper()
	srv := httptest.NewTLSServer(e.Handler())
	t.Cleanup(srv.Close)
	return search.PushConfig{
		AppID:     appID,
		APIKey:    adminKey,
		Hosts:     []string{strings.TrimPrefix(srv.URL, "https://")},
		Requester: requester{srv.Client()},
	}
}

func openEngine(t testing.TB, dir string, opts engine.Options) *engine.Engine {
	t.Helper()
	opts.AppID, opts.AdminKey = appID, adminKey
	e, err := engine.Open(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// records returns n records whose ids and text carry a tag, so a search
// tells which push it sees.
func records(tag string, n int) []search.Record {
	recs := engine.SyntheticRecords(n, 7)
	for i := range recs {
		recs[i].ObjectID = tag + "-" + recs[i].ObjectID
		c := "marker" + tag
		if recs[i].Content != nil {
			c += " " + *recs[i].Content
		}
		recs[i].Content = &c
		recs[i].Type = "content"
		recs[i].Weight.Level = 0
	}
	return recs
}

// api calls the engine's HTTP API directly.
func api(t testing.TB, e *engine.Engine, method, path string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Header.Set("X-Algolia-API-Key", adminKey)
	req.Header.Set("X-Algolia-Application-Id", appID)
	w := httptest.NewRecorder()
	e.Handler().ServeHTTP(w, req)
	var out map[string]any
	json.Unmarshal(w.Body.Bytes(), &out)
	return w.Code, out
}

func countHits(t testing.TB, e *engine.Engine, q string) int {
	t.Helper()
	code, out := api(t, e, "POST", "/1/indexes/voce/query", map[string]any{"query": q, "distinct": false, "hitsPerPage": 0, "typoTolerance": false})
	if code != 200 {
		t.Fatalf("query %q: %d %v", q, code, out)
	}
	return int(out["nbHits"].(float64))
}

func indexNames(t testing.TB, e *engine.Engine) []string {
	t.Helper()
	_, out := api(t, e, "GET", "/1/indexes", nil)
	var names []string
	for _, it := range out["items"].([]any) {
		names = append(names, it.(map[string]any)["name"].(string))
	}
	sort.Strings(names)
	return names
}

func TestPushNeedsCredentials(t *testing.T) {
	called := requesterFunc(func(*http.Request) (*http.Response, error) {
		t.Fatal("network call before the configuration was checked")
		return nil, nil
	})
	recs := records("a", 3)
	for _, c := range []struct {
		cfg  search.PushConfig
		want string
	}{
		{search.PushConfig{APIKey: "k", Requester: called}, "`appId` is missing."},
		{search.PushConfig{AppID: "a", Requester: called}, "`apiKey` is missing."},
		{search.PushConfig{Requester: called}, "`appId` is missing."},
	} {
		err := search.Push(context.Background(), c.cfg, recs, io.Discard)
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}

type requesterFunc func(*http.Request) (*http.Response, error)

func (f requesterFunc) Request(r *http.Request) (*http.Response, error) { return f(r) }

func TestPushConfigFromEnv(t *testing.T) {
	t.Setenv("ALGOLIA_APP_ID", "APP")
	t.Setenv("ALGOLIA_ADMIN_API_KEY", "KEY")
	t.Setenv("ALGOLIA_INDEX_NAME", "")
	t.Setenv("ALGOLIA_HOSTS", " a.example:443, http://127.0.0.1:3000 ,")
	cfg := search.PushConfigFromEnv()
	if cfg.AppID != "APP" || cfg.APIKey != "KEY" || cfg.IndexName != "" || fmt.Sprint(cfg.Hosts) != "[a.example:443 http://127.0.0.1:3000]" {
		t.Fatalf("%+v", cfg)
	}
}

// Push through the real Go client against the engine over TLS: the live
// index is replaced, the settings applied, the temporary index gone.
func TestPush(t *testing.T) {
	e := openEngine(t, t.TempDir(), engine.Options{SearchKey: "s"})
	if err := e.LoadRecords("voce", records("old", 300), engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	cfg := tlsEngine(t, e)
	cfg.BatchSize = 400
	var out bytes.Buffer
	recs := records("new", 1000)
	if err := search.Push(context.Background(), cfg, recs, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if n := countHits(t, e, "markernew"); n != 1000 {
		t.Fatalf("new records served: %d", n)
	}
	if n := countHits(t, e, "markerold"); n != 0 {
		t.Fatalf("old records still served: %d", n)
	}
	if names := indexNames(t, e); fmt.Sprint(names) != "[voce]" {
		t.Fatalf("indexes after push: %v", names)
	}
	for _, want := range []string{"pushing 1000 records to index voce through voce_tmp_", "batch 3/3: 200 records", "pushed 1000 records to index voce in 3 batches"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("output lacks %q:\n%s", want, out.String())
		}
	}
	// The settings Push sends are the ones the local engine uses.
	_, got := api(t, e, "GET", "/1/indexes/voce/settings", nil)
	var pushed, local engine.Settings
	b, _ := json.Marshal(got)
	if err := json.Unmarshal(b, &pushed); err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(engine.DocSearchSettings())
	json.Unmarshal(b, &local)
	if a, b := fmt.Sprintf("%+v", pushed), fmt.Sprintf("%+v", local); a != b {
		t.Fatalf("pushed settings\n%s\nengine settings\n%s", a, b)
	}
	// A search as DocSearch sends it finds the pushed records.
	code, res := api(t, e, "POST", "/1/indexes/*/queries", map[string]any{"requests": []any{map[string]any{
		"indexName": "voce", "query": "markernew", "hitsPerPage": 5,
		"facetFilters": []any{"language:en", []any{"docusaurus_tag:docs-default-current"}},
	}}})
	if code != 200 || len(res["results"].([]any)[0].(map[string]any)["hits"].([]any)) != 5 {
		t.Fatalf("search after push: %d %v", code, res)
	}
}

// A push to an index that does not exist yet creates it.
func TestPushFirstTime(t *testing.T) {
	e := openEngine(t, "", engine.Options{})
	cfg := tlsEngine(t, e)
	cfg.IndexName = "fresh"
	if err := search.Push(context.Background(), cfg, records("a", 10), io.Discard); err != nil {
		t.Fatal(err)
	}
	if names := indexNames(t, e); fmt.Sprint(names) != "[fresh]" {
		t.Fatalf("indexes: %v", names)
	}
}

// The engine rejects the oversized record in the second batch: Push fails,
// the old records are still served and the temporary index is gone.
func TestPushFailingBatch(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, engine.Options{MaxRecordBytes: 4000})
	if err := e.LoadRecords("voce", records("old", 50), engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	cfg := tlsEngine(t, e)
	cfg.BatchSize = 100
	recs := records("new", 250)
	big := strings.Repeat("x", 5000)
	recs[150].Content = &big
	var out bytes.Buffer
	err := search.Push(context.Background(), cfg, recs, &out)
	if err == nil || !strings.Contains(err.Error(), "batch 2/3") || !strings.Contains(err.Error(), "too big") {
		t.Fatalf("error %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "index voce is unchanged") {
		t.Fatalf("output:\n%s", out.String())
	}
	if n := countHits(t, e, "markerold"); n != 50 {
		t.Fatalf("old records served: %d", n)
	}
	if n := countHits(t, e, "markernew"); n != 0 {
		t.Fatalf("new records leaked: %d", n)
	}
	if names := indexNames(t, e); fmt.Sprint(names) != "[voce]" {
		t.Fatalf("indexes after failed push: %v", names)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Fatalf("files after failed push: %v", ents)
	}
}

// A cancelled push also leaves the live index alone.
func TestPushCancelled(t *testing.T) {
	e := openEngine(t, "", engine.Options{})
	if err := e.LoadRecords("voce", records("old", 20), engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	cfg := tlsEngine(t, e)
	ctx, cancel := context.WithCancel(context.Background())
	inner := cfg.Requester
	n := 0
	cfg.Requester = requesterFunc(func(r *http.Request) (*http.Response, error) {
		if n++; n == 4 {
			cancel()
		}
		return inner.Request(r)
	})
	cfg.BatchSize = 5
	if err := search.Push(ctx, cfg, records("new", 40), io.Discard); err == nil {
		t.Fatal("cancelled push succeeded")
	}
	if names := indexNames(t, e); fmt.Sprint(names) != "[voce]" || countHits(t, e, "markerold") != 20 {
		t.Fatalf("after cancel: %v", names)
	}
}

// The pushed index survives a restart of the engine.
func TestPushPersists(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, engine.Options{})
	cfg := tlsEngine(t, e)
	if err := search.Push(context.Background(), cfg, records("new", 120), io.Discard); err != nil {
		t.Fatal(err)
	}
	e.Close()
	e2 := openEngine(t, dir, engine.Options{})
	if n := countHits(t, e2, "markernew"); n != 120 {
		t.Fatalf("after restart: %d", n)
	}
}

// pushChildEnv makes the test binary a pusher: it serves an engine on the
// folder the variable names and pushes two record sets alternately until
// it is killed.
const pushChildEnv = "VOCEDOCS_PUSH_CHILD_DIR"

func TestMain(m *testing.M) {
	if dir := os.Getenv(pushChildEnv); dir != "" {
		pushForever(dir)
		return
	}
	os.Exit(m.Run())
}

func pushForever(dir string) {
	e, err := engine.Open(dir, engine.Options{AppID: appID, AdminKey: adminKey})
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	srv := httptest.NewTLSServer(e.Handler())
	cfg := search.PushConfig{
		AppID: appID, APIKey: adminKey, BatchSize: 100,
		Hosts:     []string{strings.TrimPrefix(srv.URL, "https://")},
		Requester: requester{srv.Client()},
	}
	sets := [][]search.Record{records("A", 600), records("B", 450)}
	for i := 0; ; i++ {
		if err := search.Push(context.Background(), cfg, sets[i%2], io.Discard); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("pushed", i)
	}
}

// Kill a pushing process with SIGKILL at random moments: each time, the
// stored index must be one of the two record sets, complete.
func TestPushSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	dir := t.TempDir()
	e := openEngine(t, dir, engine.Options{})
	if err := e.LoadRecords("voce", records("A", 600), engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	e.Close()
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for round := 0; round < 4; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), pushChildEnv+"="+dir)
		stdout, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for a first push to finish, then kill at a random moment
		// of the following ones.
		lines := bufio.NewScanner(stdout)
		if !lines.Scan() || !strings.HasPrefix(lines.Text(), "pushed") {
			cmd.Process.Kill()
			t.Fatalf("child: %q", lines.Text())
		}
		pushes := make(chan int, 1)
		go func() {
			n := 1
			for lines.Scan() {
				n++
			}
			pushes <- n
		}()
		time.Sleep(time.Duration(rng.Intn(1500)) * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		done := <-pushes

		e := openEngine(t, dir, engine.Options{})
		a, b := countHits(t, e, "markerA"), countHits(t, e, "markerB")
		total := countHits(t, e, "")
		if !(a == 600 && b == 0 && total == 600) && !(a == 0 && b == 450 && total == 450) {
			t.Fatalf("round %d: index holds %d A and %d B records (%d in all)", round, a, b, total)
		}
		t.Logf("round %d: killed after %d pushes, set %s in place", round, done, map[bool]string{true: "A", false: "B"}[a > 0])
		e.Close()
	}
}
