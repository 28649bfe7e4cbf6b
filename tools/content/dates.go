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
// uncommitted changes, untracked or outside a repository keep their file
// time: their last edit is newer than any commit.
func gitDates(root string) func(pages []*Page) {
	type result struct {
		latest map[string]time.Time
		dirty  map[string]bool
	}
	done := make(chan *result, 1)
	go func() {
		// core.quotePath=false: by default git writes a CJK file name as
		// "content/zh-cn/\345\256\211…", which names no page.
		logOut, err := exec.Command("git", "-C", root, "-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative", "--", "content").Output()
		if err != nil {
			done <- nil
			return
		}
		r := &result{latest: map[string]time.Time{}, dirty: map[string]bool{}}
		// status names files from the repository's top, log (--relative)
		// from root: they differ when root is a folder inside the repository.
		top, _ := exec.Command("git", "-C", root, "rev-parse", "--show-prefix").Output()
		prefix := strings.TrimSpace(string(top))
		// -z: paths as they are, and a rename as "R  new\0old\0".
		if st, err := exec.Command("git", "-C", root, "status", "--porcelain", "-z", "--untracked-files=all", "--", "content").Output(); err == nil {
			entries := strings.Split(string(st), "\x00")
			for i := 0; i < len(entries); i++ {
				if e := entries[i]; len(e) > 3 {
					r.dirty[strings.TrimPrefix(e[3:], prefix)] = true
					if e[0] == 'R' || e[0] == 'C' {
						i++ // the old path
					}
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
