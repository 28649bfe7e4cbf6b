package content

import (
	"bytes"
	"os"

	"go.yaml.in/yaml/v3"
)

// Category is a folder's _category_.yaml.
type Category struct {
	Label     map[string]string `yaml:"label"`
	Position  *float64          `yaml:"position"`
	Collapsed *bool             `yaml:"collapsed"`
}

func readCategory(path string) (*Category, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	var c Category
	if err := dec.Decode(&c); err != nil && err.Error() != "EOF" {
		return nil, yamlError(path, err, 0, "category", "known keys: label, position, collapsed")
	}
	return &c, nil
}
