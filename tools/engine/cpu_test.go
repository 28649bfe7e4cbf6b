package engine

import (
	"syscall"
	"testing"
	"time"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(0, &ru)
	return time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
}

func TestCPUStart(t *testing.T) {
	recs := SyntheticRecords(5000, 1)
	dir := t.TempDir()
	e, _ := Open(dir, Options{})
	e.LoadRecords("voce", recs, DocSearchSettings())
	e.Close()
	for i := 0; i < 3; i++ {
		c0, t0 := cpuNow(), time.Now()
		e, _ := Open(dir, Options{})
		if err := e.LoadRecords("voce", recs, DocSearchSettings()); err != nil {
			t.Fatal(err)
		}
		t.Logf("serve start: wall %v, cpu %v", time.Since(t0), cpuNow()-c0)
		e.Close()
	}
}
