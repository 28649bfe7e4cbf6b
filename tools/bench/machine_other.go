//go:build !unix

package bench

import "time"

// freshPageCost through Go's heap, which may reuse pages: a lower bound.
func freshPageCost(n int) (time.Duration, error) {
	mem := make([]byte, n)
	start := time.Now()
	for i := 0; i < n; i += 4096 {
		mem[i] = 1
	}
	return time.Since(start) / time.Duration(n/4096), nil
}
