package sitedata

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"sort"
	"sync"

	"vocedocs/schemas"
)

// ValidCache remembers which artifacts passed their schema, by a digest of
// the schemas, the kind and the bytes: the same bytes against the same
// schemas give the same answer, so a rebuild revalidates only what changed.
// Validation is most of the Go stage's cost on a cold run.
type ValidCache struct {
	mu   sync.Mutex
	old  map[string]bool // loaded from disk
	used map[string]bool // passed during this run
}

var schemasDigest = sync.OnceValue(func() []byte {
	h := sha256.New()
	names, _ := fs.Glob(schemas.Data, "data/*.schema.json")
	sort.Strings(names)
	for _, n := range names {
		raw, _ := schemas.Data.ReadFile(n)
		h.Write([]byte(n))
		h.Write(raw)
	}
	return h.Sum(nil)
})

// LoadValidCache reads a cache file; a missing or unreadable one is empty.
func LoadValidCache(path string) *ValidCache {
	c := &ValidCache{old: map[string]bool{}, used: map[string]bool{}}
	raw, err := os.ReadFile(path)
	if err != nil {
		return c
	}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if l := sc.Text(); len(l) == 64 {
			c.old[l] = true
		}
	}
	return c
}

// Check runs validate on raw unless the same kind and bytes passed before.
func (c *ValidCache) Check(kind string, raw []byte, validate func([]byte) error) error {
	if c == nil {
		return validate(raw)
	}
	h := sha256.New()
	h.Write(schemasDigest())
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write(raw)
	key := hex.EncodeToString(h.Sum(nil))
	c.mu.Lock()
	hit := c.old[key] || c.used[key]
	c.mu.Unlock()
	if !hit {
		if err := validate(raw); err != nil {
			return err
		}
	}
	c.mu.Lock()
	c.used[key] = true
	c.mu.Unlock()
	return nil
}

// Save writes the digests that passed during this run (older ones are
// dropped, so the file does not grow), atomically.
func (c *ValidCache) Save(path string) error {
	c.mu.Lock()
	keys := make([]string, 0, len(c.used))
	for k := range c.used {
		keys = append(keys, k)
	}
	c.mu.Unlock()
	sort.Strings(keys)
	var b bytes.Buffer
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte('\n')
	}
	return WriteFile(path, b.Bytes())
}
