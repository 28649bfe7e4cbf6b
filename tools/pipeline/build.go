package pipeline

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sync/errgroup"

	"vocedocs/tools/server"
	"vocedocs/tools/sitedata"
)

// BuildOptions configure a full build.
type BuildOptions struct {
	Root string
	Log  io.Writer
	// Site is the folder whose content/ is built and where build/ goes;
	// Root by default. The bench points it at generated content.
	Site string
	// Stats, when set, receives each stage's wall time and peak memory.
	Stats map[string]StageStat
}

// StageStat is one stage's cost.
type StageStat struct {
	Wall    time.Duration
	PeakRSS int64 // bytes; the largest process of the stage
}

// Build runs the Go stage, the Vite client and server builds and the
// pre-render into a fresh folder, compresses it, and only then replaces
// build/site: a failed build leaves the previous site as it was.
func Build(o BuildOptions) error {
	root, _ := filepath.Abs(o.Root)
	log := cmp.Or(o.Log, io.Discard)
	siteRoot, _ := filepath.Abs(cmp.Or(o.Site, o.Root))
	var stagePeak int64
	var stages []string
	timed := func(name string, f func() error) error {
		t := time.Now()
		stagePeak = 0
		err := f()
		stages = append(stages, fmt.Sprintf("%s %.1f", name, time.Since(t).Seconds()))
		if o.Stats != nil {
			var self syscall.Rusage
			if name == "go" && syscall.Getrusage(syscall.RUSAGE_SELF, &self) == nil {
				stagePeak = self.Maxrss * 1024 // this process's peak
			}
			o.Stats[name] = StageStat{Wall: time.Since(t), PeakRSS: stagePeak}
		}
		return err
	}
	run := func(env []string, w io.Writer, args ...string) error {
		rss, err := nodeRSS(root, "apps/site", env, w, args...)
		if rss > stagePeak {
			stagePeak = rss
		}
		return err
	}
	total := time.Now()
	if err := EnsureJSDeps(root, log); err != nil {
		return err
	}
	buildDir := filepath.Join(siteRoot, "build")
	var res *Result
	if err := timed("go", func() error {
		var err error
		res, err = Data(Options{Root: siteRoot, Repo: root, Out: filepath.Join(buildDir, "data"), Log: log})
		return err
	}); err != nil {
		return err
	}
	// The static search index needs only the records: it is written while
	// Vite builds and the pages pre-render. A site on Algolia needs none.
	searchDir := filepath.Join(buildDir, ".search")
	var searching sync.WaitGroup
	var searchErr error
	if res.Config.Search.AppID == "" {
		searching.Go(func() {
			searchErr = writeSearchIndex(root, filepath.Join(buildDir, "data"), searchDir, log)
		})
	}
	newSite := filepath.Join(buildDir, ".site-new")
	client := filepath.Join(buildDir, ".client")
	ssr := filepath.Join(buildDir, ".ssr")
	cacheDir := filepath.Join(buildDir, ".cache")
	staticDir := filepath.Join(siteRoot, "content", "static")
	env := []string{"VOCE_DATA_DIR=" + filepath.Join(buildDir, "data"), "VOCE_OUT_DIR=" + client, "VOCE_SSR_DIR=" + ssr,
		"VOCE_STATIC_DIR=" + staticDir}
	vite := filepath.Join("node_modules", "vite", "bin", "vite.js")
	fail := func(err error) error {
		searching.Wait()
		os.RemoveAll(newSite)
		return err
	}
	// The Vite builds depend on the code, the lockfile and the static
	// files, not on the content: when none of those changed since the last
	// build, their output is reused.
	fpFile := filepath.Join(cacheDir, "vite-inputs.txt")
	fingerprint, fpErr := viteInputs(root, staticDir)
	if err := timed("vite", func() error {
		t := time.Now()
		if old, err := os.ReadFile(fpFile); fpErr == nil && err == nil && string(old) == fingerprint && exists(filepath.Join(client, "index.html")) && exists(filepath.Join(ssr, "entry.mjs")) {
			fmt.Fprintln(log, "vite: code and static files unchanged: reusing the last bundles")
			return nil
		}
		os.Remove(fpFile)
		if err := run(env, log, vite, "build", "--logLevel", "warn"); err != nil {
			return fmt.Errorf("vite client build failed: %w", err)
		}
		if err := run(env, log, vite, "build", "--ssr", "src/server/entry.tsx", "--logLevel", "warn"); err != nil {
			return fmt.Errorf("vite server build failed: %w", err)
		}
		if fpErr == nil {
			sitedata.WriteFile(fpFile, []byte(fingerprint))
		}
		fmt.Fprintf(log, "vite: client and server bundles in %d ms\n", time.Since(t).Milliseconds())
		return nil
	}); err != nil {
		return fail(err)
	}
	if err := timed("prerender", func() error {
		os.RemoveAll(newSite)
		if err := linkTree(client, newSite); err != nil {
			return err
		}
		penv := append(env[:len(env):len(env)], "VOCE_OUT_DIR="+newSite)
		if err := run(penv, log, "scripts/prerender.mjs"); err != nil {
			return fmt.Errorf("pre-render failed: %w", err)
		}
		return nil
	}); err != nil {
		return fail(err)
	}
	if err := timed("search", func() error {
		searching.Wait()
		if searchErr != nil || res.Config.Search.AppID != "" {
			return searchErr
		}
		return linkTree(searchDir, filepath.Join(newSite, "pagefind"))
	}); err != nil {
		return fail(err)
	}
	// The pages' Markdown twins and llms.txt: written by the Go stage,
	// checked once they stand beside the pages their links lead to.
	if err := publishTwins(filepath.Join(buildDir, "data"), newSite, res.Config.URL); err != nil {
		return fail(err)
	}
	// The security headers, for static hosts that read _headers.
	csp, err := sitePolicy(newSite, res.Config)
	if err == nil {
		err = os.WriteFile(filepath.Join(newSite, "_headers"), []byte(server.HeadersFile(csp)), 0o644)
	}
	if err != nil {
		return fail(err)
	}
	if err := timed("compress", func() error {
		t := time.Now()
		files, err := Compress(newSite)
		if err == nil {
			fmt.Fprintf(log, "compress: %d files in %d ms\n", files, time.Since(t).Milliseconds())
		}
		return err
	}); err != nil {
		return fail(err)
	}
	if err := SwapDir(newSite, filepath.Join(buildDir, "site")); err != nil {
		return fail(err)
	}
	fmt.Fprintf(log, "build: build/site ready in %.1f s (%s)\n", time.Since(total).Seconds(), strings.Join(stages, ", "))
	return nil
}

