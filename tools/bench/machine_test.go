package bench

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func TestMachineMeasuresAndLeavesNothingBehind(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	m, err := Machine(dir, &out)
	if err != nil {
		t.Fatal(err)
	}
	if m.Cores < 1 || m.CPUms <= 0 || m.FreshPageUs <= 0 || m.Files180ms <= 0 {
		t.Fatalf("a figure is missing: %+v", m)
	}
	if !strings.HasPrefix(out.String(), "machine: ") || !strings.Contains(out.String(), "per 4 KB page") {
		t.Fatalf("line: %q", out.String())
	}
	t.Log(out.String())
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Fatalf("left behind: %v", left)
	}
}
