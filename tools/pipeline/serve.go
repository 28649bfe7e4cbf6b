package pipeline

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"vocedocs/tools/config"
	"vocedocs/tools/server"
)

// listen opens addr, or when it is empty HOST:PORT from the environment,
// 127.0.0.1:3000 by default.
func listen(addr string) (net.Listener, error) {
	if addr == "" {
		addr = net.JoinHostPort(cmp.Or(os.Getenv("HOST"), "127.0.0.1"), cmp.Or(os.Getenv("PORT"), "3000"))
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w (set PORT to another port)", addr, err)
	}
	return ln, nil
}

// ServeSite serves root's build/site as `mage serve` does, on a free
// loopback port, for the end-to-end tests and the bench.
func ServeSite(root string) (base string, stop func(), err error) {
	h, err := siteHandler(root)
	if err != nil {
		return "", nil, err
	}
	srv := httptest.NewServer(h)
	return srv.URL, srv.Close, nil
}

// siteHandler is the handler of a built site: its files, with the policy
// the build wrote to _headers.
func siteHandler(root string) (http.Handler, error) {
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return nil, err
	}
	siteDir := filepath.Join(root, "build", "site")
	if _, err := os.Stat(filepath.Join(siteDir, "index.html")); err != nil {
		return nil, fmt.Errorf("build/site has no index.html: run `go run mage.go build` first")
	}
	csp, err := sitePolicy(siteDir, cfg)
	if err != nil {
		return nil, err
	}
	return server.New(server.Options{Dir: siteDir, CSP: csp}), nil
}

// Serve serves root's build/site on HOST:PORT until interrupted.
func Serve(root string, log io.Writer) error {
	root, _ = filepath.Abs(root)
	h, err := siteHandler(root)
	if err != nil {
		return err
	}
	ln, err := listen("")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	fmt.Fprintf(log, "serve: http://%s/ (Ctrl+C to stop)\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	interrupted, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	select {
	case err := <-errc:
		return err
	case <-interrupted.Done():
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return srv.Shutdown(ctx)
	}
}
