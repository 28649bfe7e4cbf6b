package bench

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"vocedocs/tools/engine"
)

// SoakResult is a long mixed load on `mage serve`.
type SoakResult struct {
	Seconds     float64 `json:"seconds"`
	Requests    int64   `json:"requests"`
	Errors      int64   `json:"errors"`
	HeapStartMB float64 `json:"heapStartMB"`
	HeapEndMB   float64 `json:"heapEndMB"`
	HeapMaxMB   float64 `json:"heapMaxMB"`
}

// Soak runs pages, a hashed asset and search queries against the site's
// handler at once for d (64 connections in all) and samples the heap every
// 10 s: a leak shows as a heap that keeps growing.
func Soak(root string, d time.Duration, w io.Writer) (SoakResult, error) {
	root, _ = filepath.Abs(root)
	base, stop, err := serveSite(root)
	if err != nil {
		return SoakResult{}, err
	}
	defer stop()
	heap := func() float64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return float64(m.HeapInuse) / (1 << 20)
	}
	res := SoakResult{Seconds: d.Seconds(), HeapStartMB: heap()}
	res.HeapMaxMB = res.HeapStartMB
	load := Load
	if _, err := exec.LookPath("wrk"); err == nil {
		load = Wrk
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	add := func(r ServeResult) {
		mu.Lock()
		res.Requests += int64(r.RPS * d.Seconds())
		res.Errors += r.Errors
		mu.Unlock()
	}
	asset := firstAsset(filepath.Join(root, "build", "site", "_assets"))
	for _, job := range []struct {
		url   string
		conns int
	}{{base + "/zh-cn/install/docker", 32}, {base + "/_assets/" + asset, 16}} {
		wg.Add(1)
		go func() { defer wg.Done(); add(load(job.url, job.conns, d)) }()
	}
	var searches, searchErrs atomic.Int64
	deadline := time.Now().Add(d)
	for c := 0; c < 16; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for i := c; time.Now().Before(deadline); i++ {
				q := engine.BenchQueries[i%len(engine.BenchQueries)]
				body := fmt.Sprintf(`{"requests":[{"indexName":"voce","params":"query=%s&hitsPerPage=20"}]}`, url.QueryEscape(q))
				r, err := http.Post(base+"/1/indexes/*/queries", "application/json", bytes.NewReader([]byte(body)))
				if err != nil {
					searchErrs.Add(1)
					continue
				}
				io.Copy(io.Discard, r.Body)
				r.Body.Close()
				if r.StatusCode != 200 {
					searchErrs.Add(1)
				}
				searches.Add(1)
			}
		}(c)
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	tick := time.NewTicker(10 * time.Second)
	defer tick.Stop()
	for running := true; running; {
		select {
		case <-done:
			running = false
		case <-tick.C:
			if hm := heap(); hm > res.HeapMaxMB {
				res.HeapMaxMB = hm
			}
		}
	}
	res.Requests += searches.Load()
	res.Errors += searchErrs.Load()
	res.HeapEndMB = heap()
	fmt.Fprintf(w, "soak %.0f s: %d requests (pages, asset, %d searches), %d errors; heap in use %.1f MB at start, %.1f MB at end, %.1f MB at most\n",
		res.Seconds, res.Requests, searches.Load(), res.Errors, res.HeapStartMB, res.HeapEndMB, res.HeapMaxMB)
	return res, nil
}
