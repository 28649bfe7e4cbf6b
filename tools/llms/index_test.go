package llms

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"vocedocs/tools/content"
)

// doc is a sidebar item showing a page.
func doc(title, description, route string) *content.Item {
	return &content.Item{Type: "doc", Label: "label, not title", Description: description, Page: &content.Page{Route: route, Front: content.FrontMatter{Title: title}}}
}

func TestLLMsTxt(t *testing.T) {
	m := petstore(t)
	s := apiSite(m)
	s.Twins["/"], s.Twins["/install"], s.Twins["/install/docker"], s.Twins["/faq"] = "/index.md", "/install.md", "/install/docker.md", "/faq.md"
	got := s.LLMsTxt(Index{
		Title:   "VoceChat",
		Summary: "A chat server you host yourself.",
		Sidebar: []*content.Item{
			doc("What is VoceChat", "The product in short.", "/"),
			{Type: "category", Label: "Install", Description: "Ways to install.", Page: &content.Page{Route: "/install"}, Items: []*content.Item{
				doc("Run in Docker", "One command.", "/install/docker"),
				{Type: "category", Label: "More", Items: []*content.Item{doc("FAQ [short]", "", "/faq")}},
			}},
			doc("FAQ", "Answers.", "/faq"),
			{Type: "link", Label: "APIs", Href: "/api"},
			{Type: "link", Label: "GitHub", Href: "https://github.com/Privoce/vocechat-web"}, // a link outside the docs is not listed
		},
		APIRoute: "/api",
		API:      &m.Index,
		Full:     "/llms-full.txt",
	})
	golden(t, "llms.golden.txt", got)
}

func TestFull(t *testing.T) {
	got := string(Full("VoceChat", "In short.", []string{"# A\n\nURL: x\n", "# B\n\nURL: y\n"}))
	want := "# VoceChat\n\n> In short.\n\n# A\n\nURL: x\n\n# B\n\nURL: y\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestCheckLinks(t *testing.T) {
	site, twins := t.TempDir(), t.TempDir()
	write := func(dir, rel, text string) {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(rel)), 0o755)
		os.WriteFile(filepath.Join(dir, rel), []byte(text), 0o644)
	}
	for _, f := range []string{"index.html", "index.md", "install/index.html", "install.md", "img/a.svg"} {
		write(site, f, "x")
	}
	good := "# T\n\nURL: https://d.example/install\n\n- [Home](https://d.example/index.md): x\n- [Install](https://d.example/install.md#top), [site](https://d.example)\n" +
		"![a](https://d.example/img/a.svg) [out](https://example.com/nothing.md)\n\n```bash\ncurl https://d.example/missing.md [x](https://d.example/in-code.md)\n```\n"
	write(twins, "good.md", good)
	if err := CheckLinks(twins, site, "https://d.example"); err != nil {
		t.Fatalf("good links refused: %v", err)
	}
	bad := "# T\n\nURL: https://d.example/gone\n\n- [Old](https://d.example/old.md): x\n"
	write(twins, "zh-cn/llms.txt", bad)
	err := CheckLinks(twins, site, "https://d.example")
	if err == nil {
		t.Fatal("dead links passed")
	}
	for _, want := range []string{
		"build/site/zh-cn/llms.txt:3: https://d.example/gone leads to no file of the site",
		"build/site/zh-cn/llms.txt:5: https://d.example/old.md leads to no file of the site",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("want %q in:\n%v", want, err)
		}
	}
}
