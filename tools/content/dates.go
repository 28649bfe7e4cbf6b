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

// gitDates starts reading each page's last-updated time from git: one
// `git log` over the content folder (not one per file: that would cost a
// process per page); the newest commit naming a file wins. The returned
// function waits for git and sets the dates it found. Files with
// uncommitted changes, or outside a repository, keep their file time.
func gitDates(root string) func(pages []*Page) {
	type result struct {
		latest map[string]time.Time
		dirty  map[string]bool
	}
	done := make(chan *result, 1)
	go func() {
		logOut, err := exec.Command("git", "-C", root, "log", "--format=%x00%cI", "--name-only", "--relative", "--", "content").Output()
		if err != nil {
			done <- nil
			return
		}
		r := &result{latest: map[string]time.Time{}, dirty: map[string]bool{}}
		if st, err := exec.Command("git", "-C", root, "status", "--porcelain", "--untracked-files=all", "--", "content").Output(); err == nil {
			for _, l := range strings.Split(string(st), "\n") {
				if len(l) > 3 {
					r.dirty[strings.Trim(l[3:], `"`)] = true
				}
			}
		}
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
			if _, seen := r.latest[l]; !seen {
				r.latest[l] = cur
			}
		}
		done <- r
	}()
	return func(pages []*Page) {
		r := <-done
		if r == nil {
			return
		}
		for _, p := range pages {
			if t, ok := r.latest[p.Source]; ok && !r.dirty[p.Source] {
				p.Updated = t.UTC()
			}
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
