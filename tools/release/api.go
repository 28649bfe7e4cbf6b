package release

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Outcome is the verdict of one check; Err nil means it passed.
type Outcome struct {
	Name string
	Err  error
}

// reports runs API Extractor on every package's built dist/index.d.ts (the
// callers build them first) and returns each report by package name.
func reports(root string, pkgs []Package) (map[string][]byte, error) {
	tmp, err := os.MkdirTemp("", "voce-api-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	args := []string{filepath.Join(root, "tools", "release", "apireport.mjs"), tmp}
	for _, p := range pkgs {
		args = append(args, filepath.Join(root, p.Dir))
	}
	if _, err := run(root, nil, "node", args...); err != nil {
		return nil, fmt.Errorf("API Extractor: %w", err)
	}
	byName := map[string][]byte{}
	for _, p := range pkgs {
		raw, err := os.ReadFile(filepath.Join(tmp, p.Unscoped()+".api.md"))
		if err != nil {
			return nil, err
		}
		byName[p.Name] = raw
	}
	return byName, nil
}

// WriteReports refreshes every package's committed report (etc/<name>.api.md).
func WriteReports(root string, pkgs []Package, log io.Writer) error {
	fresh, err := reports(root, pkgs)
	if err != nil {
		return err
	}
	for _, p := range pkgs {
		dst := filepath.Join(root, p.Report())
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, fresh[p.Name], 0o644); err != nil {
			return err
		}
		fmt.Fprintf(log, "   %s: %s\n", p.Name, p.Report())
	}
	return nil
}

// CheckAPI compares each package's API, as API Extractor reports it from
// the built types, with the report committed at its last release. A
// package whose API lost or changed a line, or gained a required member,
// needs a major bump from the pending changesets (bumps, see ReadPlan);
// one that only gained exports or optional members needs nothing.
func CheckAPI(root string, pkgs []Package, bumps map[string]Bump, log io.Writer) []Outcome {
	fresh, reportErr := reports(root, pkgs)
	var out []Outcome
	for _, p := range pkgs {
		o := Outcome{Name: p.Name + ": public API"}
		if reportErr != nil {
			o.Err = reportErr
			out = append(out, o)
			continue
		}
		was, err := os.ReadFile(filepath.Join(root, p.Report()))
		if err != nil {
			o.Err = fmt.Errorf("%s has no API report at %s: write it with `go run mage.go packages:snapshot` and commit it", p.Name, p.Report())
			out = append(out, o)
			continue
		}
		d := diffReports(string(was), string(fresh[p.Name]))
		switch {
		case len(d.breaking) > 0 && bumps[p.Name] == "major":
			fmt.Fprintf(log, "   %s: the API changes (%d lines), and a major changeset is pending\n", p.Name, len(d.breaking))
		case len(d.breaking) > 0:
			o.Err = fmt.Errorf("lost or changed these lines of %s:\n%s\n"+
				"That breaks code written against the last release: add a changeset that makes %s major (`npx changeset`, or a .changeset/*.md with \"%s\": major), "+
				"or, if the change is compatible after all, refresh the report with `go run mage.go packages:snapshot` and say why in the commit",
				p.Report(), strings.Join(d.breaking, "\n"), p.Name, p.Name)
		case d.added > 0:
			fmt.Fprintf(log, "   %s: the API gains %d lines (new exports or optional members); %s is refreshed by the next release\n", p.Name, d.added, p.Report())
		default:
			fmt.Fprintf(log, "   %s: the API is the one of %s\n", p.Name, p.Report())
		}
		out = append(out, o)
	}
	return out
}

type reportDiff struct {
	breaking []string // "  - Decl: line" for a lost line, "  + Decl: line (required)" for a new required member
	added    int      // lines only added
}

// A member line of an interface or object type: name, then "?" when optional.
var memberLine = regexp.MustCompile(`^\s+(?:readonly\s+)?(?:[\w$]+|"[^"]*"|'[^']*')(\??)(?::|\()`)

var declName = regexp.MustCompile(`^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:function|interface|type|const|let|var|class|enum|namespace)\s+([\w$]+)`)

// diffReports compares two API Extractor reports line by line, leaving out
// comments (release tags, "(undocumented)") and imports, which change with
// the declarations they serve. A line is kept while its declaration still
// has it, wherever it moved to.
func diffReports(was, now string) reportDiff {
	old := reportLines(was)
	unmatched := map[reportLine]int{}
	for _, l := range old {
		unmatched[l]++
	}
	var d reportDiff
	for _, l := range reportLines(now) {
		if unmatched[l] > 0 {
			unmatched[l]--
		} else if m := memberLine.FindStringSubmatch(l.text); m != nil && m[1] == "" {
			d.breaking = append(d.breaking, fmt.Sprintf("  + %s: %s   (a new required member)", l.decl, strings.TrimSpace(l.text)))
		} else {
			d.added++
		}
	}
	for _, l := range old {
		if unmatched[l] > 0 {
			unmatched[l]--
			d.breaking = append(d.breaking, fmt.Sprintf("  - %s: %s", l.decl, strings.TrimSpace(l.text)))
		}
	}
	return d
}

type reportLine struct{ text, decl string }

// reportLines is the TypeScript of a report without blank lines, comments
// and imports, each line with the name of the declaration it is part of.
func reportLines(report string) []reportLine {
	report = strings.ReplaceAll(report, "\r\n", "\n")
	_, body, ok := strings.Cut(report, "```ts\n")
	if !ok {
		body = report
	}
	body, _, _ = strings.Cut(body, "\n```")
	var out []reportLine
	decl := ""
	for _, l := range strings.Split(body, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "import ") {
			continue
		}
		if l[0] != ' ' && l[0] != '}' && l[0] != ')' {
			if m := declName.FindStringSubmatch(l); m != nil {
				decl = m[1]
			} else {
				decl = t
			}
		}
		out = append(out, reportLine{text: strings.TrimRight(l, " "), decl: decl})
	}
	return out
}
