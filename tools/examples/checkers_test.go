package examples

import (
	"strings"
	"testing"
)

// Each checker passes a good example and catches a broken one, with the
// tool's own words.
func TestCheckersCatch(t *testing.T) {
	env := NewEnv(t.TempDir())
	site := "server {\n    listen 443 ssl http2;\n    server_name chat.example.com;\n    ssl_certificate /etc/x/fullchain.pem;\n    ssl_certificate_key /etc/x/privkey.pem;\n    location / { proxy_pass http://127.0.0.1:3000; }\n}"
	for _, c := range []struct {
		lang, title, good, bad, want string
	}{
		{"bash", "", "for f in *; do echo \"$f\"; done", "if true; then echo x", "syntax error"},
		{"nginx", "", site, strings.Replace(site, "listen 443 ssl http2;", "listen 443 ssl;\n    http2 on;", 1), `unknown directive "http2"`},
		{"caddyfile", "", "chat.example.com {\n    tls /etc/x/fullchain.pem /etc/x/privkey.pem\n    reverse_proxy localhost:3000\n}", "chat.example.com {\n    reverse_prox localhost:3000\n}", "unrecognized directive"},
		{"yaml", "docker-compose.yml", "services:\n  vocechat:\n    image: privoce/vocechat-server:latest", "services:\n  vocechat:\n    ports: [\"3000:3000\"]", "neither image nor build"},
		{"json", "", `{"a": [1, 2]}`, `{"a": [1, 2,]}`, "JSON"},
		{"toml", "", "[network]\nbind = \"0.0.0.0:3000\"", "[network]\nbind = 0.0.0.0:3000", "TOML: "},
		{"javascript", "send.mjs", "const r = await fetch(\"https://x\");", "const r = await fetch(\"https://x\";", "SyntaxError"},
		{"python", "bot.py", "print('ok')", "print('ok'", "SyntaxError"},
		{"go", "main.go", "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(1) }", "package main\n\nimport \"fmt\"\n\nfunc main() {}", "imported and not used"},
		{"php", "send.php", "<?php\necho 'ok';", "<?php\necho 'ok'", "syntax error"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			if err := Check(env, Block{Lang: c.lang, Title: c.title, Code: c.good}); err != nil {
				t.Errorf("good example refused: %v", err)
			}
			err := Check(env, Block{Lang: c.lang, Title: c.title, Code: c.bad})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("broken example: %v, want an error with %q", err, c.want)
			}
		})
	}
}
