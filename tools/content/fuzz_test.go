package content

import "testing"

// FuzzFrontMatter: any bytes give a front matter or an error naming the
// file and a line, never a panic.
func FuzzFrontMatter(f *testing.F) {
	for _, s := range []string{"---\ntitle: A\ndescription: B\n---\nbody", "---\ntitle: [\n---\n", "---\n---\n", "no front matter", "---\ntitle: A", "---\nsidebar_position: x\n---\n", "\xef\xbb\xbf---\r\ntitle: A\r\n---\r\n",
		// gopkg.in/yaml.v3 panicked on a merge key inside a flow map.
		"---\n{{},<<}\n---\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		_, _, line, err := SplitFrontMatter("p.md", raw)
		if err != nil {
			if len(err.Error()) < 6 || err.Error()[:5] != "p.md:" {
				t.Fatalf("error without file: %v", err)
			}
			return
		}
		if line < 3 {
			t.Fatalf("body line %d", line)
		}
	})
}
