package search

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The schema check and the engine read Record.Decoded instead of decoding the record's
// JSON: the two must be the same value, whatever the record holds.
func TestDecodedIsTheDecodedJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"", "a", "Docker 安装", "x\"y\\z", "tab\there", "<b>&amp;", "\u2028", "emoji 🚀"}
	opt := func() *string {
		if rng.IntN(3) == 0 {
			return nil
		}
		s := words[rng.IntN(len(words))]
		return &s
	}
	word := func() string { return words[rng.IntN(len(words))] }
	num := func() int { return rng.IntN(2001) - 1000 }
	for i := 0; i < 2000; i++ {
		r := Record{
			ObjectID:         word(),
			Hierarchy:        Hierarchy{opt(), opt(), opt(), opt(), opt(), opt(), opt()},
			Content:          opt(),
			Type:             word(),
			URL:              word(),
			URLWithoutAnchor: word(),
			Anchor:           opt(),
			Language:         word(),
			DocusaurusTag:    word(),
			Weight:           Weight{num(), num(), num()},
		}
		raw, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		want, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Decoded(); !reflect.DeepEqual(got, want) {
			t.Fatalf("record %d:\n got %#v\nwant %#v", i, got, want)
		}
	}
}
