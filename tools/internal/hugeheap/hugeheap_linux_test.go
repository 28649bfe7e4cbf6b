package hugeheap

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// The advice must reach the kernel (the region's VmFlags carry "hg") and
// the heap must reuse the region: a new allocation of the same size class
// as the Go stage's lands inside it.
func TestPreferAdvisesARegionTheHeapReuses(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil {
		t.Skipf("no transparent huge pages here: %v", err)
	}
	start, end := Prefer(64 << 20)
	if start == 0 || end-start < 32<<20 {
		t.Fatalf("advised %#x-%#x, want at least 32 MB (THP mode %q)", start, end, strings.TrimSpace(string(mode)))
	}
	if again, _ := Prefer(64 << 20); again != start {
		t.Fatalf("a second call advised %#x, want the first region %#x again", again, start)
	}
	if flags := vmFlags(t, start); !strings.Contains(" "+flags+" ", " hg ") {
		t.Fatalf("the region at %#x has VmFlags %q, without hg (MADV_HUGEPAGE)", start, flags)
	}
	inside := 0
	var keep [][]byte
	for i := 0; i < 2000; i++ {
		b := make([]byte, 16<<10)
		keep = append(keep, b)
		if p := uintptr(unsafe.Pointer(&b[0])); p >= start && p < end {
			inside++
		}
	}
	if inside < 1000 {
		t.Fatalf("%d of 2000 new 16 KB objects are in the advised region, want most", inside)
	}
}

// vmFlags reads the VmFlags line of the mapping holding addr.
func vmFlags(t *testing.T, addr uintptr) string {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if lo, hi, ok := strings.Cut(strings.Fields(line)[0], "-"); ok && !strings.HasSuffix(line, ":") && len(strings.Fields(line)) >= 5 {
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && uint64(addr) >= a && uint64(addr) < b
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:"))
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return ""
}
