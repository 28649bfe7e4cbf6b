package sitedata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// PackName is the one file under build/data that holds every artifact the
// site renders from (pages, API index and operations, sidebars, strings,
// site and routes), keyed by the path each had when they were files of
// their own: "pages/en/faq.json", "routes.json".
//
// Why one file: a cold build created ~170 small files and 20 folders, and
// on this kind of disk that cost more than all the Go stage's JSON work
// when the inode allocator was busy. Readers take all of it anyway.
//
// It is plain JSON (jq '."routes.json"' build/data/artifacts.json works),
// written one artifact per line, `"rel":<json>,`, so a reader can take an
// artifact's exact bytes without parsing the rest: the pre-render digests
// those bytes to tell which pages changed.
const PackName = "artifacts.json"

// EncodePack lays out artifacts (rel → JSON, already checked against its
// schema, so valid) in name order.
func EncodePack(artifacts map[string][]byte) []byte {
	rels := make([]string, 0, len(artifacts))
	size := 4
	for rel, raw := range artifacts {
		rels = append(rels, rel)
		size += len(rel) + len(raw) + 6
	}
	sort.Strings(rels)
	out := make([]byte, 0, size)
	out = append(out, "{\n"...)
	for i, rel := range rels {
		raw := artifacts[rel]
		// One line each: encoding/json never writes a raw newline inside a
		// value, but a hand-made artifact could hold whitespace.
		if bytes.ContainsAny(raw, "\n\r") {
			var b bytes.Buffer
			json.Compact(&b, raw)
			raw = b.Bytes()
		}
		key, _ := json.Marshal(rel)
		out = append(out, key...)
		out = append(out, ':')
		out = append(out, raw...)
		if i < len(rels)-1 {
			out = append(out, ',')
		}
		out = append(out, '\n')
	}
	return append(out, "}\n"...)
}

// ReadPack reads dir's pack: every artifact's bytes by its name.
func ReadPack(dir string) (map[string]json.RawMessage, error) {
	raw, err := os.ReadFile(filepath.Join(dir, PackName))
	if err != nil {
		return nil, fmt.Errorf("%w (run `go run mage.go build` to write it)", err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, PackName), err)
	}
	return m, nil
}

// ReadArtifact decodes one artifact of dir's pack into v.
func ReadArtifact(dir, rel string, v any) error {
	pack, err := ReadPack(dir)
	if err != nil {
		return err
	}
	raw, ok := pack[rel]
	if !ok {
		return fmt.Errorf("%s has no %s", filepath.Join(dir, PackName), rel)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s: %s: %w", filepath.Join(dir, PackName), rel, err)
	}
	return nil
}
