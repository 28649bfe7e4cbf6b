// Package gctune raises the garbage collector's target for work that
// allocates much short-lived memory: the Go stage of a build, and a server
// answering searches. The callers say why in their own words.
package gctune

import (
	"os"
	"runtime/debug"
)

// Raise lets the heap grow to five times what is live (Go's default is
// twice) and returns what puts the previous setting back. A GOGC set by
// the user is left alone.
func Raise() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(400)
	return func() { debug.SetGCPercent(old) }
}
