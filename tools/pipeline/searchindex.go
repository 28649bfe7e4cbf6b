package pipeline

import (
	"fmt"
	"io"
	"path/filepath"
)

// indexWriter is the script that turns the records into the static
// search index (Pagefind) the site searches without Algolia.
const indexWriter = "packages/search-modal/bin/write-index.mjs"

// writeSearchIndex writes the static search index of the records in
// dataDir/search into out.
func writeSearchIndex(root, dataDir, out string, log io.Writer) error {
	if _, err := nodeRSS(root, ".", nil, log, indexWriter, filepath.Join(dataDir, "search"), out); err != nil {
		return fmt.Errorf("the static search index: %w", err)
	}
	return nil
}
