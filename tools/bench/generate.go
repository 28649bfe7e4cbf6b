// Package bench measures the platform: build stages, generated content at
// scale, and (with the other bench targets) serving and search. Benchmarks
// print figures; they never pass or fail on time.
package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"vocedocs/tools/openapi"
	"vocedocs/tools/sitedata"
)

// GenerateContent writes a site with n pages per locale and an n-operation
// API spec (the real one's operations, repeated) into dir: the real
// site.yaml, UI strings and static files, and generated pages in folders of
// 50 with headings, lists, a table, code and links to their neighbours.
func GenerateContent(root, dir string, n int) error {
	for _, sub := range []string{"content/i18n", "content/static"} {
		if err := os.CopyFS(filepath.Join(dir, sub), os.DirFS(filepath.Join(root, sub))); err != nil {
			return err
		}
	}
	cfg, err := os.ReadFile(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return err
	}
	if err := sitedata.WriteFile(filepath.Join(dir, "content", "site.yaml"), cfg); err != nil {
		return err
	}
	// The API reference of the generated set: the real spec's operations
	// repeated up to n, at the path site.yaml names.
	spec := filepath.Join("schemas", "openapi", "vocechat.yaml")
	real, err := openapi.Load(filepath.Join(root, spec))
	if err != nil {
		return err
	}
	if err := sitedata.WriteFile(filepath.Join(dir, spec), openapi.GenerateSpec(real, n)); err != nil {
		return err
	}
	for _, loc := range []string{"en", "zh-cn"} {
		for i := 0; i < n; i++ {
			folder := fmt.Sprintf("section-%02d", i/50)
			if i%50 == 0 {
				label := fmt.Sprintf("label: { en: Section %d, zh-cn: 第 %d 部分 }\nposition: %d\n", i/50, i/50, i/50+1)
				if err := sitedata.WriteFile(filepath.Join(dir, "content", loc, folder, "_category_.yaml"), []byte(label)); err != nil {
					return err
				}
			}
			if err := sitedata.WriteFile(filepath.Join(dir, "content", loc, folder, fmt.Sprintf("page-%04d.md", i)), []byte(page(loc, i, n))); err != nil {
				return err
			}
		}
	}
	return nil
}

func page(loc string, i, n int) string {
	title, h, para := fmt.Sprintf("Generated page %d", i), []string{"Overview", "Configure it", "Check it", "Details"}, "VoceChat keeps your messages on your own server. This paragraph is here to give the page a realistic length, with a few words about ports, proxies and backups. "
	if loc == "zh-cn" {
		title, h, para = fmt.Sprintf("生成的页面 %d", i), []string{"概览", "配置", "检查", "细节"}, "VoceChat 把消息保存在你自己的服务器上。这一段文字让页面有接近真实的长度，顺便谈谈端口、反向代理和备份。"
	}
	next := (i + 1) % n
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: %s\ndescription: %s\nsidebar_position: %d\n---\n\n", title, strings.TrimSpace(para[:60]), i%50+1)
	for k, head := range h {
		fmt.Fprintf(&b, "## %s\n\n%s%s\n\n", head, para, para)
		if k == 1 {
			b.WriteString("```bash title=\"run.sh\" {2}\ndocker pull privoce/vocechat-server:latest\ndocker run -d --restart=always -p 3000:3000 --name vocechat-server privoce/vocechat-server:latest\n```\n\n")
			b.WriteString(":::tip\n" + para + "\n:::\n\n")
			fmt.Fprintf(&b, "See [the next page](../section-%02d/page-%04d.md).\n\n", next/50, next)
		}
		if k == 2 {
			b.WriteString("| Port | Use |\n|---|---|\n| 3000 | web |\n| 443 | TLS |\n\n- one\n- two\n- three\n\n")
		}
	}
	return b.String()
}

// GeneratedPages is the size of the generated set: BENCH_PAGES per locale,
// 2,000 by default.
func GeneratedPages() int {
	if n, err := strconv.Atoi(os.Getenv("BENCH_PAGES")); err == nil && n > 0 {
		return n
	}
	return 2000
}
