package engine

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"
	"unicode"

	"vocedocs/tools/search"
)

// BenchQueries is a fixed mix of English and Chinese queries as visitors
// type them: whole words, prefixes, typos and CJK phrases.
var BenchQueries = []string{
	"nginx", "ngi", "reverse proxy", "docker install", "smtp", "smtp mail server",
	"configure", "confgure", "certificate", "firebase notification", "webhook bot",
	"pass", "github login", "backup restore",
	"反向代理", "配置邮件", "安装", "证书", "机器人", "备份 迁移", "登录", "通知", "代理 nginx", "服务器",
}

// Bench measures the engine on recs: the time to index them, the time of
// a serve start (open a folder holding them, then load them again, as
// `mage serve` does), then search latency over loopback HTTP (a real
// server on 127.0.0.1) with 1 and 16 concurrent clients, each level a
// bounded number of DocSearch-shaped queries cycling through queries. It
// prints a small table to w. Figures are for comparing runs on one
// machine, not absolute targets.
func Bench(w io.Writer, recs []search.Record, queries []string) error {
	if len(queries) == 0 {
		queries = BenchQueries
	}
	// As `mage serve` runs the engine.
	defer ServingGC()()
	dir, err := os.MkdirTemp("", "engine-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	first, err := Open(dir, Options{})
	if err != nil {
		return err
	}
	start, cpu0 := time.Now(), cpuNow()
	err = first.LoadRecords("voce", recs, DocSearchSettings())
	indexing, indexingCPU := time.Since(start), cpuNow()-cpu0
	first.Close()
	if err != nil {
		return err
	}
	start, cpu0 = time.Now(), cpuNow()
	e, err := Open(dir, Options{AdminKey: "bench-admin"})
	if err != nil {
		return err
	}
	defer e.Close()
	if err := e.LoadRecords("voce", recs, DocSearchSettings()); err != nil {
		return err
	}
	restart, restartCPU := time.Since(start), cpuNow()-cpu0
	// The same records again, with the cache of recent answers off: every
	// query is worked out from the index.
	uncached, err := Open(dir, Options{AdminKey: "bench-admin", NoResultCache: true})
	if err != nil {
		return err
	}
	defer uncached.Close()

	serve := func(e *Engine) (string, func(), error) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return "", nil, err
		}
		srv := &http.Server{Handler: e.Handler()}
		go srv.Serve(ln)
		return ln.Addr().String(), func() { srv.Shutdown(context.Background()) }, nil
	}
	addr, stop, err := serve(e)
	if err != nil {
		return err
	}
	defer stop()
	addrNoCache, stopNoCache, err := serve(uncached)
	if err != nil {
		return err
	}
	defer stopNoCache()

	bodies := make([][]byte, len(queries))
	for i, q := range queries {
		bodies[i], err = browserJSON(map[string]any{"requests": []any{docSearchRequest(q)}})
		if err != nil {
			return err
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "records\tindexing\tserve start\t\n%d\t%s\t%s\t\n", len(recs), round(indexing), round(restart))
	if _, ok := processCPU(); ok {
		fmt.Fprintf(tw, "cpu time\t%s\t%s\t\n", round(indexingCPU), round(restartCPU))
	}
	fmt.Fprintln(tw)
	// Each level runs three rounds and prints the median of each figure:
	// one round of a thousand requests moved p99 by a quarter from run to run.
	const rounds = 3
	fmt.Fprintf(tw, "answers\tclients\trequests\tp50\tp99\treq/s\t\n")
	for _, run := range []struct{ name, addr string }{{"from the index", addrNoCache}, {"cache on", addr}} {
		for _, clients := range []int{1, 16} {
			n := 100 * len(queries)
			if clients == 1 {
				n = 20 * len(queries)
			}
			var p50s, p99s, rates []float64
			for r := 0; r < rounds; r++ {
				lat, elapsed, err := load(run.addr, bodies, clients, n)
				if err != nil {
					return err
				}
				sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
				p50s = append(p50s, float64(percentile(lat, 50)))
				p99s = append(p99s, float64(percentile(lat, 99)))
				rates = append(rates, float64(n)/elapsed.Seconds())
			}
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%.0f\t\n", run.name, clients, n,
				round(time.Duration(median(p50s))), round(time.Duration(median(p99s))), median(rates))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	gc := "the collector as mage serve sets it (heap up to 5x live)"
	if g := os.Getenv("GOGC"); g != "" {
		gc = "GOGC=" + g
	}
	_, err = fmt.Fprintf(w, "(each figure the median of %d rounds of that many requests; %s)\n", rounds, gc)
	return err
}

// browserJSON encodes v as JSON.stringify does: "<mark>" stays as it is
// (json.Marshal would write \u003cmark\u003e).
func browserJSON(v any) ([]byte, error) {
	b, err := encodeAnswer(v, nil) // the answers' encoding is the same
	return bytes.TrimSuffix(b, []byte("\n")), err
}

// docSearchRequest is the request @docsearch/react 3.9 sends, filtered to
// the query's language as the site does.
func docSearchRequest(q string) map[string]any {
	lang := "en"
	for _, r := range q {
		if unicode.Is(unicode.Han, r) {
			lang = "zh-cn"
		}
	}
	var snip []string
	for _, a := range []string{"hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "hierarchy.lvl4", "hierarchy.lvl5", "hierarchy.lvl6", "content"} {
		snip = append(snip, a+":10")
	}
	return map[string]any{
		"indexName": "voce",
		"query":     q,
		"attributesToRetrieve": []string{"hierarchy.lvl0", "hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3",
			"hierarchy.lvl4", "hierarchy.lvl5", "hierarchy.lvl6", "content", "type", "url"},
		"attributesToSnippet": snip,
		"snippetEllipsisText": "…",
		"highlightPreTag":     "<mark>",
		"highlightPostTag":    "</mark>",
		"hitsPerPage":         20,
		"clickAnalytics":      false,
		"facetFilters":        []any{"language:" + lang, []string{"docusaurus_tag:default", "docusaurus_tag:docs-default-current"}},
	}
}

// load sends n queries from clients connections, each waiting for its
// answer before the next, and returns every query's latency.
func load(addr string, bodies [][]byte, clients, n int) ([]time.Duration, time.Duration, error) {
	conns := make([]*benchConn, clients)
	for c := range conns {
		bc, err := dialBench(addr, "/1/indexes/*/queries")
		if err != nil {
			return nil, 0, err
		}
		defer bc.Close()
		conns[c] = bc
	}
	lat := make([]time.Duration, n)
	var next int
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	start := time.Now()
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				t0 := time.Now()
				err := conns[c].post(bodies[i%len(bodies)])
				lat[i] = time.Since(t0)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	return lat, time.Since(start), firstErr
}

func cpuNow() time.Duration {
	d, _ := processCPU()
	return d
}

func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	return sorted[min(max(i-1, 0), len(sorted)-1)]
}

