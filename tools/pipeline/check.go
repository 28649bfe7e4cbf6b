package pipeline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Check runs every content check of the Go stage and writes nothing.
func Check(root string, log io.Writer) error {
	tmp, err := os.MkdirTemp("", "voce-check-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	res, err := Data(Options{Root: root, Out: filepath.Join(tmp, "data")})
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "content:check: %d pages OK\n", len(res.Site.Pages))
	return nil
}
