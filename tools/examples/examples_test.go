package examples

import (
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Every example of the site's own pages that a checker knows runs through
// it; a tool missing on this machine fails the test with the package to
// install, so no machine passes by checking less.
func TestSiteExamples(t *testing.T) {
	if missing := Missing(); len(missing) > 0 {
		t.Fatalf("the examples test needs: %s (.ci/run installs them)", strings.Join(missing, ", "))
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	blocks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	byLang := map[string]int{}
	for _, b := range blocks {
		byLang[b.Lang]++
	}
	for _, lang := range []string{"bash", "nginx", "caddyfile", "yaml", "json", "toml", "javascript", "python", "go", "php"} {
		if byLang[lang] == 0 {
			t.Errorf("no %s example was checked; did the loader lose them?", lang)
		}
	}
	env := NewEnv(t.TempDir())
	errs := make([]error, len(blocks))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, b := range blocks {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			errs[i] = Check(env, b)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("%s: this %s example fails: %v\n\tfix it, or mark the fence excerpt if it is part of a larger file (```%s excerpt)", blocks[i], blocks[i].Lang, err, blocks[i].Lang)
		}
	}
	t.Logf("checked %d examples: %v", len(blocks), byLang)
}
