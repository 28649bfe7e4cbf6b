package release

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// ConsumerOptions configure Consumer.
type ConsumerOptions struct {
	Root     string
	Chromium string // the browser the check drives
	Log      io.Writer
}

// The pages the consumer renders, and a piece of HTML renderToString must
// have written into each.
var consumerPages = map[string]string{
	"/":              `<h1`,
	"/api/get-a-pet": `voce-api-method--get`,
	"/search":        `voce-search-button`,
	"/chat":          `<h1>Chat</h1>`,
}

// Consumer packs the packages, as they are built in the workspace, into the
// tarballs `pnpm publish` would upload, installs them with plain npm in a
// temporary folder (the rest from npm's usual registry) and checks each
// (CheckPacked), then builds a Vite + React site from them: it compiles the
// READMEs' examples with tsc, renders each page with renderToString, builds
// the client for production and opens the pages in Chromium (browser.mjs),
// which prints what each page loads until it has hydrated.
func Consumer(o ConsumerOptions) []Outcome {
	log := o.Log
	// Each step is one outcome; a step that cannot run because an earlier
	// one failed counts as failed.
	var out []Outcome
	var broken error // the first failure; the steps after it do not run
	step := func(name string, f func() error) {
		start := time.Now()
		o := Outcome{Name: name}
		if broken != nil {
			cause, _, _ := strings.Cut(broken.Error(), "\n")
			o.Err = fmt.Errorf("not run: %s", cause)
		} else if o.Err = f(); o.Err != nil {
			broken = o.Err
		}
		verdict := "ok"
		if o.Err != nil {
			verdict = "FAILED"
		}
		fmt.Fprintf(log, "   %s: %s (%.1f s)\n", name, verdict, time.Since(start).Seconds())
		if o.Err != nil && broken == o.Err {
			fmt.Fprintf(log, "     %s\n", strings.ReplaceAll(o.Err.Error(), "\n", "\n     "))
		}
		out = append(out, o)
	}

	pkgs, err := Packages(o.Root)
	if err != nil {
		broken = err
	}
	app, err := os.MkdirTemp("", "voce-consumer-")
	if err != nil && broken == nil {
		broken = err
	}
	defer func() {
		if broken != nil && app != "" {
			fmt.Fprintf(log, "   the consumer app is kept for a look at %s\n", app)
		} else {
			os.RemoveAll(app)
		}
	}()

	var tarballs []string
	step("pack the packages (pnpm pack)", func() error {
		for _, p := range pkgs {
			tgz, err := pack(o.Root, p, filepath.Join(app, "packs", p.Unscoped()))
			if err != nil {
				return err
			}
			tarballs = append(tarballs, tgz)
		}
		return nil
	})
	step("consumer: npm install from the tarballs; each holds what its package.json names", func() error {
		if err := writeConsumer(o.Root, app, pkgs); err != nil {
			return err
		}
		// npm adds each tarball to package.json as a file: dependency.
		if _, err := run(app, npmEnv(), "npm", append([]string{"install", "--no-audit", "--no-fund", "--loglevel=error"}, tarballs...)...); err != nil {
			return err
		}
		for _, p := range pkgs {
			if err := CheckPacked(os.DirFS(filepath.Join(app, "node_modules", p.Name))); err != nil {
				return fmt.Errorf("%s: %w", p.Name, err)
			}
		}
		return nil
	})
	bin := func(name string) string { return filepath.Join(app, "node_modules", ".bin", name) }
	step("consumer: tsc --noEmit on the README examples and the app", func() error {
		_, err := run(app, nil, bin("tsc"), "-p", ".")
		return err
	})
	step("consumer: vite build (client)", func() error {
		_, err := run(app, nil, bin("vite"), "build", "--outDir", "dist/client")
		return err
	})
	step("consumer: voce-search-index writes the static search index", func() error {
		// Through the bin link npm made, as a user runs it with npx.
		if _, err := run(app, nil, bin("voce-search-index"), "records", filepath.Join("dist", "client", "pagefind")); err != nil {
			return err
		}
		_, err := os.Stat(filepath.Join(app, "dist", "client", "pagefind", "en", "pagefind.js"))
		return err
	})
	step("consumer: renderToString of every page (vite build --ssr)", func() error {
		if _, err := run(app, nil, bin("vite"), "build", "--ssr", "src/entry-server.tsx", "--outDir", "dist/server"); err != nil {
			return err
		}
		if _, err := run(app, nil, "node", "prerender.mjs"); err != nil {
			return err
		}
		for path, want := range consumerPages {
			raw, err := os.ReadFile(filepath.Join(app, "dist", "client", filepath.FromSlash(path), "index.html"))
			if err != nil {
				return err
			}
			if !bytes.Contains(raw, []byte(want)) {
				return fmt.Errorf("the HTML of %s lacks %q", path, want)
			}
		}
		return nil
	})
	step("consumer: Chromium opens each page (browser.mjs)", func() error {
		return browse(o, app, log)
	})
	return out
}

// browse serves the built site on 127.0.0.1 and runs browser.mjs, which
// prints a line (and what the page loads) for each page it checks.
func browse(o ConsumerOptions, app string, log io.Writer) error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(filepath.Join(app, "dist", "client")))}
	go srv.Serve(l)
	defer srv.Close()

	cmd := exec.Command("node", "browser.mjs", "http://"+l.Addr().String())
	cmd.Dir = app
	cmd.Env = append(os.Environ(), "CHROMIUM_PATH="+o.Chromium)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = log, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("browser.mjs: %v\n%s", err, bytes.TrimSpace(stderr.Bytes()))
	}
	return nil
}

// writeConsumer lays out the consumer app in dir: the template of
// tools/release/fixtures/consumer, the examples of the packages' READMEs in
// src/examples and the petstore fixture in src/petstore.
func writeConsumer(root, dir string, pkgs []Package) error {
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(root, "tools", "release", "fixtures", "consumer"))); err != nil {
		return err
	}

	examplesDir := filepath.Join(dir, "src", "examples")
	os.MkdirAll(examplesDir, 0o755)
	var head string
	for _, p := range pkgs {
		ex, err := Examples(filepath.Join(root, p.Dir, "README.md"))
		if err != nil {
			return fmt.Errorf("%s/README.md: %w", p.Dir, err)
		}
		for name, code := range ex {
			if name == "head.html" {
				head = code
				continue
			}
			if _, err := os.Stat(filepath.Join(examplesDir, name)); err == nil {
				return fmt.Errorf("%s/README.md: another README already has an example %s", p.Dir, name)
			}
			if err := os.WriteFile(filepath.Join(examplesDir, name), []byte(code), 0o644); err != nil {
				return err
			}
		}
	}
	if head == "" {
		return fmt.Errorf("no README has the head script as an example named head.html")
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return err
	}
	index = bytes.Replace(index, []byte("<!--head-->"), []byte(strings.TrimSpace(head)), 1)
	if err := os.WriteFile(filepath.Join(dir, "index.html"), index, 0o644); err != nil {
		return err
	}
	golden := filepath.Join(root, "tools", "openapi", "testdata", "golden", "petstore")
	return os.CopyFS(filepath.Join(dir, "src", "petstore"), os.DirFS(golden))
}

// npmEnv is this process's environment without npm_config_registry: the
// registry packages:release publishes to is not where the consumer's
// third-party packages come from.
func npmEnv() []string {
	return slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(strings.ToLower(kv), "npm_config_registry=")
	})
}
