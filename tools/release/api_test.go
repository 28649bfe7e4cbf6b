package release

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const baseReport = "## API Report File for \"@s/a\"\n\n```ts\n\nimport { JSX as JSX_2 } from 'react';\n\n" +
	"// @public (undocumented)\nexport function Badge(input: BadgeProps): JSX_2.Element;\n\n" +
	"// @public\nexport interface BadgeProps {\n    // (undocumented)\n    label: string;\n    tone?: 'info' | 'warn';\n}\n\n" +
	"// @public\nexport const VERSION = \"1\";\n\n```\n"

func TestDiffReports(t *testing.T) {
	cases := []struct {
		name     string
		edit     func(string) string
		breaking []string // pieces of the breaking lines, in order
		added    int
	}{
		{"the same", func(s string) string { return s }, nil, 0},
		{"comments and imports only", func(s string) string {
			s = strings.ReplaceAll(s, "    // (undocumented)\n", "")
			return strings.Replace(s, "import { JSX as JSX_2 } from 'react';", "import { JSX } from 'react';", 1)
		}, nil, 0},
		{"a declaration moved", func(s string) string {
			v := "// @public\nexport const VERSION = \"1\";\n\n"
			s = strings.Replace(s, v, "", 1)
			return strings.Replace(s, "// @public (undocumented)\nexport function Badge", v+"// @public (undocumented)\nexport function Badge", 1)
		}, nil, 0},
		{"a new export", func(s string) string {
			return strings.Replace(s, "// @public\nexport const VERSION", "// @public\nexport function Pill(): JSX_2.Element;\n\n// @public\nexport const VERSION", 1)
		}, nil, 1},
		{"a new optional member", func(s string) string {
			return strings.Replace(s, "    tone?:", "    size?: 'sm' | 'md';\n    tone?:", 1)
		}, nil, 1},
		{"a new required member", func(s string) string {
			return strings.Replace(s, "    tone?:", "    size: 'sm' | 'md';\n    tone?:", 1)
		}, []string{"+ BadgeProps: size: 'sm' | 'md';"}, 0},
		{"a removed export", func(s string) string {
			return strings.Replace(s, "// @public\nexport const VERSION = \"1\";\n", "", 1)
		}, []string{`- VERSION: export const VERSION = "1";`}, 0},
		{"a changed member type", func(s string) string {
			return strings.Replace(s, "tone?: 'info' | 'warn';", "tone?: 'info';", 1)
		}, []string{"- BadgeProps: tone?: 'info' | 'warn';"}, 1},
		{"an optional member made required", func(s string) string {
			return strings.Replace(s, "tone?: 'info' | 'warn';", "tone: 'info' | 'warn';", 1)
		}, []string{"+ BadgeProps: tone: 'info' | 'warn';", "- BadgeProps: tone?: 'info' | 'warn';"}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := diffReports(baseReport, c.edit(baseReport))
			if len(d.breaking) != len(c.breaking) || d.added != c.added {
				t.Fatalf("breaking %q, added %d; want %d breaking lines (%q), %d added", d.breaking, d.added, len(c.breaking), c.breaking, c.added)
			}
			for i, want := range c.breaking {
				if !strings.Contains(d.breaking[i], want) {
					t.Errorf("breaking line %d is %q, want it to have %q", i, d.breaking[i], want)
				}
			}
		})
	}
}

func repoRoot() string {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	return root
}

// apiFixture lays out a workspace of one built library whose reports run
// through the real apireport.mjs and API Extractor (linked from the repo).
func apiFixture(t *testing.T, dts string) (string, []Package) {
	t.Helper()
	repo := repoRoot()
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "@microsoft", "api-extractor")); err != nil {
		t.Fatal("needs the JS dependencies: run `go run mage.go test`, which installs them first")
	}
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		".changeset/config.json":     `{"fixed": []}`,
		"packages/a/package.json":    `{"name": "@s/a", "version": "1.0.0", "types": "dist/index.d.ts"}`,
		"packages/a/dist/index.d.ts": dts,
	})
	os.MkdirAll(filepath.Join(root, "tools", "release"), 0o755)
	if err := os.Symlink(filepath.Join(repo, "tools", "release", "apireport.mjs"), filepath.Join(root, "tools", "release", "apireport.mjs")); err != nil {
		t.Fatal(err)
	}
	pkgs, err := Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	return root, pkgs
}

// TestCheckAPI runs API Extractor on a small library: its report is
// written, then its API changes in ways a consumer does and does not feel.
func TestCheckAPI(t *testing.T) {
	const v1 = "export interface Options {\n    loud?: boolean;\n}\nexport declare function greet(name: string, options?: Options): string;\n"
	root, pkgs := apiFixture(t, v1)
	var log bytes.Buffer
	if err := WriteReports(root, pkgs, &log); err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	report, err := os.ReadFile(filepath.Join(root, "packages", "a", "etc", "a.api.md"))
	if err != nil || !bytes.Contains(report, []byte("export function greet(name: string, options?: Options): string;")) {
		t.Fatalf("the report lacks greet's signature (%v):\n%s", err, report)
	}
	dts := filepath.Join(root, "packages", "a", "dist", "index.d.ts")
	check := func(dtsText string, bumps map[string]Bump) error {
		t.Helper()
		os.WriteFile(dts, []byte(dtsText), 0o644)
		out := CheckAPI(root, pkgs, bumps, &log)
		if len(out) != 1 {
			t.Fatalf("%d outcomes, want 1", len(out))
		}
		return out[0].Err
	}
	if err := check(v1, nil); err != nil {
		t.Errorf("unchanged: %v", err)
	}
	if err := check(v1+"export declare const VERSION = \"1\";\n", nil); err != nil {
		t.Errorf("an added export needs no major: %v", err)
	}
	removed := "export interface Options {\n    loud?: boolean;\n}\n"
	if err := check(removed, map[string]Bump{"@s/a": "minor"}); err == nil || !strings.Contains(err.Error(), "- greet: export function greet") || !strings.Contains(err.Error(), `"@s/a": major`) {
		t.Errorf("a removed export with a minor changeset: want an error naming greet and the major changeset, got %v", err)
	}
	if err := check(removed, map[string]Bump{"@s/a": "major"}); err != nil {
		t.Errorf("a removed export with a major changeset: %v", err)
	}
	narrowed := strings.Replace(v1, "name: string", "name: 'world'", 1)
	if err := check(narrowed, nil); err == nil || !strings.Contains(err.Error(), "greet") {
		t.Errorf("a changed signature: want an error naming greet, got %v", err)
	}
	os.Remove(filepath.Join(root, "packages", "a", "etc", "a.api.md"))
	if err := check(v1, nil); err == nil || !strings.Contains(err.Error(), "packages:snapshot") {
		t.Errorf("no committed report: want an error naming packages:snapshot, got %v", err)
	}
}
