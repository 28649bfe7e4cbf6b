package pipeline

import (
	"encoding/json"
	"testing"

	"vocedocs/tools/search"
)

// The doc and API records are encoded apart and joined: the bytes must be
// those of encoding the joined slice at once.
func TestJoinArraysIsTheEncodingOfBothSlices(t *testing.T) {
	rec := func(id string) search.Record { return search.Record{ObjectID: id, Type: "content", Language: "en"} }
	for _, c := range []struct{ a, b []search.Record }{
		{[]search.Record{rec("a"), rec("b")}, []search.Record{rec("c")}},
		{nil, []search.Record{rec("c")}},
		{[]search.Record{rec("a")}, nil},
		{[]search.Record{}, []search.Record{}},
		{nil, nil},
	} {
		ra, _ := json.Marshal(c.a)
		rb, _ := json.Marshal(c.b)
		want, _ := json.Marshal(append(append([]search.Record{}, c.a...), c.b...))
		if got := joinArrays(ra, rb); string(got) != string(want) {
			t.Errorf("joinArrays(%s, %s) = %s, want %s", ra, rb, got, want)
		}
	}
}
