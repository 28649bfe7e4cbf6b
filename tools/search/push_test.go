package search_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	algolia "github.com/algolia/algoliasearch-client-go/v3/algolia/search"

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

// records returns n records whose ids carry a tag, so the index tells
// which push it holds.
func records(tag string, n int) []search.Record {
	recs := make([]search.Record, n)
	lvl0, lvl1 := "Docs", "Page "+tag
	for i := range recs {
		c := fmt.Sprintf("marker%s paragraph %d", tag, i)
		recs[i] = search.Record{
			ObjectID: fmt.Sprintf("%s-%04d", tag, i), Hierarchy: search.Hierarchy{Lvl0: &lvl0, Lvl1: &lvl1},
			Content: &c, Type: "content", URL: "https://docs.example.com/p", URLWithoutAnchor: "https://docs.example.com/p",
			Language: "en", DocusaurusTag: "docs-default-current",
		}
	}
	return recs
}

func idsOf(recs []search.Record) []string {
	var out []string
	for _, r := range recs {
		out = append(out, r.ObjectID)
	}
	slices.Sort(out)
	return out
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
		{search.PushConfig{AppID: "a", APIKey: "k", Hosts: []string{"http://127.0.0.1:3000"}, Requester: called},
			`ALGOLIA_HOSTS names "http://127.0.0.1:3000": give host:port, which the push reaches over HTTPS (the Algolia Go client speaks nothing else)`},
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

// Push through the real Go client against the fake over TLS: the live
// index is replaced whole, the settings applied, the temporary index gone.
func TestPush(t *testing.T) {
	f := newFakeAlgolia()
	f.put("voce", records("old", 300))
	cfg := f.serve(t)
	cfg.BatchSize = 400
	var out bytes.Buffer
	recs := records("new", 1000)
	if err := search.Push(context.Background(), cfg, recs, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got := f.ids("voce"); !slices.Equal(got, idsOf(recs)) {
		t.Fatalf("live index holds %d records, want the %d pushed", len(got), len(recs))
	}
	if names := f.names(); fmt.Sprint(names) != "[voce]" {
		t.Fatalf("indexes after push: %v", names)
	}
	for _, want := range []string{"pushing 1000 records to index voce through voce_tmp_", "pushed 1000 records to index voce in "} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("output lacks %q:\n%s", want, out.String())
		}
	}
	if n := f.count("POST", "/batch"); n != 3 {
		t.Fatalf("%d batches sent, want 3 of at most 400 records", n)
	}
	var settings algolia.Settings
	if err := json.Unmarshal(f.indexes["voce"].settings, &settings); err != nil {
		t.Fatal(err)
	}
	if a, d := settings.AttributeForDistinct.Get(), settings.SearchableAttributes.Get(); a != "url" || len(d) != 8 || d[7] != "content" {
		t.Fatalf("settings pushed: distinct on %q, searchable %v", a, d)
	}
	// A second push replaces the first whole.
	again := records("newer", 10)
	if err := search.Push(context.Background(), cfg, again, io.Discard); err != nil {
		t.Fatal(err)
	}
	if got := f.ids("voce"); !slices.Equal(got, idsOf(again)) {
		t.Fatalf("after a second push the live index holds %d records, want %d", len(got), len(again))
	}
}

// A push to an index that does not exist yet creates it.
func TestPushFirstTime(t *testing.T) {
	f := newFakeAlgolia()
	cfg := f.serve(t)
	cfg.IndexName = "fresh"
	if err := search.Push(context.Background(), cfg, records("a", 10), io.Discard); err != nil {
		t.Fatal(err)
	}
	if names := f.names(); fmt.Sprint(names) != "[fresh]" {
		t.Fatalf("indexes: %v", names)
	}
}

