package pipeline

import (
	"io"
	"net/http"

	"vocedocs/tools/config"
)

// startEngine starts the local search engine over the build's records.
func startEngine(root string, cfg *config.Site, log io.Writer) (http.Handler, func(), error) {
	return nil, func() {}, nil
}
