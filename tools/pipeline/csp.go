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

// inlineScriptHashes returns the CSP hashes of the template's inline scripts
// (the colour-mode script), so the policy needs no 'unsafe-inline'.
func inlineScriptHashes(indexHTML string) ([]string, error) {
	raw, err := os.ReadFile(indexHTML)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, m := range inlineScriptRe.FindAllSubmatch(raw, -1) {
		sum := sha256.Sum256(m[1])
		if h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out, nil
}

// sitePolicy is the Content-Security-Policy of a built site: `mage serve`
// sends it and the build writes it to _headers for static hosts.
func sitePolicy(siteDir string, cfg *config.Site) (string, error) {
	hashes, err := inlineScriptHashes(filepath.Join(siteDir, "index.html"))
	if err != nil {
		return "", err
	}
	return server.CSP(cfg.Widget.Host, cfg.FrameAncestors, hashes), nil
}

// writeHeadersFile writes siteDir/_headers, the security headers in the
// format Netlify and Cloudflare Pages read.
func writeHeadersFile(siteDir string, cfg *config.Site) error {
	csp, err := sitePolicy(siteDir, cfg)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(siteDir, "_headers"), []byte(server.HeadersFile(csp)), 0o644)
}
