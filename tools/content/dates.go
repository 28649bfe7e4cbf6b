package content

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// setDates sets each page's last-updated time to its file time and, with
// useGit, to the newest commit naming the file, read from one `git log`
// over the content folder (not one per file: that would cost a process
// per page). Files with uncommitted changes, untracked or outside a
// repository keep their file time: their last edit is newer than any commit.
func setDates(root string, pages []*Page, useGit bool) {
	for _, p := range pages {
		if fi, err := os.Stat(filepath.Join(root, p.Source)); err == nil {
			p.Updated = fi.ModTime().UTC().Truncate(time.Second)
		}
	}
	if !useGit {
		return
	}
	// core.quotePath=false: by default git writes a CJK file name as
	// "content/zh-cn/\345\256\211…", which names no page.
	logOut, err := exec.Command("git", "-C", root, "-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative", "--", "content").Output()
	if err != nil {
		return
	}
	// status names files from the repository's top, log (--relative)
	// from root: they differ when root is a folder inside the repository.
	top, _ := exec.Command("git", "-C", root, "rev-parse", "--show-prefix").Output()
	prefix := strings.TrimSpace(string(top))
	dirty := map[string]bool{}
	// -z: paths as they are; --no-renames: a renamed file is its new path, added.
	if st, err := exec.Command("git", "-C", root, "status", "--porcelain", "-z", "--no-renames", "--untracked-files=all", "--", "content").Output(); err == nil {
		for _, e := range strings.Split(string(st), "\x00") {
			if len(e) > 3 {
				dirty[strings.TrimPrefix(e[3:], prefix)] = true
			}
		}
	}
	latest := map[string]time.Time{} // the log lists the newest commit first
	var commit time.Time
	for _, l := range strings.Split(string(logOut), "\n") {
		if date, ok := strings.CutPrefix(l, "\x00"); ok {
			commit, _ = time.Parse(time.RFC3339, date)
		} else if _, seen := latest[l]; l != "" && !seen {
			latest[l] = commit
		}
	}
	for _, p := range pages {
		if t, ok := latest[p.Source]; ok && !dirty[p.Source] {
			p.Updated = t.UTC()
		}
	}
}