// The server refuses the oversized record in the second batch: Push
// fails, the old records stay live and the temporary index is deleted.
func TestPushFailingBatch(t *testing.T) {
	f := newFakeAlgolia()
	f.maxRecord = 4000
	old := records("old", 50)
	f.put("voce", old)
	cfg := f.serve(t)
	cfg.BatchSize = 100
	recs := records("new", 250)
	big := strings.Repeat("x", 5000)
	recs[150].Content = &big
	var out bytes.Buffer
	err := search.Push(context.Background(), cfg, recs, &out)
	if err == nil || !strings.Contains(err.Error(), "push: records to voce_tmp_") || !strings.Contains(err.Error(), "too big") {
		t.Fatalf("error %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "index voce is unchanged") {
		t.Fatalf("output:\n%s", out.String())
	}
	if got := f.ids("voce"); !slices.Equal(got, idsOf(old)) {
		t.Fatalf("live index changed: %d records", len(got))
	}
	if names := f.names(); fmt.Sprint(names) != "[voce]" {
		t.Fatalf("indexes after failed push: %v", names)
	}
}

// A cancelled push also leaves the live index alone, and no temporary one.
func TestPushCancelled(t *testing.T) {
	f := newFakeAlgolia()
	old := records("old", 20)
	f.put("voce", old)
	cfg := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	inner := cfg.Requester
	n := 0
	cfg.Requester = requesterFunc(func(r *http.Request) (*http.Response, error) {
		if n++; n == 6 {
			cancel()
		}
		return inner.Request(r)
	})
	cfg.BatchSize = 5
	if err := search.Push(ctx, cfg, records("new", 40), io.Discard); err == nil {
		t.Fatal("cancelled push succeeded")
	}
	if names := f.names(); fmt.Sprint(names) != "[voce]" || !slices.Equal(f.ids("voce"), idsOf(old)) {
		t.Fatalf("after cancel: %v", names)
	}
}

// Temporary indexes of this index name that killed pushes left behind go
// at the next push; other indexes stay.
func TestPushRemovesTemporaryIndexesOfKilledPushes(t *testing.T) {
	f := newFakeAlgolia()
	for _, n := range []string{"voce_tmp_1700000000000000000", "voce_tmp_1700000000000000001", "voce_tmpfoo", "other_tmp_1700000000000000000", "voce_v2"} {
		f.put(n, records("x", 2))
	}
	var out bytes.Buffer
	if err := search.Push(context.Background(), f.serve(t), records("new", 5), &out); err != nil {
		t.Fatal(err)
	}
	if names := f.names(); fmt.Sprint(names) != "[other_tmp_1700000000000000000 voce voce_tmpfoo voce_v2]" {
		t.Fatalf("indexes: %v", names)
	}
	if !strings.Contains(out.String(), "deleted 2 temporary indexes an interrupted push left: voce_tmp_1700000000000000000, voce_tmp_1700000000000000001") {
		t.Fatalf("output:\n%s", out.String())
	}
}

// pushChildEnv makes the test binary a pusher: it pushes two record sets
// alternately to the fake at the host the variable names until killed.
const pushChildEnv = "VOCEDOCS_PUSH_CHILD_HOST"

func TestMain(m *testing.M) {
	if host := os.Getenv(pushChildEnv); host != "" {
		pushForever(host)
		return
	}
	os.Exit(m.Run())
}

func pushForever(host string) {
	insecure := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	cfg := search.PushConfig{AppID: appID, APIKey: adminKey, BatchSize: 100, Hosts: []string{host}, Requester: requester{insecure}}
	sets := [][]search.Record{records("A", 600), records("B", 450)}
	for i := 0; ; i++ {
		if err := search.Push(context.Background(), cfg, sets[i%2], io.Discard); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("pushed", i)
	}
}

// Kill a pushing process with SIGKILL at random moments: each time the live
// index is one of the two record sets, whole, and the next push removes
// the temporary index the killed one left.
func TestPushSurvivesSIGKILL(t *testing.T) {
	f := newFakeAlgolia()
	a, b := records("A", 600), records("B", 450)
	f.put("voce", a)
	cfg := f.serve(t)
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for round := range 4 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), pushChildEnv+"="+cfg.Hosts[0])
		stdout, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		if !lines.Scan() || !strings.HasPrefix(lines.Text(), "pushed") {
			cmd.Process.Kill()
			t.Fatalf("child: %q", lines.Text())
		}
		go func() {
			for lines.Scan() {
			}
		}()
		time.Sleep(time.Duration(rng.Intn(400)) * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		f.settle(t, cfg)
		live := f.ids("voce")
		if !slices.Equal(live, idsOf(a)) && !slices.Equal(live, idsOf(b)) {
			t.Fatalf("round %d: the live index holds %d records, neither set whole", round, len(live))
		}
		if err := search.Push(context.Background(), cfg, a, io.Discard); err != nil {
			t.Fatal(err)
		}
		if names := f.names(); fmt.Sprint(names) != "[voce]" {
			t.Fatalf("round %d: indexes after the next push: %v", round, names)
		}
	}
}

// Against real Algolia, when an application for tests is named: the push
// fills a fresh index, a second replaces it whole, and no temporary index
// is left. Without the credentials the test is skipped, and reported so.
func TestPushToAlgolia(t *testing.T) {
	app, key := os.Getenv("ALGOLIA_TEST_APP_ID"), os.Getenv("ALGOLIA_TEST_ADMIN_KEY")
	if app == "" || key == "" {
		t.Skip("set ALGOLIA_TEST_APP_ID and ALGOLIA_TEST_ADMIN_KEY to push to a real Algolia application")
	}
	name := fmt.Sprintf("vocedocs_test_%d", time.Now().UnixNano())
	cfg := search.PushConfig{AppID: app, APIKey: key, IndexName: name}
	client := algolia.NewClient(app, key)
	t.Cleanup(func() { client.InitIndex(name).Delete() })
	ctx := context.Background()
	for _, recs := range [][]search.Record{records("first", 30), records("second", 12)} {
		if err := search.Push(ctx, cfg, recs, io.Discard); err != nil {
			t.Fatal(err)
		}
		res, err := client.InitIndex(name).Search("", nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.NbHits != len(recs) {
			t.Fatalf("the index holds %d records after pushing %d", res.NbHits, len(recs))
		}
	}
	list, err := client.ListIndices()
	if err != nil {
		t.Fatal(err)
	}
	for _, ix := range list.Items {
		if strings.HasPrefix(ix.Name, name+"_tmp_") {
			t.Errorf("temporary index %s left behind", ix.Name)
		}
	}
}
