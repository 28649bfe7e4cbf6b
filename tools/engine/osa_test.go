package engine

import (
	"math/rand"
	"testing"
)

// osa must agree with a plain, unbounded optimal string alignment distance,
// for short words (stack rows) and long ones (heap rows) alike.
func TestOSAAgreesWithPlainDistance(t *testing.T) {
	plain := func(a, b []rune) int {
		d := make([][]int, len(a)+1)
		for i := range d {
			d[i] = make([]int, len(b)+1)
			d[i][0] = i
		}
		for j := range d[0] {
			d[0][j] = j
		}
		for i := 1; i <= len(a); i++ {
			for j := 1; j <= len(b); j++ {
				cost := 1
				if a[i-1] == b[j-1] {
					cost = 0
				}
				d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
				if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
					d[i][j] = min(d[i][j], d[i-2][j-2]+1)
				}
			}
		}
		return d[len(a)][len(b)]
	}
	r := rand.New(rand.NewSource(5))
	alphabet := []rune("abcé代理")
	word := func(n int) []rune {
		w := make([]rune, n)
		for i := range w {
			w[i] = alphabet[r.Intn(len(alphabet))]
		}
		return w
	}
	for i := 0; i < 20000; i++ {
		n := r.Intn(6)
		if i%10 == 0 {
			n = 30 + r.Intn(8) // past the stack rows
		}
		a := word(n)
		b := append([]rune(nil), a...)
		for e := r.Intn(4); e > 0 && len(b) > 0; e-- {
			k := r.Intn(len(b))
			switch r.Intn(3) {
			case 0:
				b[k] = alphabet[r.Intn(len(alphabet))]
			case 1:
				b = append(b[:k], b[k+1:]...)
			default:
				b = append(b[:k], append([]rune{alphabet[r.Intn(len(alphabet))]}, b[k:]...)...)
			}
		}
		max := 1 + r.Intn(2)
		want := min(plain(a, b), max+1)
		if got := osa(string(a), string(b), max); got != want {
			t.Fatalf("osa(%q, %q, %d) = %d, want %d", string(a), string(b), max, got, want)
		}
	}
}
