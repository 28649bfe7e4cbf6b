package pipeline

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"

	"vocedocs/tools/sitedata"
)

// DevOptions configure `mage dev`.
type DevOptions struct {
	Root  string
	Site  string // folder whose content/ is served; Root by default
	App   string // JavaScript workspace whose apps/site Vite serves; Root by default
	Log   io.Writer
	Addr  string
	Ready chan<- string
	Stop  <-chan struct{}
}

// Dev runs the Go stage on every content change (in place, so Vite sees only
// the files that changed) and Vite's dev server on PORT, which serves the
// React code, the data and the static search index (apps/site/vite.config.ts).
func Dev(o DevOptions) error {
	root, _ := filepath.Abs(o.Root)
	log := cmp.Or(o.Log, io.Discard)
	if err := EnsureJSDeps(root, log); err != nil {
		return err
	}
	siteRoot, _ := filepath.Abs(cmp.Or(o.Site, o.Root))
	dataDir := filepath.Join(siteRoot, "build", "data")
	errFile := filepath.Join(dataDir, ".error.txt")
	searchDir := filepath.Join(siteRoot, "build", ".search")
	// Re-indexing takes longer than the page update and would take the CPU
	// from Vite and the browser: it waits until the edits pause.
	reindex := newDebounced(700*time.Millisecond, func() {
		if err := writeSearchIndex(root, dataDir, searchDir, log); err != nil {
			fmt.Fprintf(log, "search: %v\n", err)
		}
	})
	defer reindex.stop()
	rebuild := func() {
		res, err := Data(Options{Root: siteRoot, Repo: root, Out: dataDir, InPlace: true, Log: log})
		if err != nil {
			fmt.Fprintf(log, "content: %v\n", err)
			sitedata.WriteFile(errFile, []byte(err.Error()))
			return
		}
		if raw, _ := os.ReadFile(errFile); len(raw) > 0 {
			sitedata.WriteFile(errFile, nil)
		}
		if res.Config.Search.AppID == "" {
			reindex.trigger()
		}
	}
	rebuild()

	// Vite serves the site itself on PORT; the address is checked free
	// (and a port 0 chosen) here, so a taken port is reported plainly.
	ln, err := listen(o.Addr)
	if err != nil {
		return err
	}
	addr := ln.Addr().(*net.TCPAddr)
	ln.Close()
	vite := exec.Command("node", filepath.Join("node_modules", "vite", "bin", "vite.js"), "--host", addr.IP.String(), "--port", fmt.Sprint(addr.Port), "--strictPort", "--clearScreen", "false", "--logLevel", "warn")
	app, _ := filepath.Abs(cmp.Or(o.App, o.Root))
	vite.Dir = filepath.Join(app, "apps", "site")
	vite.Env = append(os.Environ(), "VOCE_DATA_DIR="+dataDir, "VOCE_SEARCH_DIR="+searchDir, "VOCE_STATIC_DIR="+filepath.Join(siteRoot, "content", "static"))
	vite.Stdout, vite.Stderr = log, log
	vite.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := vite.Start(); err != nil {
		return fmt.Errorf("cannot start vite: %w", err)
	}
	defer syscall.Kill(-vite.Process.Pid, syscall.SIGTERM)

	stopWatching, err := watchContent(siteRoot, rebuild, log)
	if err != nil {
		return err
	}
	defer stopWatching()

	if err := waitForPort(addr.String(), 30*time.Second); err != nil {
		return fmt.Errorf("vite did not start: %w", err)
	}
	fmt.Fprintf(log, "dev: http://%s/ (edits to content/ and packages/ show at once; Ctrl+C to stop)\n", addr)
	if o.Ready != nil {
		o.Ready <- addr.String()
	}
	stop := o.Stop
	if stop == nil {
		interrupted, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer cancel()
		stop = interrupted.Done()
	}
	exited := make(chan error, 1)
	go func() { exited <- vite.Wait() }()
	select {
	case <-stop:
	case err := <-exited:
		return fmt.Errorf("vite stopped: %v", err)
	}
	// Vite goes before Dev returns: a caller may then remove what it serves.
	syscall.Kill(-vite.Process.Pid, syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(3 * time.Second):
	}
	return nil
}

// StartDev runs Dev on a free loopback port, for the tests and the bench:
// it returns the address once the server listens, and a function that stops
// it and waits until it has (a caller may then remove what it served).
func StartDev(o DevOptions, timeout time.Duration) (addr string, stop func(), err error) {
	ready := make(chan string, 1)
	quit := make(chan struct{})
	exited := make(chan error, 1)
	o.Addr, o.Ready, o.Stop = "127.0.0.1:0", ready, quit
	go func() { exited <- Dev(o) }()
	select {
	case addr = <-ready:
		return addr, func() { close(quit); <-exited }, nil
	case err := <-exited:
		return "", nil, err
	case <-time.After(timeout):
		close(quit)
		<-exited
		return "", nil, fmt.Errorf("mage dev did not start in %s", timeout)
	}
}

// watchContent calls rebuild after content/ or the API description change,
// once per burst of events and never twice at once: an edit saved during a
// rebuild starts one more after it, so the newest content is the one that
// lands (two overlapping runs could commit in the wrong order). The
// function it returns stops watching and waits for a rebuild under way,
// so nothing writes to the site after it returns.
func watchContent(root string, rebuild func(), log io.Writer) (stop func(), err error) {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	// Editors save in several steps; one rebuild per burst.
	run := newDebounced(25*time.Millisecond, rebuild)
	addTree := func(dir string) {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				w.Add(p)
			}
			return nil
		})
	}
	addTree(filepath.Join(root, "content"))
	addTree(filepath.Join(root, "schemas", "openapi"))
	go func() {
		for {
			select {
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if ev.Op&fsnotify.Create != 0 {
					if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
						addTree(ev.Name)
					}
				}
				if strings.HasPrefix(filepath.Base(ev.Name), ".") || strings.HasSuffix(ev.Name, "~") {
					continue
				}
				run.trigger()
			case err, ok := <-w.Errors:
				if !ok {
					return
				}
				fmt.Fprintf(log, "watch: %v\n", err)
			}
		}
	}()
	return func() {
		w.Close()
		run.stop()
	}, nil
}

func waitForPort(addr string, d time.Duration) error {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("nothing listens on %s after %s", addr, d)
}
