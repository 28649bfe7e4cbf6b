package pipeline

import (
	"sync"
	"time"
)

// debounced runs f on its own goroutine once triggers have paused for
// wait, one call at a time: a trigger during a call starts one more after
// it, so the last call always follows the last trigger and an older call
// never finishes after a newer one.
type debounced struct {
	kick chan struct{}
	quit chan struct{}
	done chan struct{}
	once sync.Once
}

func newDebounced(wait time.Duration, f func()) *debounced {
	d := &debounced{kick: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(d.done)
		for {
			select {
			case <-d.quit:
				return
			case <-d.kick:
			}
			// Wait until no trigger came for a whole wait.
			for quiet := false; !quiet; {
				select {
				case <-d.quit:
					return
				case <-d.kick:
				case <-time.After(wait):
					quiet = true
				}
			}
			f()
		}
	}()
	return d
}

func (d *debounced) trigger() {
	select {
	case d.kick <- struct{}{}:
	default: // a call is already due
	}
}

// stop drops a pending call and later triggers, and waits for a call under
// way to end; calls after the first do nothing more.
func (d *debounced) stop() {
	d.once.Do(func() { close(d.quit) })
	<-d.done
}
