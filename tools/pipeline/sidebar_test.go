package pipeline

import (
	"strings"
	"testing"
)

// sbPage is one page of a sidebar-order case, in both locales. pos is the
// sidebar_position ("" for none; "1|2" gives en 1 and zh-cn 2); en and zh
// are the sidebar labels.
type sbPage struct{ file, pos, en, zh string }

// The sidebar sorts a folder's items by position (fractions allowed; none
// is last), then by file name in byte order. Labels never decide the
// order, and each locale sorts by its own front matter.
func TestSidebarOrder(t *testing.T) {
	cases := []struct {
		name   string
		pages  []sbPage
		en, zh string // labels in sidebar order
	}{
		{"fractional positions", []sbPage{{"a", "2.5", "A", "甲"}, {"b", "2.2", "B", "乙"}, {"c", "2.25", "C", "丙"}},
			"B,C,A", "乙,丙,甲"},
		{"negative, zero and positive", []sbPage{{"a", "1", "One", "一"}, {"b", "0", "Zero", "零"}, {"c", "-1", "Minus", "负"}},
			"Minus,Zero,One", "负,零,一"},
		{"ties by file name, byte order", []sbPage{{"b-page", "1", "Alpha", "乙"}, {"a-page", "1", "Zulu", "甲"}, {"B-page", "1", "Mike", "丙"}, {"a-page-2", "1", "Echo", "丁"}},
			"Mike,Zulu,Echo,Alpha", "丙,甲,丁,乙"},
		{"no position last, by file name", []sbPage{{"z", "", "Z", "末"}, {"m", "", "M", "中"}, {"x", "3", "X", "前"}},
			"X,M,Z", "前,中,末"},
		{"CJK file names sort by their bytes", []sbPage{{"简介", "", "Intro", "简介"}, {"安装", "", "Install", "安装"}, {"zz", "", "Zz", "之"}},
			"Zz,Install,Intro", "之,安装,简介"},
		{"emoji and punctuation in file names", []sbPage{{"🚀-launch", "1", "Launch", "发布"}, {"_under", "1", "Under", "下划线"}, {"-dash", "1", "Dash", "连字符"}, {"0-zero", "1", "Zero", "零"}},
			"Dash,Zero,Under,Launch", "连字符,零,下划线,发布"},
		{"labels kept as written and not sorted", []sbPage{{"a", "", "🚀 Launch!", "「发布」🚀"}, {"b", "", "C++ & Go", "C++ 与 Go"}, {"c", "", "(aside)", "（旁注）"}},
			"🚀 Launch!,C++ & Go,(aside)", "「发布」🚀,C++ 与 Go,（旁注）"},
		{"each locale by its own positions", []sbPage{{"a", "1|2", "A", "甲"}, {"b", "2|1", "B", "乙"}},
			"A,B", "乙,甲"},
		{"a folder among pages, by its _category_ position", []sbPage{{"a", "1", "A", "甲"}, {"sub/x", "1", "X", "子"}, {"c", "2", "C", "丙"}},
			"A,Sub,C", "甲,子目录,丙"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			overlay := ""
			for _, loc := range []string{"en", "zh-cn"} {
				overlay += "-- content/" + loc + "/t/_category_.yaml --\nlabel: { en: T, zh-cn: 测试 }\nposition: 3\n"
				overlay += "-- content/" + loc + "/t/sub/_category_.yaml --\nlabel: { en: Sub, zh-cn: 子目录 }\nposition: 1.5\n"
				for _, p := range c.pages {
					pos, label := p.pos, p.en
					if loc == "zh-cn" {
						label = p.zh
						if _, zh, ok := strings.Cut(pos, "|"); ok {
							pos = zh
						}
					}
					pos, _, _ = strings.Cut(pos, "|")
					front := "---\ntitle: 页面 " + p.file + "\ndescription: d\nsidebar_label: \"" + label + "\"\n"
					if pos != "" {
						front += "sidebar_position: " + pos + "\n"
					}
					overlay += "-- content/" + loc + "/t/" + p.file + ".md --\n" + front + "---\n文本\n"
				}
			}
			res, err := runData(writeSite(t, overlay))
			if err != nil {
				t.Fatal(err)
			}
			for loc, want := range map[string]string{"en": c.en, "zh-cn": c.zh} {
				items := res.Site.Sidebars[loc].Items
				var top, inT []string
				for _, it := range items {
					top = append(top, it.Label)
					if it.Href == "" && it.Type == "category" && (it.Label == "T" || it.Label == "测试") {
						for _, sub := range it.Items {
							inT = append(inT, sub.Label)
						}
					}
				}
				if got := strings.Join(inT, ","); got != want {
					t.Errorf("%s: order %s, want %s", loc, got, want)
				}
				wantTop := map[string]string{"en": "Intro,Install,T,APIs", "zh-cn": "简介,安装,测试,APIs"}[loc]
				if got := strings.Join(top, ","); got != wantTop {
					t.Errorf("%s: top level %s, want %s", loc, got, wantTop)
				}
			}
		})
	}
}
