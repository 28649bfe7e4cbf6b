package pipeline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// concurrency counts the calls of a function under way and the most seen at once.
type concurrency struct {
	mu          sync.Mutex
	active, max int
	runs        int
}

func (c *concurrency) enter() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.active++
	c.runs++
	c.max = max(c.max, c.active)
}

func (c *concurrency) leave() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.active--
}

func (c *concurrency) counts() (maxActive, runs int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.max, c.runs
}

func waitFor(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

func TestDebouncedDropsTriggersAfterStop(t *testing.T) {
	runs := make(chan struct{}, 10)
	d := newDebounced(time.Millisecond, func() { runs <- struct{}{} })
	d.trigger()
	waitFor(t, runs, "the call after a trigger")
	d.stop()
	d.trigger()
	time.Sleep(20 * time.Millisecond)
	if len(runs) != 0 {
		t.Fatal("a trigger after stop ran the function")
	}
}

// Saves during a slow rebuild must not start a second rebuild beside it, and
// the last rebuild must see the last save.
func TestWatchContentNeverOverlapsRebuilds(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "content", "en")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "page.md")
	var c concurrency
	var seenMu sync.Mutex
	var seen []string
	started := make(chan struct{}, 10)
	release := make(chan struct{})
	stop, err := watchContent(root, func() {
		c.enter()
		defer c.leave()
		raw, _ := os.ReadFile(file)
		seenMu.Lock()
		seen = append(seen, string(raw))
		seenMu.Unlock()
		started <- struct{}{}
		<-release
	}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	save := func(s string) {
		if err := os.WriteFile(file, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	save("first")
	waitFor(t, started, "a rebuild after the first save")
	// Three saves while it runs, apart enough to be three bursts.
	for i := range 3 {
		save(fmt.Sprintf("during %d", i))
		time.Sleep(80 * time.Millisecond)
	}
	close(release)
	waitFor(t, started, "a rebuild after the saves made during one")
	stop()
	maxActive, runs := c.counts()
	if maxActive != 1 {
		t.Fatalf("%d rebuilds ran at once; want one at a time", maxActive)
	}
	seenMu.Lock()
	defer seenMu.Unlock()
	if last := seen[len(seen)-1]; last != "during 2" {
		t.Fatalf("the last rebuild read %q, want the last save %q (runs: %q)", last, "during 2", seen)
	}
	if runs > 3 {
		t.Fatalf("%d rebuilds for 4 saves: the saves made during a rebuild should share one (runs: %q)", runs, seen)
	}
}
