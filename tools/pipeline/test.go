package pipeline

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// ChromiumPath is where the end-to-end tests expect Debian's Chromium.
func ChromiumPath() string { return cmp.Or(os.Getenv("CHROMIUM_PATH"), "/usr/bin/chromium") }

// tally counts a step's tests. A skipped test is neither passed nor
// failed: it is counted, and printed, on its own.
type tally struct{ passed, failed, skipped int }

func (t *tally) add(o tally) { t.passed += o.passed; t.failed += o.failed; t.skipped += o.skipped }

// Test runs every test: Go (with bounded fuzzing), type checks and vitest
// through turbo, packages:check (which packs each library), a full build
// (which applies every check of content:check and schemas:check), and
// Playwright against the served build. It ends with one line, "tests:
// N passed, M failed, K skipped", which CI reads.
func Test(root string, log io.Writer) error {
	root, _ = filepath.Abs(root)
	if _, err := os.Stat(ChromiumPath()); err != nil {
		return fmt.Errorf("the end-to-end tests need Debian's Chromium at %s: install it with `apt-get install -y chromium fonts-noto-cjk` (or set CHROMIUM_PATH)", ChromiumPath())
	}
	if err := EnsureJSDeps(root, log); err != nil {
		return err
	}
	results := filepath.Join(root, "build", "test-results")
	os.RemoveAll(results)
	os.MkdirAll(results, 0o755)
	var total tally
	var failures []string
	step := func(name string, f func() (tally, error)) {
		start := time.Now()
		fmt.Fprintf(log, "\n== %s\n", name)
		t, err := f()
		total.add(t)
		if err != nil || t.failed > 0 {
			failures = append(failures, name)
		}
		fmt.Fprintf(log, "== %s: %d passed, %d failed, %d skipped (%.1f s)\n", name, t.passed, t.failed, t.skipped, time.Since(start).Seconds())
		if err != nil && t.failed == 0 {
			fmt.Fprintf(log, "   %v\n", err)
		}
	}
	step("go test", func() (tally, error) { return goTest(root, log, "vocedocs/tools/...", "vocedocs/schemas/...") })
	step("fuzz (bounded)", func() (tally, error) { return fuzz(root, log) })
	step("typecheck, vitest, package builds (turbo)", func() (tally, error) { return turboTest(root, results, log) })
	// After turbo, which builds each library's dist/.
	step("packages:check (public API; a site built from the packages' tarballs)", func() (tally, error) { return packagesCheck(root, log) })
	step("build", func() (tally, error) {
		if err := Build(BuildOptions{Root: root, Log: log}); err != nil {
			return tally{failed: 1}, err
		}
		return tally{passed: 1}, nil
	})
	if !slices.Contains(failures, "build") {
		step("playwright (Chromium)", func() (tally, error) { return playwright(root, results, log) })
		step("playwright: search on a plain static host (Chromium)", func() (tally, error) { return staticHostE2E(root, results, log) })
	}
	step("playwright: fixture site build (Chromium)", func() (tally, error) { return fixtureE2E(root, results, log) })
	step("playwright: mage dev (Chromium)", func() (tally, error) { return devE2E(root, results, log) })
	fmt.Fprintf(log, "\ntests: %d passed, %d failed, %d skipped\n", total.passed, total.failed, total.skipped)
	if len(failures) > 0 {
		return fmt.Errorf("failed: %s", strings.Join(failures, ", "))
	}
	return nil
}

