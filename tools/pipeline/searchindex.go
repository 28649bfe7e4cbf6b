package pipeline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"vocedocs/tools/sitedata"
)

// indexWriter is the script that turns the records into the static
// search index (Pagefind) the site searches without Algolia.
const indexWriter = "packages/search-modal/bin/write-index.mjs"

// writeSearchIndex writes the static search index of the records in
// dataDir/search into out. When the records, the script and Pagefind are
// the ones of the last build (fingerprint in cacheDir) and out is whole, the
// last index is kept.
func writeSearchIndex(root, dataDir, out, cacheDir string, log io.Writer) error {
	t := time.Now()
	fpFile := filepath.Join(cacheDir, "search-index.txt")
	fp, fpErr := searchIndexInputs(root, filepath.Join(dataDir, "search"))
	if old, err := os.ReadFile(fpFile); fpErr == nil && err == nil && string(old) == fp && indexWhole(out) {
		fmt.Fprintf(log, "search: static index unchanged, kept (%d ms)\n", time.Since(t).Milliseconds())
		return nil
	}
	os.Remove(fpFile)
	if _, err := nodeRSS(root, ".", nil, log, indexWriter, filepath.Join(dataDir, "search"), out); err != nil {
		return fmt.Errorf("the static search index: %w", err)
	}
	if fpErr == nil {
		sitedata.WriteFile(fpFile, []byte(fp))
	}
	return nil
}

// searchIndexInputs fingerprints what the index is made from.
func searchIndexInputs(root, recordsDir string) (string, error) {
	files, err := filepath.Glob(filepath.Join(recordsDir, "*.json"))
	if err != nil || len(files) == 0 {
		return "", fmt.Errorf("no records in %s", recordsDir)
	}
	files = append(files, filepath.Join(root, filepath.FromSlash(indexWriter)), filepath.Join(root, "node_modules", ".pnpm", "lock.yaml"))
	return digestFiles(files)
}

// indexWhole says whether out holds a written index: the writer renames
// a finished index into place, so one bundle means all are there.
func indexWhole(out string) bool {
	m, _ := filepath.Glob(filepath.Join(out, "*", "pagefind.js"))
	return len(m) > 0
}
