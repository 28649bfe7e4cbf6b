package release

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// Bump is a semver bump a changeset asks for: "major", "minor" or "patch".
type Bump string

// Plan is what the pending changesets in .changeset/ release.
type Plan struct {
	Changesets int             `json:"changesets"` // how many are pending
	Bumps      map[string]Bump `json:"bumps"`      // package name → bump; packages left as they are are absent
}

// ReadPlan asks Changesets itself (releaseplan.mjs) for the plan
// `changeset version` will apply in root, so a check made before the
// release sees the bumps the release makes.
func ReadPlan(root string) (Plan, error) {
	cmd := exec.Command("node", filepath.Join(root, "tools", "release", "releaseplan.mjs"))
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return Plan{}, fmt.Errorf("reading the changesets: %v\n%s", err, strings.TrimSpace(stderr.String()))
	}
	var p Plan
	if err := json.Unmarshal(out, &p); err != nil {
		return Plan{}, fmt.Errorf("releaseplan.mjs: %w", err)
	}
	return p, nil
}
