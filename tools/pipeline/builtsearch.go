package pipeline

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"vocedocs/tools/config"
)

// checkBuiltSearch refuses to serve build/site with other search settings
// than the environment gives now: the pages carry their build's settings,
// so a server started with another LOCAL_SEARCH_KEY would answer every
// search 403, and one without the build's Algolia variables would send a
// CSP that blocks Algolia.
func checkBuiltSearch(siteDir string, now config.Search) error {
	raw, err := os.ReadFile(filepath.Join(siteDir, "_data", "site.json"))
	if err != nil {
		return fmt.Errorf("build/site has no _data/site.json: run `go run mage.go build` first")
	}
	var built struct {
		Search config.Search `json:"search"`
	}
	if err := json.Unmarshal(raw, &built); err != nil {
		return fmt.Errorf("build/site/_data/site.json: %w (run `go run mage.go build` to write it again)", err)
	}
	b := built.Search
	var differ []string
	if b.AppID != now.AppID {
		differ = append(differ, "ALGOLIA_APP_ID")
	}
	if b.APIKey != now.APIKey {
		if b.AppID != "" || now.AppID != "" {
			differ = append(differ, "ALGOLIA_SEARCH_API_KEY")
		} else {
			differ = append(differ, "LOCAL_SEARCH_KEY")
		}
	}
	if !slices.Equal(b.Hosts, now.Hosts) {
		differ = append(differ, "ALGOLIA_SEARCH_HOSTS")
	}
	if b.IndexName != now.IndexName {
		differ = append(differ, "ALGOLIA_INDEX_NAME")
	}
	if len(differ) > 0 {
		return fmt.Errorf("build/site was built with other search settings than this environment gives (%s): run `go run mage.go build` with the same variables, or serve with the build's", strings.Join(differ, ", "))
	}
	return nil
}
