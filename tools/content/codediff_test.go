package content

import "testing"

// What a translation may change in code (comments; English words where the
// reader sees text) and what it may not (everything else).
func TestSameCode(t *testing.T) {
	for _, c := range []struct {
		lang, zh, en string
		same         bool
	}{
		{"bash", "# 启动\ndocker run x", "# start it\ndocker run x", true},
		{"bash", `curl -d "备份已完成，没有错误。" x`, `curl -d "Backup finished without errors." x`, true},
		{"bash", "git clone https://github.com/<你的账号>/bot.git", "git clone https://github.com/<your-account>/bot.git", true},
		{"javascript", "body: `你说：${detail.content}`,", "body: `You said: ${detail.content}`,", true},
		{"json", `"content": "@小助手 Wi-Fi 密码是多少？"`, `"content": "@Helper what is the Wi-Fi password?"`, true},
		{"nginx", "proxy_pass http://127.0.0.1:3000; # 转发", "proxy_pass http://127.0.0.1:3000;", true},
		{"bash", "docker run -v /srv:/data x", "docker run -v ./data:/data x", false},
		{"bash", `openssl req -subj "/C=CN/ST=Guangdong"`, `openssl req -subj "/C=US/ST=Arizona"`, false},
		{"html", `width="800"`, `width="1200"`, false},
		{"bash", `rm -rf "数据"; echo`, `rm -rf "data"`, false},
		{"bash", "docker run x\ndocker logs x", "docker run x", false},
		{"bash", `echo "http://a" # 注释`, `echo "http://a"`, true},
		{"python", `print("消息 ID：", resp.json())`, `print("message id:", resp.json())`, true},
		{"bash", "rm -rf 数据", "ls -la data", false},
	} {
		if ok, _, _, _ := sameCode(c.lang, c.zh, c.en); ok != c.same {
			t.Errorf("%s:\n  %q\n  %q\nsame = %v, want %v", c.lang, c.zh, c.en, ok, c.same)
		}
	}
}

func TestAlign(t *testing.T) {
	items := func(keys ...string) []item {
		var out []item
		for _, k := range keys {
			out = append(out, item{key: k})
		}
		return out
	}
	pairs, onlyA, onlyB := align(items("warning", "tip", "danger", "note"), items("warning", "info", "danger"))
	if len(pairs) != 3 || pairs[1] != [2]int{1, 1} || len(onlyA) != 1 || onlyA[0] != 3 || len(onlyB) != 0 {
		t.Errorf("pairs %v, onlyA %v, onlyB %v", pairs, onlyA, onlyB)
	}
	// A box whose kind changed beside one of the same kind pairs by place.
	pairs, onlyA, onlyB = align(items("tip", "tip"), items("info", "tip"))
	if len(pairs) != 2 || pairs[0] != [2]int{0, 0} || len(onlyA)+len(onlyB) != 0 {
		t.Errorf("pairs %v, onlyA %v, onlyB %v", pairs, onlyA, onlyB)
	}
}
