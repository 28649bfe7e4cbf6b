package gctune

import (
	"runtime/debug"
	"testing"
)

func TestRaiseAndRestore(t *testing.T) {
	t.Setenv("GOGC", "")
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	restore := Raise()
	if got := debug.SetGCPercent(400); got != 400 {
		t.Fatalf("Raise set %d%%, want 400%%", got)
	}
	restore()
	if got := debug.SetGCPercent(150); got != 150 {
		t.Fatalf("restore put back %d%%, want 150%%", got)
	}
}

func TestRaiseLeavesAUserGOGCAlone(t *testing.T) {
	t.Setenv("GOGC", "120")
	before := debug.SetGCPercent(120)
	defer debug.SetGCPercent(before)
	restore := Raise()
	if got := debug.SetGCPercent(120); got != 120 {
		t.Fatalf("with GOGC set, Raise changed the target to %d%%", got)
	}
	restore()
}
