// Package par runs independent pieces of work on several goroutines.
package par

import (
	"sync"
	"sync/atomic"
)

// Each calls fn(i) for i in [0, n) on `workers` goroutines (at least one,
// at most n), handing out the next index to whichever is free. After the
// first error no new index is handed out; Each returns that error.
func Each(n, workers int, fn func(i int) error) error {
	workers = max(1, min(workers, n))
	var next atomic.Int64
	var failed atomic.Bool
	var first error
	var once sync.Once
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < n && !failed.Load(); i = int(next.Add(1) - 1) {
				if err := fn(i); err != nil {
					once.Do(func() { first = err })
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return first
}
