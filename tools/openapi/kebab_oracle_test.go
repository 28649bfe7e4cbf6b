package openapi

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// TestKebabCaseAgainstLodash compares KebabCase with the real lodash on
// tens of thousands of random strings. It needs node and lodash, so it runs
// only when VOCEDOCS_LODASH names a lodash folder, e.g.
//
//	npm install --prefix /tmp/l lodash@4.17.21
//	VOCEDOCS_LODASH=/tmp/l/node_modules/lodash go test ./openapi -run Lodash
//
// Strings with characters Go's Unicode tables do not know yet are skipped:
// node's newer tables case-map them differently.
func TestKebabCaseAgainstLodash(t *testing.T) {
	dir := os.Getenv("VOCEDOCS_LODASH")
	if dir == "" {
		t.Skip("set VOCEDOCS_LODASH to a lodash folder to compare with lodash")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(1))
	alphabet := []rune("aAbBzZ09 _-.'’\n\tÀéßİΣσ中文🚀👍🏻\u200d\ufe0f🇫🇷✂1st2ND3rdthTH€→ǅ\u0301\u00ad")
	var inputs []string
	for _, line := range strings.Split(strings.TrimSpace(kebabTable), "\n") {
		in, _ := unquotePrefix(t, line)
		inputs = append(inputs, in)
	}
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for j, n := 0, r.Intn(12); j < n; j++ {
			if i%2 == 0 {
				b.WriteRune(alphabet[r.Intn(len(alphabet))])
				continue
			}
			c := []rune{rune(r.Intn(0x80)), rune(0x80 + r.Intn(0x200)), rune(r.Intn(0x10000)), rune(0x1f000 + r.Intn(0x1000))}[r.Intn(4)]
			if c >= 0xd800 && c <= 0xdfff {
				c = 'x'
			}
			b.WriteRune(c)
		}
		inputs = append(inputs, b.String())
	}
	in, _ := json.Marshal(inputs)
	script := `const _ = require(` + jsonString(abs) + `); const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(input.map(s => _.kebabCase(s))));`
	cmd := exec.Command("node", "-e", script)
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var want []string
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	for i, s := range inputs {
		if strings.IndexFunc(s, unassigned) >= 0 {
			continue
		}
		if got := KebabCase(s); got != want[i] {
			t.Errorf("KebabCase(%q) = %q, lodash %q", s, got, want[i])
		}
	}
}

func unassigned(r rune) bool {
	return !unicode.IsGraphic(r) && !unicode.IsControl(r) && !unicode.In(r, unicode.Cf, unicode.Co, unicode.Cs)
}

func jsonString(s string) string {
	raw, _ := json.Marshal(s)
	return string(raw)
}
