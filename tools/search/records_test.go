package search

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
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

func sptr(s string) *string { return &s }

func validRecords() []Record {
	return []Record{
		{
			ObjectID:         "zh-cn/install/docker-nginx",
			Hierarchy:        Hierarchy{Lvl0: sptr("安装"), Lvl1: sptr("使用 Nginx 反向代理")},
			Type:             "lvl1",
			URL:              "/zh-cn/install/docker-nginx",
			URLWithoutAnchor: "/zh-cn/install/docker-nginx",
			Language:         "zh-cn",
			DocusaurusTag:    "docs-default-current",
			Weight:           Weight{PageRank: 0, Level: 90, Position: 0},
		},
		{
			ObjectID:         "zh-cn/install/docker-nginx#配置-nginx-1",
			Hierarchy:        Hierarchy{Lvl0: sptr("安装"), Lvl1: sptr("使用 Nginx 反向代理"), Lvl2: sptr("配置 Nginx")},
			Content:          sptr("把下面的配置写入 /etc/nginx/conf.d/voce.conf。"),
			Type:             "content",
			URL:              "/zh-cn/install/docker-nginx#配置-nginx",
			URLWithoutAnchor: "/zh-cn/install/docker-nginx",
			Anchor:           sptr("配置-nginx"),
			Language:         "zh-cn",
			DocusaurusTag:    "docs-default-current",
			Weight:           Weight{PageRank: 0, Level: 0, Position: 1},
		},
	}
}

func TestReadRecordsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "records.json")
	raw, _ := json.Marshal(validRecords())
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRecords(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || *got[1].Content != *validRecords()[1].Content || got[0].Content != nil {
		t.Fatalf("round trip changed records: %+v", got)
	}
}

// Each case is a records file and the error ReadRecords must report: the
// file name, then the JSON pointer of the offending value.
func TestReadRecordsErrors(t *testing.T) {
	ok := `{"objectID":"a","hierarchy":{"lvl0":"Docs","lvl1":"Intro","lvl2":null,"lvl3":null,"lvl4":null,"lvl5":null,"lvl6":null},"content":null,"type":"lvl1","url":"/intro","url_without_anchor":"/intro","anchor":null,"language":"en","docusaurus_tag":"default","weight":{"pageRank":0,"level":90,"position":0}}`
	cases := []struct{ name, file, want string }{
		{"valid", "[" + ok + "]", ""},
		{"empty array", "[]", ""},
		{"not an array", ok, "at /: got object, want array"},
		{"syntax", "[\n" + ok + ",\n}", "invalid character '}'"},
		{"bad type", "[" + strings.Replace(ok, `"type":"lvl1"`, `"type":"lvl9"`, 1) + "]", "at /0/type"},
		{"bad language", "[" + strings.Replace(ok, `"en"`, `"fr"`, 1) + "]", "at /0/language"},
		{"null lvl1", "[" + strings.Replace(ok, `"lvl1":"Intro"`, `"lvl1":null`, 1) + "]", "at /0/hierarchy/lvl1"},
		{"extra field", "[" + strings.Replace(ok, `"objectID":"a",`, `"objectID":"a","title":"x",`, 1) + "]", "at /0: additional properties 'title' not allowed"},
		{"content record without content", "[" + strings.Replace(ok, `"type":"lvl1"`, `"type":"content"`, 1) + "]", "at /0/content"},
		{"lvl1 record with a description", "[" + strings.Replace(ok, `"content":null`, `"content":"x"`, 1) + "]", ""},
		{"lvl1 record with empty content", "[" + strings.Replace(ok, `"content":null`, `"content":""`, 1) + "]", "at /0/content"},
		{"lvl2 record with content", "[" + strings.NewReplacer(`"content":null`, `"content":"x"`, `"type":"lvl1"`, `"type":"lvl2"`, `"lvl2":null`, `"lvl2":"H"`).Replace(ok) + "]", "at /0/content"},
		{"lvl3 record without lvl3", "[" + strings.Replace(ok, `"type":"lvl1"`, `"type":"lvl3"`, 1) + "]", "at /0/hierarchy/lvl3"},
		{"fractional weight", "[" + strings.Replace(ok, `"pageRank":0`, `"pageRank":0.5`, 1) + "]", "at /0/weight/pageRank"},
		{"duplicate objectID", "[" + ok + "," + ok + "]", "at /1/objectID: duplicate objectID \"a\" (first at /0)"},
		{"url without anchor", "[" + strings.Replace(ok, `"anchor":null`, `"anchor":"x"`, 1) + "]", "at /0/url: got \"/intro\", want url_without_anchor + \"#\" + anchor = \"/intro#x\""},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, "records.json")
			if err := os.WriteFile(path, []byte(c.file), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := ReadRecords(path)
			if c.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			t.Log(err)
			if !strings.HasPrefix(err.Error(), path+": ") || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want it to start with the file name and contain %q", err, c.want)
			}
		})
	}
}

// The schema is also registered with sitedata, so other tools can validate a
// single record by kind.
func TestRecordKindKnownToSitedata(t *testing.T) {
	if err := sitedataValidate(validRecords()[1]); err != nil {
		t.Fatal(err)
	}
}

func sitedataValidate(r Record) error { return sitedata.Validate(RecordKind, r) }

func TestValidateRecordsReportsTheSchemasError(t *testing.T) {
	recs := validRecords()
	raw, _ := json.Marshal(recs)
	if err := ValidateRecords(raw, recs); err != nil {
		t.Fatal(err)
	}
	bad := validRecords()
	bad[1].Language = "fr"
	raw, _ = json.Marshal(bad)
	err := ValidateRecords(raw, bad)
	if err == nil || !strings.Contains(err.Error(), "search-record.schema.json") || !strings.Contains(err.Error(), "at /1/language") {
		t.Fatalf("want the schema's error at /1/language, got %v", err)
	}
	// The rules across records run too.
	dup := validRecords()
	dup[1].ObjectID = dup[0].ObjectID
	raw, _ = json.Marshal(dup)
	if err := ValidateRecords(raw, dup); err == nil || !strings.Contains(err.Error(), "duplicate objectID") {
		t.Fatalf("want a duplicate objectID error, got %v", err)
	}
}
