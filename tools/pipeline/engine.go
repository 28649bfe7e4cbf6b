package pipeline

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"

	"vocedocs/tools/config"
	"vocedocs/tools/engine"
	"vocedocs/tools/search"
)

// localEngine is the search engine `mage serve` and `mage dev` run on the
// site's own origin.
type localEngine struct {
	eng   *engine.Engine
	index string
	data  string
}

// startEngine opens the engine's store under build/ and loads the build's
// records into the site's index. Writes need LOCAL_SEARCH_ADMIN_KEY, or the
// key generated and printed here; reads need LOCAL_SEARCH_KEY when set.
func startEngine(root string, cfg *config.Site, log io.Writer) (http.Handler, func(), error) {
	le, err := openEngine(root, cfg, log)
	if err != nil {
		return nil, nil, err
	}
	return le.eng.Handler(), func() { le.eng.Close() }, nil
}

func openEngine(root string, cfg *config.Site, log io.Writer) (*localEngine, error) {
	admin := os.Getenv("LOCAL_SEARCH_ADMIN_KEY")
	if admin == "" {
		b := make([]byte, 16)
		rand.Read(b)
		admin = hex.EncodeToString(b)
		fmt.Fprintf(log, "search: local engine at /1/ (index %q); admin key for writes this run: %s (set LOCAL_SEARCH_ADMIN_KEY to choose one)\n", cfg.Search.IndexName, admin)
	}
	eng, err := engine.Open(filepath.Join(root, "build", "search-engine"), engine.Options{
		AdminKey:  admin,
		SearchKey: os.Getenv("LOCAL_SEARCH_KEY"),
		Logf:      func(f string, a ...any) { fmt.Fprintf(log, "search: "+f+"\n", a...) },
	})
	if err != nil {
		return nil, fmt.Errorf("search engine: %w", err)
	}
	le := &localEngine{eng: eng, index: cfg.Search.IndexName, data: filepath.Join(root, "build", "data", "search")}
	if err := le.reload(); err != nil {
		eng.Close()
		return nil, err
	}
	return le, nil
}

// reload replaces the index with the build's records (atomically: searches
// see the old index until the new one is complete).
func (le *localEngine) reload() error {
	recs, err := BuildRecords(filepath.Dir(le.data))
	if err != nil {
		return err
	}
	return le.eng.LoadRecords(le.index, recs, engine.DocSearchSettings())
}

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
	cfg := search.PushConfigFromEnv()
	if cfg.AppID == "" {
		return fmt.Errorf("`appId` is missing.")
	}
	if cfg.APIKey == "" {
		return fmt.Errorf("`apiKey` is missing.")
	}
	recs, err := BuildRecords(filepath.Join(root, "build", "data"))
	if err != nil {
		return err
	}
	return search.Push(context.Background(), cfg, recs, log)
}
