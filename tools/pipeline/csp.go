package pipeline

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"path/filepath"
	"regexp"
	"slices"

	"vocedocs/tools/config"
	"vocedocs/tools/server"
)

var inlineScriptRe = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// sitePolicy is the Content-Security-Policy of a built site: `mage serve`
// sends it and the build writes it to _headers for static hosts. The
// template's inline scripts (the colour-mode script) go by their hashes,
// so the policy needs no 'unsafe-inline'.
func sitePolicy(siteDir string, cfg *config.Site) (string, error) {
	raw, err := os.ReadFile(filepath.Join(siteDir, "index.html"))
	if err != nil {
		return "", err
	}
	var hashes []string
	for _, m := range inlineScriptRe.FindAllSubmatch(raw, -1) {
		sum := sha256.Sum256(m[1])
		if h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !slices.Contains(hashes, h) {
			hashes = append(hashes, h)
		}
	}
	return server.CSP(cfg.Widget.Host, cfg.FrameAncestors, hashes), nil
}
