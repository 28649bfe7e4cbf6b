package engine

import (
	"math/rand"
	"reflect"
	"testing"
)

// classifyCJK reads a term's characters without allocating; it must say
// what the plain version, which split the term into a slice, says.
func TestClassifyCJKAgreesWithPlainVersion(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	chars := []string{"反", "向", "代", "理", "服", "务", "器", "a", "é"}
	word := func(n int) string {
		s := ""
		for ; n > 0; n-- {
			s += chars[r.Intn(len(chars))]
		}
		return s
	}
	matched := 0
	for i := 0; i < 50000; i++ {
		u := unit{cjk: true, chars: runes(word(1 + r.Intn(4))), prefix: r.Intn(2) == 0}
		term := word(r.Intn(4))
		got, want := classifyCJK(0, &u, term), classifyCJKReference(0, &u, term)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("unit %q (prefix %v), term %q: got %+v, want %+v", u.chars, u.prefix, term, got, want)
		}
		matched += len(got)
	}
	if matched < 1000 {
		t.Fatalf("only %d matches: the terms prove too little", matched)
	}
}

func classifyCJKReference(i int, u *unit, term string) []match {
	r := runes(term)
	n := len(u.chars)
	var ms []match
	if n == 1 {
		c := u.chars[0]
		switch {
		case term == c:
			ms = append(ms, match{unit: i, exact: true, cover: 1, bigram: -1})
		case len(r) == 2 && r[0] == c:
			ms = append(ms, match{unit: i, cover: 1, bigram: -1, firstRunes: 1})
		case len(r) == 2 && r[1] == c:
			ms = append(ms, match{unit: i, cover: 1, bigram: -1, lastRune: true})
		}
		return ms
	}
	if len(r) == 2 {
		for j := 0; j+1 < n; j++ {
			if r[0] == u.chars[j] && r[1] == u.chars[j+1] {
				ms = append(ms, match{unit: i, exact: true, cover: 3 << uint(j), bigram: j})
			}
		}
	}
	if u.prefix && len(ms) == 0 && len(r) > 0 && r[0] == u.chars[n-1] {
		ms = append(ms, match{unit: i, cover: 1 << uint(n-1), bigram: -1, firstRunes: 1})
	}
	return ms
}
