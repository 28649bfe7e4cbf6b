package pipeline

import (
	"fmt"
	"io"
	"path/filepath"
)

// writeSearchIndex writes the static search index (Pagefind), which the
// site searches without Algolia, of the records in dataDir/search into out.
func writeSearchIndex(root, dataDir, out string, log io.Writer) error {
	script := "packages/search-modal/bin/write-index.mjs"
	if _, err := nodeRSS(root, ".", nil, log, script, filepath.Join(dataDir, "search"), out); err != nil {
		return fmt.Errorf("the static search index: %w", err)
	}
	return nil
}
