package pipeline

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"vocedocs/tools/search"
)

// BuildRecords reads every locale's records file of a build, validated.
func BuildRecords(dataDir string) ([]search.Record, error) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "search", "*.json"))
	sort.Strings(files)
	if len(files) == 0 {
		return nil, fmt.Errorf("no search records in %s: run `go run mage.go build` first", filepath.Join(dataDir, "search"))
	}
	var all []search.Record
	for _, f := range files {
		recs, err := search.ReadRecords(f)
		if err != nil {
			return nil, fmt.Errorf("%w\n  (the build writes this file: run `go run mage.go build` to write it again, or fix the value at that pointer)", err)
		}
		all = append(all, recs...)
	}
	return all, nil
}

// Push uploads the build's records to Algolia (or any host in
// ALGOLIA_HOSTS), replacing the index atomically.
func Push(root string, log io.Writer) error {
	recs, err := BuildRecords(filepath.Join(root, "build", "data"))
	if err != nil {
		return err
	}
	return search.Push(context.Background(), search.PushConfigFromEnv(), recs, log)
}
