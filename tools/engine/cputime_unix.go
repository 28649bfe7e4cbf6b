//go:build unix

package engine

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used so far, user and
// system; Bench reports it beside wall time, which other load on the
// machine inflates.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime)), true
}
