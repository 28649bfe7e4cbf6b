package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"vocedocs/tools/pipeline"
)

// DevLoop starts `mage dev` on a copy of the real content, times the first
// page served, then has Chromium time Markdown saves until the page shows
// them (apps/site/bench/devloop.mjs).
func DevLoop(root string, w io.Writer) error {
	root, _ = filepath.Abs(root)
	site, err := os.MkdirTemp("", "voce-devloop-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(site)
	// The content and the API description, which site.yaml names.
	for _, sub := range []string{"content", filepath.Join("schemas", "openapi")} {
		if err := pipeline.CopyDir(filepath.Join(root, sub), filepath.Join(site, sub)); err != nil {
			return err
		}
	}

	start := time.Now()
	addr, stop, err := pipeline.StartDev(pipeline.DevOptions{Root: root, Site: site, Log: io.Discard}, 60*time.Second)
	if err != nil {
		return err
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
			return fmt.Errorf("mage dev served no page in 60 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	firstPage := time.Since(start)

	file := filepath.Join(site, "content", "zh-cn", "install", "docker.md")
	out, err := script(root, w, nil, filepath.Join("bench", "devloop.mjs"), "http://"+addr, page, file, "7")
	if err != nil {
		return fmt.Errorf("devloop.mjs: %w", err)
	}
	var r struct {
		Runs     []int64
		MedianMs int64
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		return fmt.Errorf("devloop.mjs printed %q", out)
	}
	fmt.Fprintf(w, "first page served %d ms after start; Markdown save to page updated: median %d ms (runs %v)\n", firstPage.Milliseconds(), r.MedianMs, r.Runs)
	return nil
}
