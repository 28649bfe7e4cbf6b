package pipeline

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"time"
)

// The build prints one line per stage, each with what it made and how long
// it took, in the form the Go stage and the pre-render use:
// "stage: counts in N ms (details)".

// viteLine says what the Vite builds wrote, or that they were reused.
func viteLine(client, server int, reused bool, d time.Duration) string {
	if reused {
		return fmt.Sprintf("vite: client %d files, server %d files in %d ms (code and static files unchanged: reusing the last bundles)", client, server, d.Milliseconds())
	}
	return fmt.Sprintf("vite: client %d files, server %d files in %d ms", client, server, d.Milliseconds())
}

// countFiles is the number of files under dir (0 when it is missing).
func countFiles(dir string) int {
	n := 0
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}
