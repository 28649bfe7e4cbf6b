package engine

import "vocedocs/tools/internal/gctune"

// ServingGC sets the collector for a process that answers searches and
// returns what puts the setting back: the heap may grow to five times what
// is live (Go's default is twice). A query answered from the index leaves
// about 200 KB of garbage and the live heap of `mage serve` is about 20
// MB, so with the default the collector ran every hundred queries or so;
// at 16 concurrent clients it and its write barriers took about a tenth
// of the CPU. Five times a live heap of 20 MB is still only about 100 MB.
// A GOGC set by the user is left alone.
func ServingGC() (restore func()) { return gctune.Raise() }
