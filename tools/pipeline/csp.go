package pipeline

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"regexp"
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
