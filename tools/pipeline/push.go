package pipeline

import (
	"context"
	"fmt"
	"io"
	"path/filepath"

	"vocedocs/tools/search"
)

// Push uploads the build's records, every locale's file validated, to
// Algolia (or any host in ALGOLIA_HOSTS), replacing the index atomically.
func Push(root string, log io.Writer) error {
	dir := filepath.Join(root, "build", "data", "search")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) == 0 {
		return fmt.Errorf("no search records in %s: run `go run mage.go build` first", dir)
	}
	var all []search.Record
	for _, f := range files {
		recs, err := search.ReadRecords(f)
		if err != nil {
			return fmt.Errorf("%w\n  (the build writes this file: run `go run mage.go build` to write it again, or fix the value at that pointer)", err)
		}
		all = append(all, recs...)
	}
	return search.Push(context.Background(), search.PushConfigFromEnv(), all, log)
}
