package llms

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLLMsTxt(t *testing.T) {
	m := petstore(t)
	s := apiSite(m)
	s.Twins["/"], s.Twins["/install"], s.Twins["/install/docker"], s.Twins["/faq"] = "/index.md", "/install.md", "/install/docker.md", "/faq.md"
	got := s.LLMsTxt(Index{
		Title:   "VoceChat",
		Summary: "A chat server you host yourself.",
		Sidebar: []Entry{
			{Title: "What is VoceChat", Description: "The product in short.", Route: "/"},
			{Title: "Install", Description: "Ways to install.", Route: "/install", Items: []Entry{
				{Title: "Run in Docker", Description: "One command.", Route: "/install/docker"},
				{Title: "More", Items: []Entry{{Title: "FAQ [short]", Route: "/faq"}}},
			}},
			{Title: "FAQ", Description: "Answers.", Route: "/faq"},
			{Title: "APIs", API: true},
			{Title: "GitHub"}, // a link outside the docs is not listed
		},
		APIRoute: "/api",
		API:      &m.Index,
		Full:     "/llms-full.txt",
	})
	golden(t, "llms.golden.txt", got)
}

func TestFull(t *testing.T) {
	got := string(Full("VoceChat", "In short.", [][]byte{[]byte("# A\n\nURL: x\n"), []byte("# B\n\nURL: y\n")}))
	want := "# VoceChat\n\n> In short.\n\n# A\n\nURL: x\n\n# B\n\nURL: y\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestCheckLinks(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"index.html", "index.md", "install/index.html", "install.md", "img/a.svg"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755)
		os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644)
	}
	good := "# T\n\nURL: https://d.example/install\n\n- [Home](https://d.example/index.md): x\n- [Install](https://d.example/install.md#top), [site](https://d.example)\n" +
		"![a](https://d.example/img/a.svg) [out](https://example.com/nothing.md)\n\n```bash\ncurl https://d.example/missing.md [x](https://d.example/in-code.md)\n```\n"
	os.WriteFile(filepath.Join(dir, "good.md"), []byte(good), 0o644)
	if err := CheckLinks(dir, "https://d.example", []string{"good.md"}); err != nil {
		t.Fatalf("good links refused: %v", err)
	}
	bad := "# T\n\nURL: https://d.example/gone\n\n- [Old](https://d.example/old.md): x\n"
	os.WriteFile(filepath.Join(dir, "llms.txt"), []byte(bad), 0o644)
	err := CheckLinks(dir, "https://d.example", []string{"good.md", "llms.txt"})
	if err == nil {
		t.Fatal("dead links passed")
	}
	for _, want := range []string{
		"build/site/llms.txt:3: https://d.example/gone leads to no file of the site",
		"build/site/llms.txt:5: https://d.example/old.md leads to no file of the site",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("want %q in:\n%v", want, err)
		}
	}
}