// goTest runs go test -json with args and counts the top-level tests.
func goTest(root string, log io.Writer, args ...string) (tally, error) {
	cmd := exec.Command("go", append([]string{"test", "-json", "-count=1"}, args...)...)
	cmd.Dir = root
	cmd.Stderr = log
	out, err := cmd.StdoutPipe()
	if err != nil {
		return tally{}, err
	}
	if err := cmd.Start(); err != nil {
		return tally{}, err
	}
	var t tally
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var ev struct{ Action, Package, Test, Output string }
		if json.Unmarshal(sc.Bytes(), &ev) != nil {
			continue
		}
		topLevel := ev.Test != "" && !strings.Contains(ev.Test, "/")
		switch {
		case ev.Action == "output" && (t.failed > 0 || strings.HasPrefix(ev.Output, "--- FAIL") || strings.HasPrefix(ev.Output, "FAIL") || strings.HasPrefix(ev.Output, "ok ") || strings.Contains(ev.Output, "panic:") || strings.HasPrefix(strings.TrimSpace(ev.Output), "Error")):
			io.WriteString(log, ev.Output)
		case topLevel && ev.Action == "pass":
			t.passed++
		case ev.Action == "fail" && (topLevel || ev.Test == ""):
			// A failed test, or a package that failed to build or panicked
			// outside a test.
			t.failed++
		case topLevel && ev.Action == "skip":
			t.skipped++
			io.WriteString(log, "   skipped: "+ev.Package+" "+ev.Test+"\n")
		}
	}
	return t, cmd.Wait()
}

// turboTest runs the packages' type checks, vitest suites and library
// builds through turbo, then reads vitest's JSON reports.
func turboTest(root, results string, log io.Writer) (tally, error) {
	runErr := turbo(root, log, []string{"VOCE_VITEST_JSON_DIR=" + results}, "typecheck", "test", "build", "--filter=./packages/*", "--filter=./apps/*")
	files, _ := filepath.Glob(filepath.Join(results, "vitest-*.json"))
	return reportTally(runErr, files...), runErr
}

// reportTally counts the tests of JSON reports, vitest's or Playwright's; a
// run that failed with no failed test (a type error, a failed build, a
// crash) counts as one failure.
func reportTally(runErr error, reports ...string) tally {
	var t tally
	for _, f := range reports {
		var r struct {
			NumPassedTests, NumFailedTests, NumPendingTests, NumTodoTests int // vitest

			Stats struct{ Expected, Unexpected, Flaky, Skipped int } // Playwright
		}
		if raw, err := os.ReadFile(f); err == nil && json.Unmarshal(raw, &r) == nil {
			t.passed += r.NumPassedTests + r.Stats.Expected
			t.failed += r.NumFailedTests + r.Stats.Unexpected + r.Stats.Flaky
			t.skipped += r.NumPendingTests + r.NumTodoTests + r.Stats.Skipped
		}
	}
	if runErr != nil && t.failed == 0 {
		t.failed++
	}
	return t
}

// playwright serves the fresh build on a free port and runs the
// end-to-end suite against it.
func playwright(root, results string, log io.Writer) (tally, error) {
	base, stop, err := ServeSite(root)
	if err != nil {
		return tally{failed: 1}, err
	}
	defer stop()
	return runPlaywright(root, results, "playwright.json", base, log, nil, "--grep-invert", "@dev|@fixture")
}

// staticHostE2E serves build/site with a plain static file server in
// Node (apps/site/e2e/staticHost.mjs: files, gzip twins, ETags, the 404
// page; no Go in the path), as a static host would, and runs the search
// specs against it.
func staticHostE2E(root, results string, log io.Writer) (tally, error) {
	cmd := exec.Command("node", "e2e/staticHost.mjs", filepath.Join(root, "build", "site"))
	cmd.Dir = filepath.Join(root, "apps", "site")
	cmd.Stderr = log
	out, err := cmd.StdoutPipe()
	if err != nil {
		return tally{failed: 1}, err
	}
	if err := cmd.Start(); err != nil {
		return tally{failed: 1}, err
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	// Its first line is its address; it exits, ending the read, if it
	// cannot listen.
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		return tally{failed: 1}, fmt.Errorf("the static host printed no address: %w", err)
	}
	return runPlaywright(root, results, "playwright-static.json", strings.TrimSpace(line), log, nil, "e2e/search", "--grep-invert", "@dev|@fixture")
}

// copyFixture copies the small fixture site (content and spec) to a
// temporary folder the caller removes.
func copyFixture(root string) (string, error) {
	site, err := os.MkdirTemp("", "voce-fixture-")
	if err != nil {
		return "", err
	}
	if err := os.CopyFS(site, os.DirFS(filepath.Join(root, "tools", "pipeline", "testdata", "mini"))); err != nil {
		os.RemoveAll(site)
		return "", err
	}
	return site, nil
}

