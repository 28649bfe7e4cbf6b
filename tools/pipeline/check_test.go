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
