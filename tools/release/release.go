package release

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// ReleaseOptions configure Release.
type ReleaseOptions struct {
	Root     string
	Registry string // where to publish: the value of npm_config_registry
	Log      io.Writer
	// Before runs on the committed tree, before anything changes, with the
	// bump each package will get (the build, the API check).
	Before func(bumps map[string]Bump) error
	// After runs once `changeset version` has written the new versions and
	// changelogs (the packages' checks, the API reports to commit with them).
	After func() error
}

// Release versions and publishes the packages: with a clean git tree and
// pending changesets, it runs Before, `changeset version` (new versions,
// CHANGELOG.md entries, changesets consumed), After, commits the result,
// and runs `changeset publish`, which publishes to the registry and tags
// each package published (name@version). When After fails, the versioning is undone (kept in a git
// stash) and nothing is published.
func Release(o ReleaseOptions) error {
	log, root := cmp.Or(o.Log, io.Discard), o.Root
	if o.Registry == "" {
		return errors.New("npm_config_registry is not set: packages:release publishes to the registry it names (https://registry.npmjs.org/ for npm's own, with your token in ~/.npmrc)")
	}
	if status, err := git(root, "status", "--porcelain"); err != nil {
		return err
	} else if status != "" {
		return fmt.Errorf("the git tree has uncommitted changes:\n%s\npackages:release versions, commits and publishes what is committed: commit or stash them first", status)
	}
	plan, err := ReadPlan(root)
	if err != nil {
		return err
	}
	if plan.Changesets == 0 {
		return errors.New("no changesets in .changeset/, so nothing to release: describe each change with `npx changeset` (or write a .changeset/<name>.md by hand, see docs/packages.md), commit it and run packages:release again")
	}
	pkgs, err := Packages(root)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "release: %d changesets; publishing to %s\n", plan.Changesets, o.Registry)
	for _, p := range pkgs {
		fmt.Fprintf(log, "   %s %s: %s\n", p.Name, p.Version, cmp.Or(plan.Bumps[p.Name], "unchanged"))
	}
	if o.Before != nil {
		if err := o.Before(plan.Bumps); err != nil {
			return fmt.Errorf("%w\nnothing was changed or published", err)
		}
	}

	fmt.Fprintln(log, "release: changeset version")
	if _, err := run(root, nil, filepath.Join(root, "node_modules", ".bin", "changeset"), "version"); err != nil {
		return errors.Join(err, undo(root, log))
	}
	after, err := Packages(root)
	if err != nil {
		return errors.Join(err, undo(root, log))
	}
	if o.After != nil {
		if err := o.After(); err != nil {
			return fmt.Errorf("%w\nnothing was published: %v", err, undo(root, log))
		}
	}

	var names []string
	for _, p := range after {
		names = append(names, p.Name+" "+p.Version)
	}
	msg := "Release " + strings.Join(names, ", ")
	if _, err := git(root, "add", "-A"); err != nil {
		return err
	}
	if _, err := git(root, "commit", "-q", "-m", msg); err != nil {
		return err
	}
	fmt.Fprintf(log, "release: committed %q\n", msg)

	// changeset publish runs `pnpm publish` (which writes real ranges for
	// workspace: ones) for each package whose version the registry lacks,
	// and tags each one it published as name@version. It finds pnpm on
	// PATH, so the workspace's node_modules/.bin goes first.
	fmt.Fprintf(log, "release: changeset publish to %s\n", o.Registry)
	cmd := exec.Command(filepath.Join(root, "node_modules", ".bin", "changeset"), "publish")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "npm_config_registry="+o.Registry,
		"PATH="+filepath.Join(root, "node_modules", ".bin")+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, log, log // stdin for npm's one-time password
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("changeset publish: %w\nthe release commit is made, and what was published is tagged; once the cause is fixed, `npx changeset publish` publishes and tags the rest (the versions the registry lacks)", err)
	}
	fmt.Fprintln(log, "release: published and tagged; push with `git push --follow-tags`")
	return nil
}

// undo puts the tree back as it was committed, keeping what the release
// wrote in a stash (the tree was clean when it started, so that is all
// there is).
func undo(root string, log io.Writer) error {
	if _, err := git(root, "stash", "push", "--include-untracked", "-q", "-m", "packages:release: the versions of a release that failed its checks"); err != nil {
		return fmt.Errorf("undoing the versions: %w (see git status)", err)
	}
	fmt.Fprintln(log, "release: the versions are undone; what changeset version wrote is in `git stash list`")
	return errors.New("the versions are undone (see `git stash list`)")
}

// run runs a command in dir with env (nil: this process's) and returns its
// output, which the error holds when it fails.
func run(dir string, env []string, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, bytes.TrimSpace(out))
	}
	return strings.TrimRight(string(out), "\n"), nil
}

func git(dir string, args ...string) (string, error) { return run(dir, nil, "git", args...) }
