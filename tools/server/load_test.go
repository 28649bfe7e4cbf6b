package server

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"vocedocs/tools/engine"
)

// TestLoad drives 64 concurrent clients for 30 s against pages, a hashed
// asset and search queries on one server over loopback: no request may
// fail, and the heap after the run stays near where it was after warm-up.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: runs in the full suite")
	}
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	os.MkdirAll(filepath.Join(site, "_assets"), 0o755)
	os.MkdirAll(filepath.Join(site, "zh-cn", "install", "docker"), 0o755)
	os.WriteFile(filepath.Join(site, "404.html"), []byte("<h1>Page Not Found</h1>"), 0o644)
	os.WriteFile(filepath.Join(site, "index.html"), bytes.Repeat([]byte("<p>home</p>"), 2000), 0o644)
	os.WriteFile(filepath.Join(site, "zh-cn", "install", "docker", "index.html"), bytes.Repeat([]byte("<p>文档</p>"), 3000), 0o644)
	os.WriteFile(filepath.Join(site, "_assets", "app-1a2b.js"), bytes.Repeat([]byte("let a=1;"), 20000), 0o644)
	eng, err := engine.Open(filepath.Join(dir, "engine"), engine.Options{AdminKey: "admin"})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	if err := eng.LoadRecords("voce", engine.SyntheticRecords(3000, 1), engine.DocSearchSettings()); err != nil {
		t.Fatal(err)
	}
	// The server mage serve runs: fasthttp in front of the net/http handler.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fast := FastServer(New(Options{Dir: site, Engine: eng.Handler(), Headers: Headers{CSP: "default-src 'self'"}}))
	go fast.Serve(GatherListener(ln))
	defer fast.Shutdown()
	srv := struct{ URL string }{"http://" + ln.Addr().String()}

	queries := engine.BenchQueries
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}, Timeout: 10 * time.Second}
	var requests, failures atomic.Int64
	var firstErr atomic.Value
	run := func(d time.Duration) {
		deadline := time.Now().Add(d)
		var wg sync.WaitGroup
		for c := 0; c < 64; c++ {
			wg.Add(1)
			go func(c int) {
				defer wg.Done()
				for i := 0; time.Now().Before(deadline); i++ {
					var res *http.Response
					var err error
					switch (c + i) % 4 {
					case 0:
						res, err = client.Get(srv.URL + "/zh-cn/install/docker")
					case 1:
						// Uncompressed: 160 KB, so the answer is gathered.
						req, _ := http.NewRequest("GET", srv.URL+"/_assets/app-1a2b.js", nil)
						req.Header.Set("Accept-Encoding", "identity")
						res, err = client.Do(req)
					case 2:
						res, err = client.Get(srv.URL + "/")
					default:
						q := queries[(c+i)%len(queries)]
						body := fmt.Sprintf(`{"requests":[{"indexName":"voce","query":%q,"hitsPerPage":20}]}`, q)
						res, err = client.Post(srv.URL+"/1/indexes/*/queries", "application/json", strings.NewReader(body))
					}
					requests.Add(1)
					if err != nil {
						failures.Add(1)
						firstErr.CompareAndSwap(nil, err.Error())
						continue
					}
					n, _ := io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if (c+i)%4 == 1 && n != 160000 {
						failures.Add(1)
						firstErr.CompareAndSwap(nil, fmt.Sprintf("the asset came with %d bytes", n))
					}
					if res.StatusCode != 200 {
						failures.Add(1)
						firstErr.CompareAndSwap(nil, fmt.Sprintf("status %d", res.StatusCode))
					}
				}
			}(c)
		}
		wg.Wait()
	}
	run(3 * time.Second) // warm-up
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapInuse
	}
	before := heap()
	requests.Store(0)
	run(30 * time.Second)
	after := heap()
	t.Logf("load: %d requests in 30 s by 64 clients, %d failed; heap in use %.1f MB after warm-up, %.1f MB after", requests.Load(), failures.Load(), float64(before)/(1<<20), float64(after)/(1<<20))
	if failures.Load() != 0 {
		t.Fatalf("%d of %d requests failed; first: %v", failures.Load(), requests.Load(), firstErr.Load())
	}
	if requests.Load() < 1000 {
		t.Errorf("only %d requests in 30 s", requests.Load())
	}
	if after > before*3/2+(8<<20) {
		t.Errorf("heap grew from %d to %d bytes under steady load", before, after)
	}
}
