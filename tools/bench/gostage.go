package bench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"time"
)

var stageTime = regexp.MustCompile(`search records in (\d+) ms`)

// goStage times the Go stage alone for the real content, as `mage build`
// runs it: each run in a new process, so the schemas compile and nothing is
// in memory from a previous run. Cold: a new output folder (no cache);
// warm: the same folder again, as in a maintainer's repeated builds. The
// figure is the stage's own timer, which leaves out the process start.
func goStage(root string) (cold, warm []time.Duration, err error) {
	// Under build/, where mage build writes: on a fresh file system a
	// folder elsewhere (the system's temporary folder) can sit where the
	// first files cost several times more to create.
	if err := os.MkdirAll(filepath.Join(root, "build"), 0o755); err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp(filepath.Join(root, "build"), ".bench-go-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "voce")
	build := exec.Command("go", "build", "-o", bin, "./tools/cmd/voce")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return nil, nil, fmt.Errorf("go build ./tools/cmd/voce: %v\n%s", err, out)
	}
	run := func(out string) (time.Duration, error) {
		b, err := exec.Command(bin, "data", root, out).CombinedOutput()
		if err != nil {
			return 0, fmt.Errorf("voce data: %v\n%s", err, b)
		}
		m := stageTime.FindSubmatch(b)
		if m == nil {
			return 0, fmt.Errorf("voce data printed no time:\n%s", b)
		}
		n, _ := strconv.Atoi(string(m[1]))
		return time.Duration(n) * time.Millisecond, nil
	}
	for i := 0; i < 9; i++ {
		out := filepath.Join(tmp, fmt.Sprintf("cold-%d", i), "data")
		c, err := run(out)
		if err != nil {
			return nil, nil, err
		}
		w, err := run(out)
		if err != nil {
			return nil, nil, err
		}
		cold, warm = append(cold, c), append(warm, w)
	}
	slices.Sort(cold)
	slices.Sort(warm)
	return cold, warm, nil
}
