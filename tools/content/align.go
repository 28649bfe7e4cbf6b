package content

import "github.com/pmezard/go-difflib/difflib"

// item is one thing of a page that its twin must have too: a code block,
// an admonition. key says when two items are the same; kind names it in
// messages ("bash block", "warning box").
type item struct {
	line      int
	key, kind string
	lang      string // code blocks: the fence's language
	text      string // code blocks: the code, for messages
}

// align pairs the items of a and b: by place when both have as many (a
// box of another kind, an edited command), else as a diff of their keys
// does: equal items in order, and inside each changed stretch the items of
// both sides in order. What still has no partner is in onlyA or onlyB.
func align(a, b []item) (pairs [][2]int, onlyA, onlyB []int) {
	if len(a) == len(b) {
		for i := range a {
			pairs = append(pairs, [2]int{i, i})
		}
		return pairs, nil, nil
	}
	keys := func(items []item) []string {
		var out []string
		for _, it := range items {
			out = append(out, it.key)
		}
		return out
	}
	for _, op := range difflib.NewMatcher(keys(a), keys(b)).GetOpCodes() {
		k := min(op.I2-op.I1, op.J2-op.J1)
		for x := 0; x < k; x++ {
			pairs = append(pairs, [2]int{op.I1 + x, op.J1 + x})
		}
		for x := op.I1 + k; x < op.I2; x++ {
			onlyA = append(onlyA, x)
		}
		for x := op.J1 + k; x < op.J2; x++ {
			onlyB = append(onlyB, x)
		}
	}
	return pairs, onlyA, onlyB
}
