package search

import (
	"encoding/json"
	"testing"

	"vocedocs/tools/markdown"
	"vocedocs/tools/sitedata"
)

func TestDocRecords(t *testing.T) {
	res, errs := markdown.Render([]byte("Intro text.\n\n![Mail  flow diagram](/img/a.svg)\n\n## 配置邮件 {#smtp}\n\nSet the **SMTP** host.\n\n- a\n- b ![icon](/img/b.svg)\n\n```bash\nsecret code\n```\n\n:::images\n![left](/img/l.png) ![](/img/r.png)\n:::\n\n### Port\n\n| k | v |\n|---|---|\n| port | 465 |\n"), 1)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	in := PageInput{URL: "https://d.example/zh-cn/setting/smtp", Language: "zh-cn", Lvl0: "设置", Title: "SMTP 设置", Description: "Send  mail\nthrough SMTP.", Body: res.Body}
	recs := DocRecords(in)
	var got []string
	for _, r := range recs {
		s := r.Type
		if r.Content != nil {
			s += ":" + *r.Content
		}
		if r.Anchor != nil {
			s += "#" + *r.Anchor
		}
		got = append(got, s)
		if err := sitedata.Validate(RecordKind, r); err != nil {
			t.Errorf("record %s: %v", s, err)
		}
	}
	// The description is the lvl1 record's content; alt texts are records
	// where the image stands (an empty alt gives none).
	want := []string{"lvl1:Send mail through SMTP.", "content:Intro text.", "content:Mail flow diagram", "lvl2#smtp", "content:Set the SMTP host.#smtp", "content:a#smtp", "content:b#smtp", "content:icon#smtp", "content:left#smtp", "lvl3#port", "content:k · v#port", "content:port · 465#port"}
	if b1, b2 := mustJSON(got), mustJSON(want); b1 != b2 {
		t.Errorf("records\n got %s\nwant %s", b1, b2)
	}
	last := recs[len(recs)-1]
	if *last.Hierarchy.Lvl0 != "设置" || *last.Hierarchy.Lvl2 != "配置邮件" || *last.Hierarchy.Lvl3 != "Port" || last.URL != "https://d.example/zh-cn/setting/smtp#port" {
		t.Errorf("hierarchy %+v url %s", last.Hierarchy, last.URL)
	}
	// Same input, same ids.
	again := DocRecords(in)
	for i := range recs {
		if recs[i].ObjectID != again[i].ObjectID {
			t.Fatal("objectIDs are not stable")
		}
	}
	seen := map[string]bool{}
	for _, r := range recs {
		if seen[r.ObjectID] {
			t.Errorf("duplicate objectID %s", r.ObjectID)
		}
		seen[r.ObjectID] = true
	}
}

func mustJSON(v any) string { b, _ := json.Marshal(v); return string(b) }
