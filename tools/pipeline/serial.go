package pipeline

import "sync"

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
