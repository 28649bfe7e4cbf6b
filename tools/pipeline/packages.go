package pipeline

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"vocedocs/tools/release"
)

// CheckPackages is `mage packages:check`: it builds the libraries, then
// runs the checks of packagesCheck and prints their tally.
func CheckPackages(root string, log io.Writer) error {
	root, _ = filepath.Abs(root)
	if _, err := builtPackages(root, log); err != nil {
		return err
	}
	t, err := packagesCheck(root, log)
	fmt.Fprintf(log, "packages:check: %d passed, %d failed\n", t.passed, t.failed)
	return err
}

// packagesCheck compares each library's public API with its committed
// report (a change that breaks it needs a pending major changeset), then
// packs the libraries and builds a site from their tarballs outside the
// workspace (release.Consumer). The libraries must be built.
func packagesCheck(root string, log io.Writer) (tally, error) {
	pkgs, err := release.Packages(root)
	if err != nil {
		return tally{failed: 1}, err
	}
	plan, err := release.ReadPlan(root)
	if err != nil {
		return tally{failed: 1}, err
	}
	outcomes := release.CheckAPI(root, pkgs, plan.Bumps, log)
	outcomes = append(outcomes, release.Consumer(release.ConsumerOptions{Root: root, Chromium: ChromiumPath(), Log: log})...)
	return tallyOutcomes(outcomes, log)
}

func tallyOutcomes(outcomes []release.Outcome, log io.Writer) (tally, error) {
	var t tally
	for _, o := range outcomes {
		if o.Err != nil {
			t.failed++
			fmt.Fprintf(log, "   FAILED %s: %v\n", o.Name, o.Err)
		} else {
			t.passed++
		}
	}
	if t.failed > 0 {
		return t, fmt.Errorf("%d checks failed", t.failed)
	}
	return t, nil
}

// SnapshotPackages is `mage packages:snapshot`: it builds the libraries
// and writes each one's API report (packages/*/etc/*.api.md), the public
// API the next check compares with.
func SnapshotPackages(root string, log io.Writer) error {
	root, _ = filepath.Abs(root)
	pkgs, err := builtPackages(root, log)
	if err != nil {
		return err
	}
	return release.WriteReports(root, pkgs, log)
}

// ReleasePackages is `mage packages:release`: release.Release with the
// workspace's checks. Before anything changes: the libraries build and
// their API changes are covered by the changesets. Once versioned: their
// type checks, tests and builds, their tarballs, and the consumer site
// built from them; then the API reports are refreshed to the released API
// and committed with the versions.
func ReleasePackages(root string, log io.Writer) error {
	root, _ = filepath.Abs(root)
	if err := EnsureJSDeps(root, log); err != nil {
		return err
	}
	return release.Release(release.ReleaseOptions{
		Root:     root,
		Registry: os.Getenv("npm_config_registry"),
		Log:      log,
		Before: func(bumps map[string]release.Bump) error {
			pkgs, err := builtPackages(root, log)
			if err != nil {
				return err
			}
			_, err = tallyOutcomes(release.CheckAPI(root, pkgs, bumps, log), log)
			return err
		},
		After: func() error {
			fmt.Fprintln(log, "release: the packages' type checks, tests and builds")
			if err := turbo(root, log, nil, "typecheck", "test", "build", "--filter=./packages/*"); err != nil {
				return fmt.Errorf("a package fails its checks: %w", err)
			}
			fmt.Fprintln(log, "release: the packages' tarballs, and a site built from them")
			if _, err := tallyOutcomes(release.Consumer(release.ConsumerOptions{Root: root, Chromium: ChromiumPath(), Log: log}), log); err != nil {
				return fmt.Errorf("the consumer site fails: %w", err)
			}
			pkgs, err := release.Packages(root)
			if err != nil {
				return err
			}
			return release.WriteReports(root, pkgs, log)
		},
	})
}

// builtPackages installs the JavaScript dependencies if need be, builds
// every library's dist/ (turbo replays a build whose inputs did not
// change) and lists the libraries.
func builtPackages(root string, log io.Writer) ([]release.Package, error) {
	if err := EnsureJSDeps(root, log); err != nil {
		return nil, err
	}
	if err := turbo(root, log, nil, "build", "--filter=./packages/*"); err != nil {
		return nil, err
	}
	return release.Packages(root)
}

// turbo runs `turbo run args` in root with env added to the environment.
// turbo runs each package's scripts with pnpm, which is a dev dependency of
// the root: node_modules/.bin goes first on PATH so it is found.
func turbo(root string, log io.Writer, env []string, args ...string) error {
	cmd := exec.Command(filepath.Join(root, "node_modules", ".bin", "turbo"), append([]string{"run"}, append(args, "--output-logs=errors-only", "--log-order=grouped")...)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "PATH="+filepath.Join(root, "node_modules", ".bin")+string(os.PathListSeparator)+os.Getenv("PATH"),
		"TURBO_TELEMETRY_DISABLED=1", "DO_NOT_TRACK=1")
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("turbo run %v: %w", args, err)
	}
	return nil
}
