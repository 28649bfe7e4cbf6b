package par

import (
	"errors"
	"sync/atomic"
	"testing"
)

func TestEachCallsEveryIndexOnce(t *testing.T) {
	seen := make([]atomic.Int32, 1000)
	if err := Each(len(seen), 3, func(i int) error { seen[i].Add(1); return nil }); err != nil {
		t.Fatal(err)
	}
	for i := range seen {
		if n := seen[i].Load(); n != 1 {
			t.Fatalf("index %d called %d times", i, n)
		}
	}
	if err := Each(0, 4, func(int) error { t.Fatal("called for n = 0"); return nil }); err != nil {
		t.Fatal(err)
	}
}

func TestEachReturnsTheErrorAndStops(t *testing.T) {
	boom := errors.New("boom")
	var calls atomic.Int32
	err := Each(10000, 2, func(i int) error {
		calls.Add(1)
		if i == 3 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
	if calls.Load() == 10000 {
		t.Fatal("every index ran after the error")
	}
}
