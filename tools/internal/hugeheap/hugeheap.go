// Package hugeheap asks Linux to back the Go heap with 2 MB pages.
//
// Go maps its heap with plain 4 KB pages and, since Go 1.21.1, never asks
// for transparent huge pages on it. Where the kernel's setting is
// "madvise" (Debian's default) every fresh 4 KB of heap is then its own
// page fault. On a virtual machine a fault can cost ten microseconds or
// more: the Go stage of a build touches some 60 MB and spent more time in
// faults than in Markdown and the OpenAPI parse together. One advised
// region, reused by the allocator, turns those faults into a few dozen.
package hugeheap

// Prefer reserves n bytes of heap address space, asks for huge pages on it
// and frees it again, so that the allocations that follow land in it. It
// acts once per process and returns the advised range, empty where the
// system has no such advice. Call it early, while the heap is small: the
// garbage collection it runs to free the region is then cheap.
func Prefer(n int) (start, end uintptr) { return prefer(n) }
