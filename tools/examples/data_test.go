package examples

import (
	"encoding/json"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// checkYAML parses the block; a Compose file must also name its services,
// each with an image or a build.
func checkYAML(_ *Env, _ string, b Block) error {
	var doc map[string]any
	if err := yaml.Unmarshal([]byte(b.Code), &doc); err != nil {
		return fmt.Errorf("YAML: %v", err)
	}
	if !strings.Contains(strings.ToLower(b.Title), "compose") && doc["services"] == nil {
		return nil
	}
	services, ok := doc["services"].(map[string]any)
	if !ok || len(services) == 0 {
		return fmt.Errorf("compose file: no services")
	}
	for name, v := range services {
		svc, ok := v.(map[string]any)
		if !ok || svc["image"] == nil && svc["build"] == nil {
			return fmt.Errorf("compose file: service %q has neither image nor build", name)
		}
	}
	return nil
}

func checkJSON(_ *Env, _ string, b Block) error {
	var v any
	if err := json.Unmarshal([]byte(b.Code), &v); err != nil {
		return fmt.Errorf("JSON: %v", err)
	}
	return nil
}

// checkTOML parses with Python's tomllib (3.11+), the reference parser at
// hand on Debian.
func checkTOML(_ *Env, dir string, b Block) error {
	p, err := write(dir, "example.toml", b.Code)
	if err != nil {
		return err
	}
	const script = `import sys, tomllib
try:
    tomllib.load(open(sys.argv[1], "rb"))
except tomllib.TOMLDecodeError as e:
    sys.exit(f"TOML: {e}")`
	return run(dir, nil, "python3", "-c", script, p)
}
