package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReportTallyReadsVitestAndPlaywright(t *testing.T) {
	dir := t.TempDir()
	vitest := filepath.Join(dir, "vitest-theme.json")
	pw := filepath.Join(dir, "playwright.json")
	os.WriteFile(vitest, []byte(`{"numPassedTests":5,"numFailedTests":1,"numPendingTests":2,"numTodoTests":1}`), 0o644)
	os.WriteFile(pw, []byte(`{"stats":{"expected":7,"unexpected":1,"flaky":1,"skipped":3}}`), 0o644)
	if got, want := reportTally(nil, vitest, pw), (tally{passed: 12, failed: 3, skipped: 6}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	// A run that failed before any test (no report) is one failure.
	if got := reportTally(errors.New("exit status 1"), filepath.Join(dir, "none.json")); got != (tally{failed: 1}) {
		t.Errorf("failed run without a report: %+v", got)
	}
}
