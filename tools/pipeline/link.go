package pipeline

import (
	"bytes"
	"os"
)

// A build writes every output into a fresh folder and then removes the old
// one. Most of a rebuild's files are unchanged, so they are hard links to
// the last build's (or to the client build's) instead of new files. Two
// reasons: a link makes no inode and copies no bytes; and removing the old
// folder then frees no inode. The second matters on ext4 without a journal,
// which steps over every inode freed in the last 30 s for each new file:
// a build that freed a thousand files made the next one's file creation
// several times slower (the bench's "files180Ms" figure showed it).
//
// Safe because nothing writes into an output file in place: the Go stage
// and the pre-render make every file anew (Node's writeNew unlinks first),
// and the dev server replaces files by rename.

// linkSame makes dst a hard link to src when src holds exactly data, and
// tells whether it did.
func linkSame(src, dst string, data []byte) bool {
	fi, err := os.Stat(src)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(len(data)) {
		return false
	}
	old, err := os.ReadFile(src)
	if err != nil || !bytes.Equal(old, data) {
		return false
	}
	return os.Link(src, dst) == nil
}

// linkTree fills dst with hard links to every file under src, copying a
// file when it cannot be linked (another file system, one without links).
func linkTree(src, dst string) error { return copyTree(src, dst, nil, true) }
