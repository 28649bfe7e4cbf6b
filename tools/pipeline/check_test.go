package pipeline

import (
	"strings"
	"testing"
)

// content:check reports each rule's break as path:line: what to do.
func TestContentCheck(t *testing.T) {
	var log strings.Builder
	if err := Check(writeSite(t, ""), &log); err != nil || log.String() != "content:check: 6 pages OK\n" {
		t.Fatalf("the base site: %v, %q", err, log.String())
	}
	cases := []struct{ name, overlay, want string }{
		{"zh-cn title left in English", "-- content/zh-cn/install/docker.md --\n---\ndescription: d\ntitle: Run in Docker\n---\n## 运行\n",
			`content/zh-cn/install/docker.md:3: title "Run in Docker" is in English; write it in Chinese (product names may stay)`},
		{"zh-cn code block without language", "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n```\ndocker run x\n```\n",
			"content/zh-cn/install/docker.md:7: code block has no language; name one after the fence, e.g. ```bash"},
		{"en code block without language", "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it\n\nText.\n\n```\nx\n```\n",
			"content/en/install/docker.md:9: code block has no language"},
		{"zh-cn page with no en version", "-- content/zh-cn/extra.md --\n---\ntitle: 附加\ndescription: d\n---\n文本\n",
			"content/zh-cn/extra.md:1: this page has no en version; add content/en/extra.md"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			log.Reset()
			err := Check(writeSite(t, c.overlay), &log)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error\n  %v\nwant it to contain\n  %s", err, c.want)
			}
			if log.Len() != 0 {
				t.Errorf("a failed check printed %q", log.String())
			}
		})
	}
}

// content:check holds a translation to the commands, boxes and links of its
// default-locale page: a zh-cn page that lost the English page's warning,
// changed a command or dropped a link is refused, at the line to fix.
func TestContentCheckParity(t *testing.T) {
	en := "-- content/en/install/docker.md --\n---\ntitle: Docker\ndescription: d\n---\n## Run it\n\n:::warning Back up first\nRe-running deletes `data`.\n:::\n\n```bash\n# start it\ndocker run -v ./data:/data x\n```\n\nSee [the FAQ](../intro.md).\n"
	zh := "-- content/zh-cn/install/docker.md --\n---\ntitle: Docker 安装\ndescription: d\n---\n## 运行\n\n:::warning 先备份\n重新运行会删除 `data`。\n:::\n\n```bash\n# 启动\ndocker run -v ./data:/data x\n```\n\n参见[常见问题](../intro.md)。\n"
	var log strings.Builder
	if err := Check(writeSite(t, en+zh), &log); err != nil {
		t.Fatalf("a faithful translation (comments in Chinese) was refused: %v", err)
	}
	cases := []struct{ name, zh, want string }{
		{"warning removed", strings.Replace(zh, ":::warning 先备份\n重新运行会删除 `data`。\n:::\n", "", 1),
			"content/zh-cn/install/docker.md:5: the warning box of content/en/install/docker.md:7 is missing here; add a :::warning with the same advice, or mark the en one :::warning {locale-only}"},
		{"warning turned into a tip", strings.Replace(zh, ":::warning", ":::tip", 1),
			"content/zh-cn/install/docker.md:7: this tip box is a warning box in content/en/install/docker.md:7"},
		{"command changed", strings.Replace(zh, "./data:/data", "/srv:/data", 1),
			`content/zh-cn/install/docker.md:13: this bash block differs from its twin at content/en/install/docker.md:11: "docker run -v /srv:/data x" here, "docker run -v ./data:/data x" there`},
		{"link dropped", strings.Replace(zh, "参见[常见问题](../intro.md)。", "参见常见问题。", 1),
			"content/zh-cn/install/docker.md:5: the link to ../intro.md of content/en/install/docker.md:16 is missing here"},
		{"extra box not marked", zh + "\n:::tip 国内用户\n用镜像加速。\n:::\n",
			"content/zh-cn/install/docker.md:18: this tip box has no twin in content/en/install/docker.md; add it there too, or mark it :::tip {locale-only}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Check(writeSite(t, en+c.zh), &log)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error\n  %v\nwant it to contain\n  %s", err, c.want)
			}
		})
	}
	marked := strings.Replace(zh, ":::warning 先备份\n重新运行会删除 `data`。\n:::\n", "", 1) + "\n:::tip {locale-only} 国内用户\n用镜像加速：`docker pull x`。\n\n```bash\ndocker pull mirror/x\n```\n:::\n"
	if err := Check(writeSite(t, strings.Replace(en, ":::warning Back up first", ":::warning {locale-only} Back up first", 1)+marked), &log); err != nil {
		t.Errorf("boxes marked {locale-only} on either side were still compared: %v", err)
	}
}
