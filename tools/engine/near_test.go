package engine

import (
	"math/rand"
	"slices"
	"testing"
)

// near must list exactly the terms a plain scan finds with osa, for words
// with typos, CJK words and words longer than any term.
func TestNearListsWhatAScanFinds(t *testing.T) {
	s, _ := testIndex(t, append(fixture(), SyntheticRecords(3000, 5)...))
	r := rand.New(rand.NewSource(8))
	words := []string{"nginx", "nignx", "confgure", "dokcer", "smpt", "serever", "webhok", "ab", "a", "反向代理", "代里",
		"certificatesandmore", "zzzz", "instal", "pasword", "x"}
	for i := 0; i < 300; i++ {
		w := []rune(s.post.terms[r.Intn(len(s.post.terms))])
		for e := r.Intn(3); e > 0 && len(w) > 1; e-- {
			k := r.Intn(len(w) - 1)
			switch r.Intn(3) {
			case 0:
				w[k], w[k+1] = w[k+1], w[k]
			case 1:
				w = append(w[:k], w[k+1:]...)
			default:
				w[k] = 'q'
			}
		}
		words = append(words, string(w))
	}
	found := 0
	for _, w := range words {
		for k := 1; k <= 2; k++ {
			var want []int32
			for id, term := range s.post.terms {
				if osa(term, w, k) <= k {
					want = append(want, int32(id))
				}
			}
			got := s.post.near(w, k)
			if !slices.Equal(got, want) {
				t.Fatalf("near(%q, %d) = %v, a scan finds %v", w, k, names(s.post, got), names(s.post, want))
			}
			found += len(got)
		}
	}
	if found < 1000 {
		t.Fatalf("only %d near terms found: the words prove too little", found)
	}
}
