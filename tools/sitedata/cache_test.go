package sitedata

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestValidCache(t *testing.T) {
	calls := 0
	check := func(raw []byte) error {
		calls++
		if string(raw) == "bad" {
			return errors.New("bad")
		}
		return nil
	}
	path := filepath.Join(t.TempDir(), "valid.txt")
	c := LoadValidCache(path)
	for i := 0; i < 2; i++ {
		if err := c.Check("page", []byte("a"), check); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 1 {
		t.Fatalf("same bytes validated %d times", calls)
	}
	c.Check("sidebar", []byte("a"), check)
	c.Check("page", []byte("b"), check)
	if calls != 3 {
		t.Fatalf("another kind or other bytes must be validated: %d calls", calls)
	}
	for i := 0; i < 2; i++ {
		if err := c.Check("page", []byte("bad"), check); err == nil {
			t.Fatal("a failure was cached")
		}
	}
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	calls = 0
	c2 := LoadValidCache(path)
	c2.Check("page", []byte("a"), check)
	c2.Check("page", []byte("c"), check)
	if calls != 1 {
		t.Fatalf("after a reload: %d calls, want 1 (only the new bytes)", calls)
	}
}