// fixtureE2E builds the fixture site, whose config differs from the real
// one (it has an announcement bar), serves it and runs the specs tagged
// @fixture against it.
func fixtureE2E(root, results string, log io.Writer) (tally, error) {
	site, err := copyFixture(root)
	if err != nil {
		return tally{failed: 1}, err
	}
	defer os.RemoveAll(site)
	if err := Build(BuildOptions{Root: root, Site: site, Log: io.Discard}); err != nil {
		return tally{failed: 1}, fmt.Errorf("building the fixture site: %w", err)
	}
	base, stop, err := ServeSite(site)
	if err != nil {
		return tally{failed: 1}, err
	}
	defer stop()
	env := []string{"VOCE_DATA_DIR=" + filepath.Join(site, "build", "data")}
	return runPlaywright(root, results, "playwright-fixture.json", base, log, env, "--grep", "@fixture")
}

// devE2E runs the specs tagged @dev against `mage dev` serving a copy of
// the small fixture site and a copy of the JavaScript workspace, which they
// edit; they read what the server printed from VOCE_DEV_LOG.
func devE2E(root, results string, log io.Writer) (tally, error) {
	site, err := copyFixture(root)
	if err != nil {
		return tally{failed: 1}, err
	}
	defer os.RemoveAll(site)
	app, err := copyWorkspace(root)
	if err != nil {
		return tally{failed: 1}, fmt.Errorf("copying the JavaScript workspace: %w", err)
	}
	defer os.RemoveAll(app)
	devLog := filepath.Join(site, "dev.log")
	logFile, err := os.Create(devLog)
	if err != nil {
		return tally{failed: 1}, err
	}
	defer logFile.Close()
	addr, stop, err := StartDev(DevOptions{Root: root, Site: site, App: app, Log: logFile}, 30*time.Second)
	if err != nil {
		return tally{failed: 1}, err
	}
	// The server must be down before its folders go.
	defer stop()
	env := []string{"VOCE_DEV_SITE=" + site, "VOCE_DEV_APP=" + app, "VOCE_DEV_LOG=" + devLog}
	return runPlaywright(root, results, "playwright-dev.json", "http://"+addr, log, env, "--grep", "@dev")
}

// runPlaywright runs Playwright with args against the site at base and
// counts its results from the JSON report.
func runPlaywright(root, results, reportName, base string, log io.Writer, env []string, args ...string) (tally, error) {
	report := filepath.Join(results, reportName)
	cmd := exec.Command("node", append([]string{filepath.Join("node_modules", "@playwright", "test", "cli.js"), "test"}, args...)...)
	cmd.Dir = filepath.Join(root, "apps", "site")
	out := filepath.Join(results, strings.TrimSuffix(reportName, ".json"))
	cmd.Env = append(os.Environ(), append(env, "BASE_URL="+base, "VOCE_PW_JSON="+report, "VOCE_PW_OUT="+out)...)
	cmd.Stdout, cmd.Stderr = log, log
	runErr := cmd.Run()
	return reportTally(runErr, report), runErr
}

// FuzzTargets are run by `mage test` for a number of executions each
// (about 5-8 s here); their seed corpora live beside them (f.Add). A count,
// not a duration: with -fuzztime=8s Go's fuzzer can fail with "context
// deadline exceeded" when the time runs out while a worker is busy.
var FuzzTargets = []struct{ Pkg, Name, Execs string }{
	{"./tools/markdown", "FuzzRender", "60000x"},
	{"./tools/markdown", "FuzzHeadingID", "120000x"},
	{"./tools/content", "FuzzFrontMatter", "60000x"},
	{"./tools/openapi", "FuzzSlug", "12000x"},
	{"./tools/openapi", "FuzzLoad", "10000x"},
}

func fuzz(root string, log io.Writer) (tally, error) {
	var t tally
	var errs []error
	for _, f := range FuzzTargets {
		ft, err := goTest(root, log, f.Pkg, "-run", "^$", "-fuzz", "^"+f.Name+"$", "-fuzztime", f.Execs)
		t.add(ft)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %s: %w", f.Pkg, f.Name, err))
		}
	}
	return t, errors.Join(errs...)
}
