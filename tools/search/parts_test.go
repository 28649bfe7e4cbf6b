package search

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/sitedata"
)

func TestEncodeRecordsGivesTheFileJSONMarshalGives(t *testing.T) {
	recs := validRecords()
	raw, parts, err := EncodeRecords(recs)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(recs)
	if !bytes.Equal(raw, want) {
		t.Fatalf("EncodeRecords:\n%s\njson.Marshal:\n%s", raw, want)
	}
	if len(parts) != len(recs) {
		t.Fatalf("%d parts for %d records", len(parts), len(recs))
	}
	empty, _, _ := EncodeRecords(nil)
	if string(empty) != "[]" {
		t.Fatalf("no records: %s", empty)
	}
}

func TestValidateRecordPartsChecksOnlyWhatTheCacheHasNotSeen(t *testing.T) {
	cache := sitedata.LoadValidCache(filepath.Join(t.TempDir(), "none"))
	recs := validRecords()
	raw, parts, _ := EncodeRecords(recs)
	if err := ValidateRecordParts(raw, parts, recs, cache); err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		if _, ok := cache.Passed(RecordKind, p); !ok {
			t.Fatalf("a valid record was not remembered: %s", p)
		}
	}

	// A schema error is reported with its index in the whole file, even
	// though only the changed record went through the schema.
	bad := validRecords()
	bad[1].Language = "fr"
	raw, parts, _ = EncodeRecords(bad)
	err := ValidateRecordParts(raw, parts, bad, cache)
	if err == nil || !strings.Contains(err.Error(), "at /1/language") {
		t.Fatalf("want the error at /1/language, got %v", err)
	}
	if _, ok := cache.Passed(RecordKind, parts[1]); ok {
		t.Fatal("an invalid record was remembered as valid")
	}

	// A record the cache holds is not checked against the schema again
	// (here one marked by hand, to see the skip)...
	key, _ := cache.Passed(RecordKind, parts[1])
	cache.Pass(key)
	if err := ValidateRecordParts(raw, parts, bad, cache); err != nil {
		t.Fatalf("a remembered record was checked again: %v", err)
	}
	// ...but the rules across records run every time.
	dup := validRecords()
	dup[1].ObjectID = dup[0].ObjectID
	raw, parts, _ = EncodeRecords(dup)
	if err := ValidateRecordParts(raw, parts, dup, cache); err == nil || !strings.Contains(err.Error(), "duplicate objectID") {
		t.Fatalf("want a duplicate objectID error, got %v", err)
	}
}

func TestValidateRecordPartsKeepsRememberedRecordsForTheNextRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "valid.txt")
	recs := validRecords()
	raw, parts, _ := EncodeRecords(recs)
	for run := 1; run <= 3; run++ {
		cache := sitedata.LoadValidCache(path)
		if err := ValidateRecordParts(raw, parts, recs, cache); err != nil {
			t.Fatal(err)
		}
		if err := cache.Save(path); err != nil {
			t.Fatal(err)
		}
		// A run that found every record remembered must remember them again.
		next := sitedata.LoadValidCache(path)
		for _, p := range parts {
			if _, ok := next.Passed(RecordKind, p); !ok {
				t.Fatalf("run %d: a record was forgotten for the next run", run)
			}
		}
	}
}
