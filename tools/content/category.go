package content

import (
	"errors"
	"fmt"
	"os"

	"vocedocs/tools/yamlfile"
)

// Category is a folder's _category_.yaml.
type Category struct {
	Label     map[string]string `yaml:"label"`
	Position  *float64          `yaml:"position"`
	Collapsed *bool             `yaml:"collapsed"`
}

// readCategory reads the file at path; messages name it src.
func readCategory(path, src string) (*Category, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s:1: %v", src, err)
	}
	var c Category
	var ye *yamlfile.Error
	if _, err := yamlfile.Decode(raw, &c); errors.As(err, &ye) {
		return nil, fmt.Errorf("%s:%d: category: %s (fix the YAML at that line)", src, ye.Line, ye.Msg)
	}
	return &c, nil
}
