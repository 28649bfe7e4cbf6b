package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"vocedocs/tools/search"
)

const (
	testApp    = "TESTAPP"
	testAdmin  = "admin-key"
	testSearch = "search-key"
)

func sp(s string) *string { return &s }

// rec builds a record: lang, page path, hierarchy (lvl0, lvl1, ...), then
// content ("" for a heading record).
func rec(lang, page, anchor, content string, levels ...string) search.Record {
	r := search.Record{
		Language:         lang,
		DocusaurusTag:    "docs-default-current",
		URLWithoutAnchor: "/" + page,
		URL:              "/" + page,
	}
	if anchor != "" {
		r.Anchor = sp(anchor)
		r.URL += "#" + anchor
	}
	h := []**string{&r.Hierarchy.Lvl0, &r.Hierarchy.Lvl1, &r.Hierarchy.Lvl2, &r.Hierarchy.Lvl3}
	for i, l := range levels {
		*h[i] = sp(l)
	}
	if content != "" {
		r.Content = sp(content)
		r.Type = "content"
		r.Weight.Level = 0
	} else {
		r.Type = fmt.Sprintf("lvl%d", len(levels)-1)
		r.Weight.Level = 100 - 10*(len(levels)-1)
	}
	return r
}

// fixture is a small two-language docs index.
func fixture() []search.Record {
	recs := []search.Record{
		rec("zh-cn", "zh-cn/setting/smtp", "", "", "设置", "SMTP 邮件设置"),
		rec("zh-cn", "zh-cn/setting/smtp", "开启", "在管理后台配置 SMTP 服务器后，系统就能发送邮件，例如注册验证码。", "设置", "SMTP 邮件设置", "开启 SMTP"),
		rec("zh-cn", "zh-cn/install/docker-nginx", "", "", "安装", "使用 Nginx 反向代理"),
		rec("zh-cn", "zh-cn/install/docker-nginx", "配置", "用 Nginx 作为反向代理，把请求转发到 Voce 服务。", "安装", "使用 Nginx 反向代理", "配置 Nginx"),
		rec("zh-cn", "zh-cn/install/docker-caddy", "", "", "安装", "使用 Caddy 反向代理"),
		rec("zh-cn", "zh-cn/install/docker-caddy", "证书", "Caddy 会自动申请和续期 HTTPS 证书。", "安装", "使用 Caddy 反向代理", "证书"),
		rec("zh-cn", "zh-cn/faq", "", "", "常见问题", "常见问题"),
		rec("zh-cn", "zh-cn/faq", "代理", "如果前面还有一层代理，需要转发 WebSocket 的 Upgrade 头；这里的反向链接与代理无关。", "常见问题", "常见问题", "代理设置"),
		rec("en", "install/docker-nginx", "", "", "Installation", "Install with Nginx"),
		rec("en", "install/docker-nginx", "configure", "Configure nginx as a reverse proxy in front of the server.", "Installation", "Install with Nginx", "Configure nginx"),
		rec("en", "setting/smtp", "", "", "Settings", "SMTP settings"),
		rec("en", "setting/smtp", "enable", "Configure the mail server used to send e-mail notifications.", "Settings", "SMTP settings", "Enable mail"),
		rec("en", "install/docker", "", "", "Installation", "Install with Docker"),
		rec("en", "install/docker", "run", "Run the container with docker run and mount the data directory.", "Installation", "Install with Docker", "Run"),
		rec("en", "widget", "xss", "Paste <img src=x onerror=alert(1)> & \"quotes\" into the widget configuration page.", "Guides", "Widget", "Embed"),
		rec("en", "setting/backup", "restore", "Backups are plain archives. To restore a backup, stop the server, unpack the archive into the data directory, check the permissions of every file, then start the server again and watch the logs for errors during the restore.", "Settings", "Backup and migration", "Restore"),
		rec("en", "install/docker-nginx", "configure", "Reload nginx after editing the site file.", "Installation", "Install with Nginx", "Configure nginx"),
		rec("zh-cn", "zh-cn/setting/backup", "恢复", "备份文件是普通的压缩包。恢复时先停止服务，再把压缩包解压到数据目录，检查每个文件的权限，然后重新启动服务并查看日志里是否有恢复过程中的错误。", "设置", "备份与迁移", "恢复"),
	}
	for i := range recs {
		recs[i].ObjectID = fmt.Sprintf("r%02d", i)
		recs[i].Weight.Position = i
	}
	recs[15].DocusaurusTag = "default"
	return recs
}

func newTestEngine(t testing.TB, dir string) *Engine {
	t.Helper()
	e, err := Open(dir, Options{AppID: testApp, AdminKey: testAdmin, SearchKey: testSearch})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func loadedEngine(t testing.TB) *Engine {
	t.Helper()
	e := newTestEngine(t, t.TempDir())
	if err := e.LoadRecords("voce", fixture(), testSettings()); err != nil {
		t.Fatal(err)
	}
	return e
}

// testSettings are DocSearch's settings with Algolia's default highlight
// tags, which the tests read more easily.
func testSettings() Settings {
	s := DocSearchSettings()
	s.HighlightPreTag, s.HighlightPostTag = "", ""
	return s
}

// call sends one request to the handler and decodes the JSON answer.
func call(t testing.TB, e *Engine, method, target string, body any, key string) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, target, rd)
	if key != "" {
		req.Header.Set("X-Algolia-API-Key", key)
		req.Header.Set("X-Algolia-Application-Id", testApp)
	}
	w := httptest.NewRecorder()
	e.Handler().ServeHTTP(w, req)
	var out map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s %s: answer is not JSON: %q", method, target, w.Body.String())
	}
	return w.Code, out
}

// query runs a v5 inline DocSearch-style query and returns results[0].
func runQuery(t testing.TB, e *Engine, q string, extra map[string]any) map[string]any {
	t.Helper()
	r := map[string]any{"indexName": "voce", "query": q}
	for k, v := range extra {
		r[k] = v
	}
	code, out := call(t, e, "POST", "/1/indexes/*/queries?x-algolia-api-key="+testSearch+"&x-algolia-application-id="+testApp,
		map[string]any{"requests": []any{r}}, "")
	if code != 200 {
		t.Fatalf("query %q: status %d: %v", q, code, out)
	}
	return out["results"].([]any)[0].(map[string]any)
}

func hits(res map[string]any) []map[string]any {
	var out []map[string]any
	for _, h := range res["hits"].([]any) {
		out = append(out, h.(map[string]any))
	}
	return out
}

func ids(res map[string]any) []string {
	var out []string
	for _, h := range hits(res) {
		out = append(out, h["objectID"].(string))
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// noDistinct turns distinct off so every matching record shows.
var noDistinct = map[string]any{"distinct": false}

func dig(v any, path ...string) any {
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[p]
	}
	return v
}
