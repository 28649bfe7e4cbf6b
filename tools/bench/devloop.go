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
		if err := os.CopyFS(filepath.Join(site, sub), os.DirFS(filepath.Join(root, sub))); err != nil {
			return err
		}
	}

	start := time.Now()
	addr, stop, err := pipeline.StartDev(pipeline.DevOptions{Root: root, Site: site, Log: io.Discard}, 60*time.Second)
	if err != nil {
		return err
	}
	defer stop()
	// StartDev returns once Vite listens, and the Go stage ran before it.
	page := "/zh-cn/install/docker"
	resp, err := http.Get("http://" + addr + page)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("mage dev answered %s for %s", resp.Status, page)
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
