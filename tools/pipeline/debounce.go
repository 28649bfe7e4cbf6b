package pipeline

import (
	"sync"
	"time"
)

// debounced runs f once triggers have paused for a while, one call at a
// time. A run due while f runs is not lost: f runs once more when the
// current call ends, however many came, so the last run always follows
// the last trigger and an older run can never finish after a newer one.
type debounced struct {
	f       func()
	wait    time.Duration
	mu      sync.Mutex
	timer   *time.Timer
	running bool
	again   bool
	stopped bool
	idle    *sync.Cond
}

func newDebounced(wait time.Duration, f func()) *debounced {
	d := &debounced{f: f, wait: wait}
	d.idle = sync.NewCond(&d.mu)
	return d
}

func (d *debounced) trigger() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.timer != nil {
		d.timer.Stop()
	}
	d.timer = time.AfterFunc(d.wait, d.run)
}

// run calls f in the calling goroutine, or, when a call is under way, asks
// that goroutine for one more call and returns at once.
func (d *debounced) run() {
	d.mu.Lock()
	if d.stopped {
		d.mu.Unlock()
		return
	}
	if d.running {
		d.again = true
		d.mu.Unlock()
		return
	}
	d.running = true
	for {
		d.again = false
		d.mu.Unlock()
		d.f()
		d.mu.Lock()
		if !d.again || d.stopped {
			break
		}
	}
	d.running = false
	d.idle.Broadcast()
	d.mu.Unlock()
}

// stop drops a pending run and later triggers, and waits for a call under
// way to end.
func (d *debounced) stop() {
	d.mu.Lock()
	d.stopped = true
	if d.timer != nil {
		d.timer.Stop()
	}
	for d.running {
		d.idle.Wait()
	}
	d.mu.Unlock()
}
