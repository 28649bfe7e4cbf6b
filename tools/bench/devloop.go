package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"vocedocs/tools/pipeline"
)

// DevLoopResult holds the dev server's start and edit-loop figures.
type DevLoopResult struct {
	FirstPageMs int64   `json:"firstPageMs"`
	EditRunsMs  []int64 `json:"editRunsMs"`
	EditMedian  int64   `json:"editMedianMs"`
}

// DevLoop starts `mage dev` on a copy of the real content, times the first
// page served, then has Chromium time Markdown saves until the page shows
// them (apps/site/bench/devloop.mjs).
func DevLoop(root string, w io.Writer) (DevLoopResult, error) {
	root, _ = filepath.Abs(root)
	var res DevLoopResult
	site, err := os.MkdirTemp("", "voce-devloop-")
	if err != nil {
		return res, err
	}
	defer os.RemoveAll(site)
	// The content and the API description, which site.yaml names.
	for _, sub := range []string{"content", filepath.Join("schemas", "openapi")} {
		if err := pipeline.CopyDir(filepath.Join(root, sub), filepath.Join(site, sub)); err != nil {
			return res, err
		}
	}

	start := time.Now()
	addr, stop, err := pipeline.StartDev(pipeline.DevOptions{Root: root, Site: site, Log: io.Discard}, 60*time.Second)
	if err != nil {
		return res, err
	}
	defer stop()
	page := "/zh-cn/install/docker"
	for {
		r, err := http.Get("http://" + addr + page)
		if err == nil {
			io.Copy(io.Discard, r.Body)
			r.Body.Close()
			if r.StatusCode == 200 {
				break
			}
		}
		if time.Since(start) > 60*time.Second {
			return res, fmt.Errorf("mage dev served no page in 60 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	res.FirstPageMs = time.Since(start).Milliseconds()

	file := filepath.Join(site, "content", "zh-cn", "install", "docker.md")
	cmd := exec.Command("node", filepath.Join("bench", "devloop.mjs"), "http://"+addr, page, file, "7")
	cmd.Dir = filepath.Join(root, "apps", "site")
	cmd.Env = append(os.Environ(), "CHROMIUM_PATH="+pipeline.ChromiumPath())
	out, err := cmd.Output()
	if err != nil {
		return res, fmt.Errorf("devloop.mjs: %w", err)
	}
	var r struct {
		Runs   []int64 `json:"runs"`
		Median int64   `json:"medianMs"`
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		return res, fmt.Errorf("devloop.mjs printed %q", out)
	}
	res.EditRunsMs, res.EditMedian = r.Runs, r.Median
	fmt.Fprintf(w, "first page served %d ms after start; Markdown save to page updated: median %d ms (runs %v)\n", res.FirstPageMs, res.EditMedian, res.EditRunsMs)
	return res, nil
}
