package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// On disk, index NAME is the file <escaped NAME>.json in the engine's
// folder:
//
//	{"createdAt": "...", "updatedAt": "...", "settings": {...}, "records": [...]}
//
// A file is only ever replaced whole: written to a temporary file in the
// same folder, synced, renamed over the old one, and the folder synced.
// Moving an index renames its file over the destination's, so a process
// killed at any moment leaves each index either old or new, complete.
// The name lives only in the file name, so a move needs no rewrite.

const indexExt = ".json"

// fileName escapes an index name: letters, digits, '_' and '-' stay, any
// other byte becomes %XX.
func fileName(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String() + indexExt
}

func nameFromFile(file string) (string, bool) {
	base, ok := strings.CutSuffix(file, indexExt)
	if !ok || base == "" || strings.HasPrefix(base, ".") {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(base); i++ {
		if base[i] != '%' {
			b.WriteByte(base[i])
			continue
		}
		if i+2 >= len(base) {
			return "", false
		}
		c, err := strconv.ParseUint(base[i+1:i+3], 16, 8)
		if err != nil {
			return "", false
		}
		b.WriteByte(byte(c))
		i += 2
	}
	name := b.String()
	return name, fileName(name) == file
}

// loadAll reads every index stored in dir and removes temporary files a
// killed process left behind.
func loadAll(dir string) (map[string]*snapshot, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	m := map[string]*snapshot{}
	for _, ent := range entries {
		if ent.IsDir() {
			continue
		}
		fn := ent.Name()
		if strings.HasPrefix(fn, ".tmp-") {
			os.Remove(filepath.Join(dir, fn))
			continue
		}
		name, ok := nameFromFile(fn)
		if !ok {
			continue
		}
		s, err := readIndexFile(filepath.Join(dir, fn))
		if err != nil {
			return nil, err
		}
		m[name] = s
	}
	return m, nil
}

// readIndexFile reads an index's settings and keeps its records as raw
// JSON for materialize. The encoder writes "records" last, so the header
// is read without scanning the records.
func readIndexFile(path string) (*snapshot, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	bad := func(err error) error { return fmt.Errorf("%s: %w", path, err) }
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, bad(fmt.Errorf("not an index file"))
	}
	s := &snapshot{file: path, settings: rawSettings{}, pending: []byte("[]")}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, bad(err)
		}
		var dst any
		switch t {
		case "createdAt":
			dst = &s.createdAt
		case "updatedAt":
			dst = &s.updatedAt
		case "settings":
			dst = &s.settings
		case "records":
			var recs json.RawMessage
			dst = &recs
			if err := dec.Decode(dst); err != nil {
				return nil, bad(err)
			}
			s.pending = recs
			continue
		default:
			var skip json.RawMessage
			dst = &skip
		}
		if err := dec.Decode(dst); err != nil {
			return nil, bad(err)
		}
	}
	if s.settings == nil {
		s.settings = rawSettings{}
	}
	if s.cfg, err = s.settings.compile(); err != nil {
		return nil, bad(fmt.Errorf("settings: %w", err))
	}
	return s, nil
}

func encodeIndexFile(s *snapshot) ([]byte, error) {
	var b bytes.Buffer
	head, err := json.Marshal(struct {
		CreatedAt time.Time   `json:"createdAt"`
		UpdatedAt time.Time   `json:"updatedAt"`
		Settings  rawSettings `json:"settings"`
	}{s.createdAt, s.updatedAt, s.settings})
	if err != nil {
		return nil, err
	}
	b.Write(head[:len(head)-1])
	b.WriteString(`,"records":[`)
	if err := s.materialize(); err != nil {
		return nil, err
	}
	for i, o := range s.objects {
		if i > 0 {
			b.WriteString(",\n")
		} else {
			b.WriteByte('\n')
		}
		b.Write(o.raw)
	}
	b.WriteString("]}\n")
	return b.Bytes(), nil
}

func writeIndexFile(dir, name string, s *snapshot) error {
	data, err := encodeIndexFile(s)
	if err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, fileName(name)), data)
}

// writeAtomic replaces path with data: temporary file, fsync, rename,
// fsync of the folder.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(dir)
}

// moveIndexFile renames src's file over dst's: the atomic swap behind a
// move operation.
func moveIndexFile(dir, src, dst string) error {
	if err := os.Rename(filepath.Join(dir, fileName(src)), filepath.Join(dir, fileName(dst))); err != nil {
		return err
	}
	return syncDir(dir)
}

func removeIndexFile(dir, name string) error {
	err := os.Remove(filepath.Join(dir, fileName(name)))
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	return syncDir(dir)
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !isSyncUnsupported(err) {
		return err
	}
	return nil
}

// isSyncUnsupported tolerates file systems that cannot sync a folder.
func isSyncUnsupported(err error) bool {
	return strings.Contains(err.Error(), "invalid argument") || strings.Contains(err.Error(), "not supported")
}