func round(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond).String()
}

// SyntheticRecords returns about n DocSearch-shaped records, half English
// and half Chinese, grouped in pages of about 15 records that share their
// headings, as a docs crawl produces. The same seed gives the same records.
// For benchmarks and tests.
func SyntheticRecords(n int, seed int64) []search.Record {
	r := rand.New(rand.NewSource(seed))
	var recs []search.Record
	for page := 0; len(recs) < n; page++ {
		zh := page%2 == 1
		lang, words, cats := "en", enWords, enCategories
		if zh {
			lang, words, cats = "zh-cn", zhWords, zhCategories
		}
		sentence := func(k int) string {
			parts := make([]string, k)
			for i := range parts {
				parts[i] = words[r.Intn(len(words))]
			}
			if zh {
				return strings.Join(parts, "") + "。"
			}
			s := strings.Join(parts, " ")
			return strings.ToUpper(s[:1]) + s[1:] + "."
		}
		path := fmt.Sprintf("%sdocs/page-%d", map[bool]string{true: "zh-cn/", false: ""}[zh], page)
		lvl0 := cats[r.Intn(len(cats))]
		lvl1 := sentence(3)
		pos := 0
		add := func(typ string, lvl2 *string, anchor *string, content *string, level int) {
			rec := search.Record{
				ObjectID:         fmt.Sprintf("%s-%d", path, pos),
				Hierarchy:        search.Hierarchy{Lvl0: &lvl0, Lvl1: &lvl1, Lvl2: lvl2},
				Content:          content,
				Type:             typ,
				URL:              "/" + path,
				URLWithoutAnchor: "/" + path,
				Anchor:           anchor,
				Language:         lang,
				DocusaurusTag:    "docs-default-current",
				Weight:           search.Weight{PageRank: 0, Level: level, Position: pos},
			}
			if anchor != nil {
				rec.URL += "#" + *anchor
			}
			recs = append(recs, rec)
			pos++
		}
		add("lvl1", nil, nil, nil, 90)
		for s := 0; s < 3 && len(recs) < n; s++ {
			h := sentence(2)
			a := fmt.Sprintf("section-%d", s)
			add("lvl2", &h, &a, nil, 80)
			for p := 0; p < 4 && len(recs) < n; p++ {
				c := sentence(8 + r.Intn(25))
				add("content", &h, &a, &c, 0)
			}
		}
	}
	return recs
}

var (
	enCategories = []string{"Installation", "Settings", "Guides", "API", "FAQ"}
	zhCategories = []string{"安装", "设置", "指南", "接口", "常见问题"}
	enWords      = strings.Fields(`install docker nginx caddy reverse proxy configure smtp mail server backup
		migration certificate firebase notification github google login password shell widget embed iframe bot
		webhook message group user token agora video license organization logo version metrics frontend url the
		a to of and with for your when then run container volume port domain https ssl restart update admin`)
	zhWords = strings.Fields(`安装 配置 邮件 服务器 反向代理 证书 备份 迁移 登录 密码 通知 机器人 消息 群组 用户 令牌
		视频 许可证 组织 版本 前端 地址 使用 需要 可以 设置 管理员 容器 端口 域名 重启 更新 的 在 和 后 如果 然后
		nginx docker smtp`)
)

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}
