//go:build !unix

package engine

import "time"

func processCPU() (time.Duration, bool) { return 0, false }
