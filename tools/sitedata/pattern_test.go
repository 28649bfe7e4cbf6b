package sitedata

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// The byte scan must answer as Go's regexp does, for every string.
func TestCompilePatternMatchesRegexp(t *testing.T) {
	shaped := []string{`^\S+$`, `^[^#\s]+$`, `^[^A-Z\s/\\?#%]+$`, `^[^a-c-]+$`, `^[^\-\]x]+$`}
	others := []string{`^/`, `^https?://`, `^([1-5]([0-9]{2}|XX)|default)$`, `^[^\d]+$`, `^[^ab]*$`, `^[^\pL]+$`, `^[^é]+$`}
	alphabet := []string{"a", "Z", "M", "0", "#", "/", "\\", "?", "%", "-", "]", "x", "c", " ", "\t", "\n", "\r", "\f", "\v", "é", "安装", "🚀", "\xff", "\x00", "\u00a0", "\u2028"}
	rng := rand.New(rand.NewPCG(3, 4))
	inputs := []string{""}
	for i := 0; i < 5000; i++ {
		n := rng.IntN(8)
		s := ""
		for j := 0; j < n; j++ {
			s += alphabet[rng.IntN(len(alphabet))]
		}
		inputs = append(inputs, s)
	}
	for _, p := range append(shaped, others...) {
		got, err := CompilePattern(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if got.String() != p {
			t.Errorf("%s: String() = %q", p, got.String())
		}
		want := regexp.MustCompile(p)
		for _, s := range inputs {
			if got.MatchString(s) != want.MatchString(s) {
				t.Fatalf("%s on %q: got %v, regexp says %v", p, s, got.MatchString(s), want.MatchString(s))
			}
		}
	}
	for _, p := range shaped {
		if _, ok := noneOfPattern(p); !ok {
			t.Errorf("%s: not read as a byte scan", p)
		}
	}
	for _, p := range others {
		if _, ok := noneOfPattern(p); ok {
			t.Errorf("%s: read as a byte scan, it is not one", p)
		}
	}
}
