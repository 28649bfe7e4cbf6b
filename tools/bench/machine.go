package bench

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// MachineStat describes the machine at the time of a bench run. On a VM
// the figures below swing 1.5-2.5x from hour to hour: where the host takes
// back the guest's free memory (virtio-balloon free page reporting), every
// page the guest touches again is a fault on the host, and file creation,
// Go's fresh heap and page-cache writes all pay for it. These three
// figures say which phase a run was taken in, so two runs are compared
// only when they match.
type MachineStat struct {
	Cores int `json:"cores"`
	// Hashing 64 MB in memory: the CPU alone.
	CPUms float64 `json:"cpuMs"`
	// Touching fresh anonymous memory, per 4 KB page; well under 1 µs
	// on a machine whose memory is its own.
	FreshPageUs float64 `json:"freshPageUs"`
	// Creating 180 files of 16 KB in a new folder: the state of the disk's
	// inode allocator, which the pre-render's and the compressor's hundreds
	// of new files meet (the Go stage wrote as many before its artifacts
	// went into one file).
	Files180ms float64 `json:"files180Ms"`
}

// Machine measures dir's machine (files go in a folder under dir, removed
// after) and prints one line to w.
func Machine(dir string, w io.Writer) (MachineStat, error) {
	m := MachineStat{Cores: runtime.NumCPU()}
	buf := make([]byte, 64<<20)
	for i := range buf {
		buf[i] = byte(i)
	}
	start := time.Now()
	sha256.Sum256(buf)
	m.CPUms = millis(time.Since(start))

	page, err := freshPageCost(128 << 20)
	if err != nil {
		return m, err
	}
	m.FreshPageUs = float64(page.Nanoseconds()) / 1e3

	tmp, err := os.MkdirTemp(dir, ".bench-machine-")
	if err != nil {
		return m, err
	}
	defer os.RemoveAll(tmp)
	body := make([]byte, 16<<10)
	start = time.Now()
	for i := 0; i < 180; i++ {
		if err := os.WriteFile(filepath.Join(tmp, fmt.Sprintf("f%03d.json", i)), body, 0o644); err != nil {
			return m, err
		}
	}
	m.Files180ms = millis(time.Since(start))
	fmt.Fprintf(w, "machine: %d cores; sha256 of 64 MB %.0f ms; fresh memory %.2f µs per 4 KB page; 180 new 16 KB files %.1f ms\n",
		m.Cores, m.CPUms, m.FreshPageUs, m.Files180ms)
	return m, nil
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1e3 }
