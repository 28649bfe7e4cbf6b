package bench

import (
	"net/http/httptest"

	"vocedocs/tools/pipeline"
)

// serveSite serves build/site as `mage serve` does, on a free loopback port.
func serveSite(root string) (base string, stop func(), err error) {
	h, err := pipeline.SiteHandler(root)
	if err != nil {
		return "", nil, err
	}
	srv := httptest.NewServer(h)
	return srv.URL, srv.Close, nil
}
