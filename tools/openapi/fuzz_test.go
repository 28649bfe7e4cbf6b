package openapi

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"vocedocs/tools/sitedata"
)

// FuzzSlug: Slug never panics, and a slug is safe in a URL path and a file
// name: ASCII only as [a-z0-9-], no spaces or control characters, no
// leading, trailing or doubled hyphen. Letters of other scripts stay.
// Seeds: testdata/fuzz/FuzzSlug.
func FuzzSlug(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		slug := Slug(s)
		if slug == "" {
			return
		}
		if !utf8.ValidString(slug) {
			t.Fatalf("Slug(%q) = %q: invalid UTF-8", s, slug)
		}
		for _, r := range slug {
			switch {
			case r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-'):
				t.Fatalf("Slug(%q) = %q: ASCII %q", s, slug, r)
			case unicode.IsSpace(r) || unicode.IsControl(r):
				t.Fatalf("Slug(%q) = %q: space or control %U", s, slug, r)
			}
		}
		if strings.HasPrefix(slug, "-") || strings.HasSuffix(slug, "-") || strings.Contains(slug, "--") {
			t.Fatalf("Slug(%q) = %q: stray hyphen", s, slug)
		}
		if Slug(slug) != slug && strings.IndexFunc(slug, func(r rune) bool { return r >= utf8.RuneSelf }) < 0 {
			t.Fatalf("Slug(%q) = %q is not stable", s, slug)
		}
	})
}

// FuzzLoad: Parse never panics; what it accepts builds into pages that pass
// their schemas; what it rejects is an *Error whose problems name a line.
// Seeds: testdata/fuzz/FuzzLoad.
func FuzzLoad(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("fuzz.yaml", data)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %T: %v", err, err)
			}
			for _, p := range e.Problems {
				if p.Message == "" {
					t.Fatalf("empty problem in %v", err)
				}
			}
			return
		}
		m := Build(d)
		if err := sitedata.Validate("api-index", m.Index); err != nil {
			t.Fatalf("index: %v", err)
		}
		seen := map[string]bool{}
		for _, op := range m.Operations {
			if seen[op.Slug] {
				t.Fatalf("slug %q repeats", op.Slug)
			}
			seen[op.Slug] = true
			if err := sitedata.Validate("api-operation", op); err != nil {
				raw, _ := json.Marshal(op)
				t.Fatalf("%s: %v\n%s", op.Slug, err, raw)
			}
			op.SearchText()
		}
	})
}