var compressible = map[string]bool{".html": true, ".js": true, ".css": true, ".json": true, ".svg": true, ".xml": true, ".txt": true, ".md": true, ".yaml": true}

// Compress writes a .gz twin of every text file over 1 KiB, so the server
// sends compressed bytes without compressing per request, and returns how
// many it wrote.
func Compress(dir string) (int, error) {
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	files := 0
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && compressible[filepath.Ext(p)] {
			if fi, err := d.Info(); err == nil && fi.Size() > 1024 {
				files++
				g.Go(func() error { return gzipFile(p) })
			}
		}
		return err
	})
	return files, errors.Join(err, g.Wait())
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func gzipFile(p string) error {
	raw, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	// Hashed assets are few and every visitor fetches them: squeeze them.
	// Pages and data are many: the default level (docs/performance.md).
	level, pool := gzip.DefaultCompression, &gzipPools[0]
	if strings.Contains(filepath.ToSlash(p), "/_assets/") {
		level, pool = gzip.BestCompression, &gzipPools[1]
	}
	var buf bytes.Buffer
	zw, _ := pool.Get().(*gzip.Writer)
	if zw == nil {
		zw, _ = gzip.NewWriterLevel(&buf, level)
	} else {
		zw.Reset(&buf)
	}
	zw.Write(raw)
	err = zw.Close()
	pool.Put(zw)
	if err != nil {
		return err
	}
	return os.WriteFile(p+".gz", buf.Bytes(), 0o644)
}

// A deflater holds about a megabyte of tables; one per file made the
// compress stage take twice as long (docs/performance.md).
var gzipPools [2]sync.Pool
