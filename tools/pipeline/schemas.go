package pipeline

import (
	"fmt"
	"io"
	"path/filepath"

	"vocedocs/tools/config"
	"vocedocs/tools/openapi"
	"vocedocs/tools/sitedata"
)

// CheckSchemas loads the site's OpenAPI document with every check the build
// applies, builds its pages and validates each against schemas/data.
func CheckSchemas(root string, log io.Writer) error {
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return err
	}
	doc, err := openapi.Load(filepath.Join(root, filepath.FromSlash(cfg.API.Spec)))
	if err != nil {
		return err
	}
	m := openapi.Build(doc)
	for _, op := range m.Operations {
		if err := sitedata.Validate("api-operation", op); err != nil {
			return fmt.Errorf("%s %s (%s): %w", op.Method, op.Path, op.Slug, err)
		}
	}
	if err := sitedata.Validate("api-index", m.Index); err != nil {
		return err
	}
	fmt.Fprintf(log, "schemas:check: %s is valid OpenAPI %s: %d operations, %d tags; artifact schemas compile\n", cfg.API.Spec, doc.Version, len(m.Operations), len(m.Index.Tags))
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
