package content

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// setDates takes each page's last-updated time from git: one `git log` over
// the content folder (not one per file: that would cost a process per page),
// the newest commit naming a file wins. Files with uncommitted changes, or
// outside a repository, use their modification time.
func setDates(root string, pages []*Page) {
	setFileDates(root, pages)
	logOut, err := exec.Command("git", "-C", root, "log", "--format=%x00%cI", "--name-only", "--relative", "--", "content").Output()
	if err != nil {
		return
	}
	dirty := map[string]bool{}
	if st, err := exec.Command("git", "-C", root, "status", "--porcelain", "--untracked-files=all", "--", "content").Output(); err == nil {
		for _, l := range strings.Split(string(st), "\n") {
			if len(l) > 3 {
				dirty[strings.Trim(l[3:], `"`)] = true
			}
		}
	}
	latest := map[string]time.Time{}
	var cur time.Time
	sc := bufio.NewScanner(bytes.NewReader(logOut))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "\x00") {
			cur, _ = time.Parse(time.RFC3339, l[1:])
			continue
		}
		if l == "" {
			continue
		}
		if _, seen := latest[l]; !seen {
			latest[l] = cur
		}
	}
	for _, p := range pages {
		if t, ok := latest[p.Source]; ok && !dirty[p.Source] {
			p.Updated = t.UTC()
		}
	}
}

func setFileDates(root string, pages []*Page) {
	for _, p := range pages {
		if fi, err := os.Stat(filepath.Join(root, p.Source)); err == nil {
			p.Updated = fi.ModTime().UTC().Truncate(time.Second)
		}
	}
}
