package engine

import "sync"

// buffers holds byte slices for encoding answers. An answer is tens of KB
// and a busy engine makes thousands a second: reusing their buffers keeps
// the collector from running every few dozen queries.
var buffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

func getBuffer() *[]byte { return buffers.Get().(*[]byte) }

// putBuffer returns a buffer to the pool, unless it grew too large to keep.
func putBuffer(b *[]byte) {
	if cap(*b) <= 1<<20 {
		*b = (*b)[:0]
		buffers.Put(b)
	}
}
