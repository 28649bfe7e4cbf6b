//go:build unix

package bench

import (
	"syscall"
	"time"
)

// freshPageCost maps n bytes of anonymous memory the process has never
// touched (not Go's heap, which reuses pages) and times the first write to
// each 4 KB page.
func freshPageCost(n int) (time.Duration, error) {
	mem, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return 0, err
	}
	defer syscall.Munmap(mem)
	start := time.Now()
	for i := 0; i < n; i += 4096 {
		mem[i] = 1
	}
	return time.Since(start) / time.Duration(n/4096), nil
}
