package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"

	"vocedocs/tools/config"
	"vocedocs/tools/pipeline"
)

// LighthouseVersion is fetched by npx on first use: the bench needs it, the
// tests do not, so it stays out of the lockfile.
const LighthouseVersion = "12.8.2"

// lighthouseResult is one page's mobile Lighthouse run.
type lighthouseResult struct {
	Scores    map[string]float64
	MetricsMs map[string]float64
	CLS       float64
}

// Lighthouse serves build/site and runs Lighthouse (mobile, its default)
// with Debian's Chromium, started with the flags a reader's browser has
// (headless aside), on a doc page and an API page in both locales.
func Lighthouse(root string, w io.Writer) error {
	root, _ = filepath.Abs(root)
	base, stop, err := pipeline.ServeSite(root)
	if err != nil {
		return err
	}
	defer stop()
	// Offline, the widget script's host does not resolve and Chromium logs
	// an error, which costs best-practices points that have nothing to do
	// with the site: the host is mapped to a local TLS server answering a
	// stand-in script.
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return err
	}
	widget := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		io.WriteString(w, "/* stand-in for the widget script, served by the bench */\n")
	}))
	defer widget.Close()
	widgetHost := ""
	if u, err := url.Parse(cfg.Widget.Host); err == nil {
		widgetHost = u.Hostname()
	}
	fmt.Fprintf(w, "\n%-24s %5s %5s %5s %5s %8s %8s %6s %6s %9s %9s\n", "page", "perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "seen FP", "seen DCL")
	fmt.Fprintf(w, "(simulated metrics; seen: the first paint and DOMContentLoaded of the unthrottled load; median of %d runs by performance, whose scores are listed)\n", lighthouseRuns)
	for _, p := range []string{"/install/docker", "/zh-cn/install/docker", "/api/login", "/zh-cn/api/login"} {
		flags := "--headless=new --no-sandbox"
		if widgetHost != "" {
			flags += fmt.Sprintf(` --host-resolver-rules="MAP %s %s" --ignore-certificate-errors`, widgetHost, widget.Listener.Addr())
		}
		// A single run swings by tens of points on a small VM: the row is
		// the run with the median performance score of three, as
		// Lighthouse's own guidance on variability suggests.
		var runs []lighthouseResult
		for k := 0; k < lighthouseRuns; k++ {
			r, err := lighthouseOnce(base+p, flags)
			if err != nil {
				// Chromium now and then dies while starting (see
				// apps/site/e2e/fixtures.ts): one more try.
				r, err = lighthouseOnce(base+p, flags)
			}
			if err != nil {
				return fmt.Errorf("lighthouse on %s: %w", p, err)
			}
			runs = append(runs, r)
		}
		sort.SliceStable(runs, func(i, j int) bool { return runs[i].Scores["performance"] < runs[j].Scores["performance"] })
		r := runs[len(runs)/2]
		var perfRuns []float64
		for _, o := range runs {
			perfRuns = append(perfRuns, o.Scores["performance"])
		}
		fmt.Fprintf(w, "%-24s %5.0f %5.0f %5.0f %5.0f %6.0fms %6.0fms %4.0fms %6.3f %7.0fms %7.0fms  %v\n", p, r.Scores["performance"], r.Scores["accessibility"], r.Scores["best-practices"], r.Scores["seo"],
			r.MetricsMs["first-contentful-paint"], r.MetricsMs["largest-contentful-paint"], r.MetricsMs["total-blocking-time"], r.CLS, r.MetricsMs["observedFirstPaint"], r.MetricsMs["observedDomContentLoaded"], perfRuns)
	}
	return nil
}

const lighthouseRuns = 3

// lighthouseOnce runs Lighthouse (mobile) once on target.
func lighthouseOnce(target, flags string) (lighthouseResult, error) {
	report := filepath.Join(os.TempDir(), "voce-lighthouse.json")
	cmd := exec.Command("npx", "--yes", "lighthouse@"+LighthouseVersion, target,
		"--chrome-flags="+flags, "--output=json", "--output-path="+report, "--quiet")
	cmd.Env = append(os.Environ(), "CHROME_PATH="+pipeline.ChromiumPath())
	cmd.Stderr = io.Discard
	if err := cmd.Run(); err != nil {
		return lighthouseResult{}, fmt.Errorf("%w (it needs npm's registry once, and Chromium at %s)", err, pipeline.ChromiumPath())
	}
	raw, err := os.ReadFile(report)
	if err != nil {
		return lighthouseResult{}, err
	}
	var lr struct {
		Categories map[string]struct{ Score float64 }
		Audits     map[string]struct {
			NumericValue float64
			Details      json.RawMessage
		}
	}
	if err := json.Unmarshal(raw, &lr); err != nil {
		return lighthouseResult{}, err
	}
	r := lighthouseResult{Scores: map[string]float64{}, MetricsMs: map[string]float64{}}
	for id, c := range lr.Categories {
		r.Scores[id] = c.Score * 100
	}
	for _, m := range []string{"first-contentful-paint", "largest-contentful-paint", "total-blocking-time"} {
		r.MetricsMs[m] = lr.Audits[m].NumericValue
	}
	r.CLS = lr.Audits["cumulative-layout-shift"].NumericValue
	var observed struct{ Items []map[string]any }
	if json.Unmarshal(lr.Audits["metrics"].Details, &observed) == nil && len(observed.Items) > 0 {
		for _, m := range []string{"observedFirstPaint", "observedDomContentLoaded"} {
			r.MetricsMs[m], _ = observed.Items[0][m].(float64)
		}
	}
	return r, nil
}
