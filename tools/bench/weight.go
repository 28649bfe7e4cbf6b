package bench

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"vocedocs/tools/pipeline"
)

// Weights prints what a first visit downloads, in gzip bytes: the scripts
// and stylesheets of doc pages and of an API page, and the HTML of the
// largest doc page. The size tests of apps/site/e2e/budget.spec.ts weigh
// them against their budgets and print them; they run here against the
// served build.
func Weights(root string, w io.Writer) error {
	base, stop, err := pipeline.ServeSite(root)
	if err != nil {
		return err
	}
	defer stop()
	out, err := script(root, w, []string{"BASE_URL=" + base, "VOCE_PW_OUT=" + filepath.Join(os.TempDir(), "voce-bench-weight")},
		filepath.Join("node_modules", "@playwright", "test", "cli.js"), "test", "e2e/budget.spec.ts", "--grep", "KB", "--reporter=list")
	w.Write(out)
	if err != nil {
		return fmt.Errorf("page weight (e2e/budget.spec.ts): %w", err)
	}
	return nil
}
