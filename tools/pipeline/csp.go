package pipeline

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"regexp"
	"strings"

	"vocedocs/tools/config"
)

// searchSources are the origins the pages' search may reach besides their
// own: the configured hosts (ALGOLIA_SEARCH_HOSTS), else Algolia's own hosts
// for an Algolia application; and with one, Algolia's insights endpoint,
// where search-insights sends the modal's click events whatever hosts
// answer the searches.
func searchSources(s config.Search) []string {
	var out []string
	for _, h := range s.Hosts {
		// A host may carry its scheme (http://127.0.0.1:3000); bare hosts are https.
		if !strings.Contains(h, "://") {
			h = "https://" + h
		}
		out = append(out, h)
	}
	if s.AppID == "" {
		return out
	}
	if len(out) == 0 {
		// algoliasearch's hosts: APPID-dsn.algolia.net, APPID.algolia.net,
		// APPID-1..3.algolianet.com.
		out = append(out, "https://*.algolia.net", "https://*.algolianet.com")
	}
	return append(out, "https://insights.algolia.io")
}

var inlineScriptRe = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// inlineScriptHashes returns the CSP hashes of the template's inline scripts
// (the colour-mode script), so the policy needs no 'unsafe-inline'.
func inlineScriptHashes(indexHTML string) ([]string, error) {
	raw, err := os.ReadFile(indexHTML)
	if err != nil {
		return nil, err
	}
	var out []string
	seen := map[string]bool{}
	for _, m := range inlineScriptRe.FindAllSubmatch(raw, -1) {
		sum := sha256.Sum256(m[1])
		h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	return out, nil
}
