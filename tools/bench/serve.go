package bench

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"vocedocs/tools/pipeline"
	"vocedocs/tools/server"
)

// ServeResult is one load run against one server and path.
type ServeResult struct {
	Server string        `json:"server"`
	Path   string        `json:"path"`
	RPS    float64       `json:"rps"`
	P99    time.Duration `json:"p99Ns"`
	Errors int64         `json:"errors"`
}

// Load sends requests from conns keep-alive connections for d and reports
// requests per second and p99 latency. Traffic stays on loopback.
func Load(url string, conns int, d time.Duration) ServeResult {
	tr := &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: false}
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	defer tr.CloseIdleConnections()
	var n, errs atomic.Int64
	lat := make([][]time.Duration, conns)
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for c := 0; c < conns; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for time.Now().Before(deadline) {
				t := time.Now()
				req, _ := http.NewRequest("GET", url, nil)
				req.Header.Set("Accept-Encoding", "gzip")
				res, err := client.Do(req)
				if err != nil {
					errs.Add(1)
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != 200 {
					errs.Add(1)
				}
				lat[c] = append(lat[c], time.Since(t))
				n.Add(1)
			}
		}(c)
	}
	wg.Wait()
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	r := ServeResult{Path: url, RPS: float64(n.Load()) / d.Seconds(), Errors: errs.Load()}
	if len(all) > 0 {
		r.P99 = all[len(all)*99/100]
	}
	return r
}

// Serving compares `mage serve` with nginx (Debian's package, configured
// here with gzip_static and the same cache headers) on the same build/site.
func Serving(root string, d time.Duration, w io.Writer) ([]ServeResult, error) {
	root, _ = filepath.Abs(root)
	ours, stop, err := serveSite(root)
	if err != nil {
		return nil, err
	}
	defer stop()

	asset := firstAsset(filepath.Join(root, "build", "site", "_assets"))
	paths := []string{"/zh-cn/install/docker", "/_assets/" + asset}
	var results []ServeResult
	nginxURL, stop, nerr := startNginx(filepath.Join(root, "build", "site"))
	if nerr == nil {
		defer stop()
	}
	// wrk (Debian's package) is a separate C process, so the load
	// generator does not share the Go runtime with the server under test;
	// without it the Go client below stands in.
	load := Load
	if _, err := exec.LookPath("wrk"); err == nil {
		load = Wrk
		fmt.Fprintln(w, "load generator: wrk, 2 threads")
	} else {
		fmt.Fprintln(w, "load generator: Go client in this process (apt-get install -y wrk for a separate one)")
	}
	// Three rounds, the two servers taking turns, and the median round of
	// each: on a shared 2-core machine one 10 s run swings by 20%.
	const rounds = 3
	median := func(rs []ServeResult) ServeResult {
		sort.Slice(rs, func(i, j int) bool { return rs[i].RPS < rs[j].RPS })
		return rs[len(rs)/2]
	}
	for _, p := range paths {
		var mine, theirs []ServeResult
		for i := 0; i < rounds; i++ {
			mine = append(mine, load(ours+p, 64, d))
			if nerr == nil {
				theirs = append(theirs, load(nginxURL+p, 64, d))
			}
		}
		r := median(mine)
		r.Server, r.Path = "mage serve", p
		results = append(results, r)
		if nerr == nil {
			rn := median(theirs)
			rn.Server, rn.Path = "nginx", p
			results = append(results, rn)
		}
	}
	fmt.Fprintf(w, "\nmedian of %d rounds of %s each, 64 connections\n%-12s %-40s %10s %9s %7s\n", rounds, d, "server", "path", "req/s", "p99", "errors")
	for _, r := range results {
		fmt.Fprintf(w, "%-12s %-40s %10.0f %9s %7d\n", r.Server, r.Path, r.RPS, r.P99.Round(10*time.Microsecond), r.Errors)
	}
	if nerr != nil {
		fmt.Fprintf(w, "nginx: %v (install it with apt-get install -y nginx-light for the side-by-side figures)\n", nerr)
	} else {
		for i := 0; i+1 < len(results); i += 2 {
			fmt.Fprintf(w, "ratio mage serve / nginx on %s: %.2f\n", results[i].Path, results[i].RPS/results[i+1].RPS)
		}
	}
	return results, nil
}

func firstAsset(dir string) string {
	entries, _ := os.ReadDir(dir)
	best, size := "", int64(0)
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && filepath.Ext(e.Name()) == ".js" && fi.Size() > size {
			best, size = e.Name(), fi.Size()
		}
	}
	return best
}

func startNginx(siteDir string) (string, func(), error) {
	bin, err := exec.LookPath("nginx")
	if err != nil {
		return "", nil, fmt.Errorf("not installed")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	dir, _ := os.MkdirTemp("", "voce-nginx-")
	conf := fmt.Sprintf(`worker_processes auto;
daemon off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on; tcp_nopush on;
  client_body_temp_path %[1]s; proxy_temp_path %[1]s; fastcgi_temp_path %[1]s; uwsgi_temp_path %[1]s; scgi_temp_path %[1]s;
  server {
    listen 127.0.0.1:%[2]d;
    root %[3]s;
    gzip_static on;
    location /_assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "no-cache"; }
  }
}
`, dir, port, siteDir)
	os.WriteFile(filepath.Join(dir, "nginx.conf"), []byte(conf), 0o644)
	cmd := exec.Command(bin, "-c", filepath.Join(dir, "nginx.conf"), "-p", dir)
	// Its own process group: killing the master alone left its workers
	// running (and holding the port and any lock the bench was run under).
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	for i := 0; i < 50; i++ {
		if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port)); err == nil {
			c.Close()
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	stop := func() {
		// TERM asks the master to stop its workers; KILL the whole group
		// after that in case one did not.
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
		}
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
		os.RemoveAll(dir)
	}
	return url, stop, nil
}

// serveSite serves build/site with the local engine, as `mage serve` does,
// on a free loopback port; stop shuts it down.
func serveSite(root string) (base string, stop func(), err error) {
	h, closeEngine, err := pipeline.SiteHandler(root, io.Discard)
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		closeEngine()
		return "", nil, err
	}
	srv := server.FastServer(h)
	go srv.Serve(server.GatherListener(ln))
	return "http://" + ln.Addr().String(), func() { srv.Shutdown(); closeEngine() }, nil
}
