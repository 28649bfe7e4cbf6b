package hugeheap

import (
	"runtime"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

const hugePage = 2 << 20 // x86-64 and arm64 with 4 KB base pages

var (
	once       sync.Once
	start, end uintptr
)

func prefer(n int) (uintptr, uintptr) {
	once.Do(func() {
		// A large object comes straight from fresh, untouched address space:
		// nothing is faulted in by making it.
		b := make([]byte, n)
		p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
		s := (p + hugePage - 1) &^ (hugePage - 1)
		e := (p + uintptr(n)) &^ (hugePage - 1)
		if s < e && unix.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(s)), e-s), unix.MADV_HUGEPAGE) == nil {
			start, end = s, e
		}
		runtime.KeepAlive(b)
		b = nil
		// Free the object now, so that the next allocations reuse its pages
		// rather than map more unadvised ones.
		runtime.GC()
	})
	return start, end
}
