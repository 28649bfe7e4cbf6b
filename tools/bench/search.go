package bench

import (
	"io"
	"path/filepath"

	"vocedocs/tools/engine"
	"vocedocs/tools/pipeline"
)

// Search measures the local engine over the build's records: indexing time,
// then query latency at 1 and 16 clients for a fixed mixed en/zh query set.
func Search(root string, w io.Writer) error {
	if err := pipeline.Build(pipeline.BuildOptions{Root: root, DataOnly: true, Log: w}); err != nil {
		return err
	}
	recs, err := pipeline.BuildRecords(filepath.Join(root, "build", "data"))
	if err != nil {
		return err
	}
	return engine.Bench(w, recs, engine.BenchQueries)
}
