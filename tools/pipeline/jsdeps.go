package pipeline

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

// PnpmVersion is the package manager the lockfile was written with. It runs
// through npx, so a machine needs only Node (corepack's download of pnpm
// fails its signature check on some machines).
const PnpmVersion = "10.34.8"

// EnsureJSDeps installs the JavaScript dependencies from the lockfile when
// node_modules is missing or older than the lockfile.
func EnsureJSDeps(root string, log io.Writer) error {
	marker := filepath.Join(root, "node_modules", ".modules.yaml")
	lock := filepath.Join(root, "pnpm-lock.yaml")
	mi, merr := os.Stat(marker)
	li, lerr := os.Stat(lock)
	if lerr != nil {
		return fmt.Errorf("pnpm-lock.yaml is missing: run `npx pnpm@%s install` once and commit the lockfile", PnpmVersion)
	}
	if merr == nil && !mi.ModTime().Before(li.ModTime()) {
		return nil
	}
	fmt.Fprintf(log, "js: installing dependencies (pnpm %s, frozen lockfile)\n", PnpmVersion)
	start := time.Now()
	cmd := exec.Command("npx", "--yes", "pnpm@"+PnpmVersion, "install", "--frozen-lockfile", "--reporter=append-only")
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = log, log
	cmd.Env = append(os.Environ(), "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1", "CI=true")
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("pnpm install failed: %w (is Node.js ≥ 20.19 installed and the npm registry reachable?)", err)
	}
	fmt.Fprintf(log, "js: dependencies installed in %.1f s\n", time.Since(start).Seconds())
	return nil
}

// nodeRSS runs a Node.js script of a workspace package and returns its
// peak resident memory in bytes.
func nodeRSS(root, pkgDir string, env []string, log io.Writer, args ...string) (int64, error) {
	cmd := exec.Command("node", args...)
	cmd.Dir = filepath.Join(root, pkgDir)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = log, log
	err := cmd.Run()
	var rss int64
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			rss = ru.Maxrss * 1024
		}
	}
	return rss, err
}
