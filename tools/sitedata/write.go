package sitedata

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

func errorsAs(err error, target any) bool { return errors.As(err, target) }

// WriteJSON validates v against schemas/data/<kind>.schema.json and writes it
// to path atomically (temporary file in the same folder, then rename), so a
// reader never sees half a file and a failed build leaves the old one.
func WriteJSON(path, kind string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if kind != "" {
		if err := ValidateRaw(kind, raw); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	return WriteFile(path, raw)
}

// WriteFile writes data to path atomically, creating parent folders.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
