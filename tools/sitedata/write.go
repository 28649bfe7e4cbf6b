package sitedata

import (
	"errors"
	"os"
	"path/filepath"
)

// WriteFile writes data to path atomically (temporary file in the same
// folder, then rename), creating parent folders: a reader never sees half a
// file and a failed build leaves the old one.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // the temporary file, if the rename did not happen
	_, err = f.Write(data)
	if err := errors.Join(err, f.Chmod(0o644), f.Close()); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
