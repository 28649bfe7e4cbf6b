package bench

import (
	"fmt"
	"io"
	"os"
	"os/exec"
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
	cmd := exec.Command("node", filepath.Join("node_modules", "@playwright", "test", "cli.js"), "test", "e2e/budget.spec.ts", "--grep", "KB", "--reporter=list")
	cmd.Dir = filepath.Join(root, "apps", "site")
	cmd.Env = append(os.Environ(), "BASE_URL="+base, "CHROMIUM_PATH="+pipeline.ChromiumPath(), "VOCE_PW_OUT="+filepath.Join(os.TempDir(), "voce-bench-weight"))
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("page weight (e2e/budget.spec.ts): %w", err)
	}
	return nil
}
