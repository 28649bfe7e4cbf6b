package release

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Publish runs `pnpm publish -r` in the workspace: every package that is
// not private and whose version the registry lacks is packed (workspace:
// ranges become the versions they point at) and published to registry.
// Git checks are off: Release checks the tree itself. It returns the
// "name@version" of each package published.
func Publish(root, registry string, log io.Writer) ([]string, error) {
	cmd := exec.Command(filepath.Join(root, "node_modules", ".bin", "pnpm"), "publish", "-r", "--no-git-checks", "--access", "public", "--reporter=append-only")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "npm_config_registry="+registry)
	out, err := cmd.CombinedOutput()
	if err != nil {
		log.Write(out)
		return published(out), fmt.Errorf("pnpm publish -r to %s: %w", registry, err)
	}
	for _, p := range published(out) {
		fmt.Fprintf(log, "   published %s\n", p)
	}
	return published(out), nil
}

// published reads the "+ name@version" lines npm prints for each package
// it published (among every file of every tarball).
func published(out []byte) []string {
	var list []string
	for _, l := range strings.Split(string(out), "\n") {
		if p, ok := strings.CutPrefix(strings.TrimSpace(l), "+ "); ok && strings.Contains(p, "@") {
			list = append(list, p)
		}
	}
	return list
}
