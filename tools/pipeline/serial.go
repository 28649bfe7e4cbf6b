package pipeline

import (
	"sync"
	"time"
)

// serial runs a function one call at a time. A trigger that arrives while
// it runs is not lost: the function runs once more when the current call
// ends, however many triggers arrived, so the last run always follows the
// last trigger and an older run can never finish after a newer one.
type serial struct {
	f       func()
	mu      sync.Mutex
	running bool
	again   bool
	stopped bool
	idle    *sync.Cond
}

func newSerial(f func()) *serial {
	s := &serial{f: f}
	s.idle = sync.NewCond(&s.mu)
	return s
}

// trigger runs f in the calling goroutine, or, when a call is under way,
// asks that goroutine for one more run and returns at once.
func (s *serial) trigger() {
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		return
	}
	if s.running {
		s.again = true
		s.mu.Unlock()
		return
	}
	s.running = true
	for {
		s.again = false
		s.mu.Unlock()
		s.f()
		s.mu.Lock()
		if !s.again || s.stopped {
			break
		}
	}
	s.running = false
	s.idle.Broadcast()
	s.mu.Unlock()
}

// stop drops later triggers and waits for a call under way to end.
func (s *serial) stop() {
	s.mu.Lock()
	s.stopped = true
	for s.running {
		s.idle.Wait()
	}
	s.mu.Unlock()
}

// debounced runs f, one call at a time, once triggers have paused for a
// while.
type debounced struct {
	mu    sync.Mutex
	wait  time.Duration
	timer *time.Timer
	run   *serial
}

func newDebounced(wait time.Duration, f func()) *debounced {
	return &debounced{wait: wait, run: newSerial(f)}
}

func (d *debounced) trigger() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.timer != nil {
		d.timer.Stop()
	}
	d.timer = time.AfterFunc(d.wait, d.run.trigger)
}

// stop drops a pending run and waits for one under way to end.
func (d *debounced) stop() {
	d.mu.Lock()
	if d.timer != nil {
		d.timer.Stop()
	}
	d.mu.Unlock()
	d.run.stop()
}
