package pipeline

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

// The policy `mage serve` sends lets the pages reach the search hosts the
// build chose, and Algolia's insights endpoint whenever the site searches
// Algolia (search-insights sends the click events there); the local engine
// needs nothing but the page's own origin.
func TestServeCSPAllowsTheSearchHosts(t *testing.T) {
	const insights = "https://insights.algolia.io"
	algolia := []string{"https://*.algolia.net", "https://*.algolianet.com"}
	cases := []struct {
		name   string
		env    map[string]string
		want   []string
		absent []string
	}{
		{"local engine", nil, nil, append(algolia, insights)},
		{"algolia", map[string]string{"ALGOLIA_APP_ID": "APP", "ALGOLIA_SEARCH_API_KEY": "KEY"}, append(algolia, insights), nil},
		{"algolia through its own hosts", map[string]string{"ALGOLIA_APP_ID": "APP", "ALGOLIA_SEARCH_API_KEY": "KEY", "ALGOLIA_SEARCH_HOSTS": "search.example.com, http://127.0.0.1:7700"},
			[]string{"https://search.example.com", "http://127.0.0.1:7700", insights}, algolia},
		{"local engine elsewhere", map[string]string{"ALGOLIA_SEARCH_HOSTS": "http://127.0.0.1:7700"}, []string{"http://127.0.0.1:7700"}, append(algolia, insights)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, k := range []string{"ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY", "ALGOLIA_SEARCH_HOSTS", "LOCAL_SEARCH_KEY"} {
				t.Setenv(k, c.env[k])
			}
			connect := servedConnectSrc(t, builtSite(t))
			if connect[0] != "'self'" {
				t.Errorf("connect-src %v does not start with 'self'", connect)
			}
			for _, w := range c.want {
				if !slices.Contains(connect, w) {
					t.Errorf("connect-src %v lacks %s", connect, w)
				}
			}
			for _, a := range c.absent {
				if slices.Contains(connect, a) {
					t.Errorf("connect-src %v allows %s", connect, a)
				}
			}
		})
	}
}

// builtSite is a site whose Go stage ran with the current environment, with
// the two files of build/site that serve reads beside the records.
func builtSite(t *testing.T) string {
	t.Helper()
	root := writeSite(t, "")
	if _, err := runData(root); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(root, "build", "site")
	if err := os.MkdirAll(filepath.Join(site, "_data"), 0o755); err != nil {
		t.Fatal(err)
	}
	pack, err := sitedata.ReadPack(filepath.Join(root, "build", "data"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := pack["site.json"]
	if err := os.WriteFile(filepath.Join(site, "_data", "site.json"), cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "index.html"), []byte("<!doctype html><script>1</script>"), 0o644); err != nil {
		t.Fatal(err)
	}
	return root
}

// servedConnectSrc starts Serve on a free port and returns the connect-src
// sources of the policy it sends with the home page.
func servedConnectSrc(t *testing.T, root string) []string {
	t.Helper()
	ready, stop, done := make(chan string, 1), make(chan struct{}), make(chan error, 1)
	go func() {
		done <- Serve(ServeOptions{Root: root, Addr: "127.0.0.1:0", Ready: ready, Stop: stop, Log: io.Discard})
	}()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatal(err)
	}
	defer func() { close(stop); <-done }()
	res, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	for _, d := range strings.Split(res.Header.Get("Content-Security-Policy"), ";") {
		if f := strings.Fields(d); len(f) > 0 && f[0] == "connect-src" {
			return f[1:]
		}
	}
	t.Fatalf("no connect-src in %q", res.Header.Get("Content-Security-Policy"))
	return nil
}
