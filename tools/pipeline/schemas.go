package pipeline

import (
	"fmt"
	"io"
	"path/filepath"

	"vocedocs/tools/config"
	"vocedocs/tools/openapi"
)

// CheckSchemas runs the build's API stage on the OpenAPI document named in
// content/site.yaml, with every check it applies and each page validated
// against schemas/data, and writes nothing.
func CheckSchemas(root string, log io.Writer) error {
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return err
	}
	w := &writer{files: map[string][]byte{}}
	api, err := apiStage(Options{Root: root}, cfg, w)
	if err == nil {
		err = w.wait()
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "schemas:check: %s is valid OpenAPI %s: %d operations, %d tags; artifact schemas compile\n", cfg.API.Spec, api.Index.OpenAPI, len(api.Ops), len(api.Index.Tags))
	return nil
}

// PrintSlugs prints the page slug of every operation of any OpenAPI file,
// one per line, in document order.
func PrintSlugs(w io.Writer, file string) error {
	doc, err := openapi.Load(file)
	if err != nil {
		return err
	}
	for _, s := range openapi.Slugs(doc) {
		fmt.Fprintln(w, s)
	}
	return nil
}
