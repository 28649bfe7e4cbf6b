package pipeline

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// baseSite is a complete small site: two locales, a home, a folder with an
// index and a page, and the UI strings.
const baseSite = `
-- content/site.yaml --
title: T
url: https://docs.example.com
locales:
  - { code: en, label: English, default: true }
  - { code: zh-cn, label: 简体中文, htmlLang: zh-CN }
navbar: { source: { label: GitHub, href: https://github.com/example } }
sidebar: { links: [ { label: { en: APIs, zh-cn: APIs }, href: /api } ] }
editUrl: https://example.com/edit/{locale}/{path}
footer: { columns: [], copyright: "© {year}" }
api: { spec: api.yaml }
-- api.yaml --
openapi: 3.0.0
info: { title: Test API, version: "1.0" }
paths:
  /token/login:
    post:
      tags: [Token]
      summary: Login
      responses:
        "200": { description: OK }
-- content/i18n/en.json --
{"theme.toc.title": "On this page"}
-- content/i18n/zh-cn.json --
{"theme.toc.title": "本页总览"}
-- content/en/intro.md --
---
title: Intro
description: The intro.
slug: /
sidebar_position: 1
---
# Welcome

See [Docker](./install/docker.md#run-it).
-- content/zh-cn/intro.md --
---
title: 简介
description: 介绍。
slug: /
sidebar_position: 1
---
# 欢迎

参见 [Docker](./install/docker.md#运行)。
-- content/en/install/_category_.yaml --
label: { en: Install, zh-cn: 安装 }
position: 2
-- content/zh-cn/install/_category_.yaml --
label: { en: Install, zh-cn: 安装 }
position: 2
-- content/en/install/index.md --
---
title: Install
description: Ways to install.
---
:::doc-cards
:::
-- content/zh-cn/install/index.md --
---
title: 安装
description: 安装方式。
---
:::doc-cards
:::
-- content/en/install/docker.md --
---
title: Docker
description: Run it in Docker.
sidebar_position: 1
---
## Run it

` + "```bash\ndocker run x\n```" + `
-- content/zh-cn/install/docker.md --
---
title: Docker 安装
description: 用 Docker 运行。
sidebar_position: 1
---
## 运行

` + "```bash\ndocker run x\n```" + `
`

// writeSite writes the base site with the archive's files on top (a file
// with the content "DELETE" is removed) and returns the folder.
func writeSite(t *testing.T, overlay string) string {
	t.Helper()
	root := t.TempDir()
	for _, a := range []*txtar.Archive{txtar.Parse([]byte(baseSite)), txtar.Parse([]byte(overlay))} {
		for _, f := range a.Files {
			p := filepath.Join(root, filepath.FromSlash(f.Name))
			if strings.TrimSpace(string(f.Data)) == "DELETE" {
				os.Remove(p)
				continue
			}
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return root
}

// repoRoot is the repository's top folder (the real content, apps and packages).
func repoRoot() string {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	return root
}

func runData(root string) (*Result, error) {
	return Data(Options{Root: root, Out: filepath.Join(root, "build", "data"), NoGit: true})
}

// readData decodes the artifact dir/rel.
func readData(t *testing.T, dir, rel string, v any) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
}
