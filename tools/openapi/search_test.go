package openapi

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

func TestPlainText(t *testing.T) {
	for _, tc := range []struct{ md, want string }{
		{"plain words", "plain words"},
		{"**bold**, *em*, `code` and ~~gone~~", "bold, em, code and gone"},
		{"[a link](https://example.com) and ![an image](x.png)", "a link and an image"},
		{"## Heading\n\n- item one\n- item two\n1. first", "Heading\nitem one\nitem two\nfirst"},
		{"> quoted\n\n```json\n{\"a\": 1}\n```", "quoted\n{\"a\": 1}"},
		{"| a | b |\n|---|---|\n| 1 | 2 |", "a b\n1 2"},
		{"<b>html</b> gone", "html gone"},
		{"snake_case_name stays", "snake_case_name stays"},
	} {
		if got := plainText(tc.md); got != tc.want {
			t.Errorf("plainText(%q) = %q, want %q", tc.md, got, tc.want)
		}
	}
}

func TestSearchText(t *testing.T) {
	d, err := Load("testdata/specs/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ops := Build(d).Operations
	byslug := map[string]*Operation{}
	for _, op := range ops {
		byslug[op.Slug] = op
	}
	for slug, want := range map[string][]string{
		"list-pets":    {"List pets", "How many to return.", "Filter by status."},
		"create-a-pet": {"Create a pet", "The pet to add.", "A pet, cat or dog."},
		"get-a-pet":    {"Get a pet", "The pet's id.", "Overrides the path-level header."},
	} {
		got := byslug[slug].SearchText()
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: SearchText lacks %q:\n%s", slug, w, got)
			}
		}
		if strings.ContainsAny(got, "`*[]") {
			t.Errorf("%s: Markdown left in %q", slug, got)
		}
	}
}

// plainTextEveryRule is plainText running every rule on every text, as it
// did before it learned to skip the rules that cannot match.
func plainTextEveryRule(md string) string {
	s := strings.ReplaceAll(md, "\r\n", "\n")
	for _, r := range []struct {
		re   *regexp.Regexp
		with string
	}{{mdFence, ""}, {mdImage, "$1"}, {mdLink, "$1"}, {mdRefLink, "$1"}, {mdHTML, ""}, {mdTableRule, ""}, {mdLinePunct, ""}, {mdEmphasis, ""}} {
		s = r.re.ReplaceAllString(s, r.with)
	}
	s = strings.ReplaceAll(s, "|", " ")
	s = mdSpaces.ReplaceAllString(s, " ")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	s = mdBlank.ReplaceAllString(strings.Join(lines, "\n"), "\n")
	return strings.TrimSpace(s)
}

// Texts drawn from the characters the rules look at, and words: the
// skipping must never change the result.
func TestPlainTextSkipsOnlyRulesThatCannotMatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	bits := []string{"word", "中文", " ", "  ", "\t", "\n", "\r\n", "\n\n", "|", ":", "-", "---", "#", "## ", "> ", "* ", "+ ", "1. ", "2.", "7", ".",
		"*", "**", "_", "__", "`", "```", "~~", "~~~", "[", "]", "(", ")", "](", "][", "![", "<b>", "</b>", "<", ">", "x.png"}
	changed := 0
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for k := rng.IntN(12); k >= 0; k-- {
			b.WriteString(bits[rng.IntN(len(bits))])
		}
		md := b.String()
		want := plainTextEveryRule(md)
		if got := plainText(md); got != want {
			t.Fatalf("plainText(%q) = %q, every rule gives %q", md, got, want)
		}
		if want != strings.TrimSpace(md) {
			changed++
		}
	}
	if changed < 5000 {
		t.Errorf("only %d of 20000 texts were changed by the rules: the draw hardly tests them", changed)
	}
}
