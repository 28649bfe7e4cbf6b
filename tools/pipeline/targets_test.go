package pipeline

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestReadmeTargetsExist checks that every target the README's tables name
// (`go run mage.go X` and the bare `ns:target` beside it) is one `mage -l`
// lists or an alias of magefile.go.
func TestReadmeTargetsExist(t *testing.T) {
	root := repoRoot()
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var named []string
	cmd := regexp.MustCompile("^`go run mage\\.go ([a-z:]+)")
	bare := regexp.MustCompile("^`([a-z]+:[a-z]+)`$")
	for _, line := range strings.Split(string(readme), "\n") {
		if !strings.HasPrefix(line, "| `go run mage.go ") {
			continue
		}
		cell := strings.Split(line, "|")[1]
		for _, part := range strings.Split(cell, " / ") {
			part = strings.TrimSpace(part)
			if m := cmd.FindStringSubmatch(part); m != nil {
				named = append(named, m[1])
			} else if m := bare.FindStringSubmatch(part); m != nil {
				named = append(named, m[1])
			}
		}
	}
	if len(named) < 10 {
		t.Fatalf("found %d targets in the README's tables: %v", len(named), named)
	}

	list := exec.Command("go", "run", "mage.go", "-l")
	list.Dir = root
	out, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go run mage.go -l: %v\n%s", err, out)
	}
	known := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) > 1 && strings.HasPrefix(line, "  ") {
			known[strings.TrimSuffix(f[0], "*")] = true
		}
	}
	for _, alias := range aliases(t, filepath.Join(root, "magefile.go")) {
		known[alias] = true
	}
	for _, name := range named {
		if !known[name] {
			t.Errorf("README.md names `go run mage.go %s`, which is neither a target nor an alias of magefile.go", name)
		}
	}
}

// aliases reads the keys of magefile.go's Aliases map (mage -l lists
// targets only).
func aliases(t *testing.T, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "Aliases" || len(spec.Values) != 1 {
			return true
		}
		if lit, ok := spec.Values[0].(*ast.CompositeLit); ok {
			for _, el := range lit.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if s, ok := kv.Key.(*ast.BasicLit); ok {
						k, _ := strconv.Unquote(s.Value)
						keys = append(keys, k)
					}
				}
			}
		}
		return false
	})
	if len(keys) == 0 {
		t.Fatal("magefile.go has no Aliases map")
	}
	return keys
}
