package release

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

// exampleMark names the file a README's next code block becomes in the
// consumer app: <!-- example: DocsSite.tsx -->. The comment does not show
// on GitHub or npm; the code block under it does.
var exampleMark = regexp.MustCompile(`(?m)^<!-- example: ([\w.-]+) -->[ \t]*\n`)

// Examples reads the code blocks a README marks as examples, by file name.
func Examples(readme string) (map[string]string, error) {
	raw, err := os.ReadFile(readme)
	if err != nil {
		return nil, err
	}
	return examples(string(raw))
}

func examples(md string) (map[string]string, error) {
	out := map[string]string{}
	for _, m := range exampleMark.FindAllStringSubmatchIndex(md, -1) {
		name := md[m[2]:m[3]]
		rest := strings.TrimLeft(md[m[1]:], "\n")
		fence, _, _ := strings.Cut(rest, "\n")
		if !strings.HasPrefix(fence, "```") {
			return nil, fmt.Errorf("the example %s is not followed by a code block", name)
		}
		body := rest[len(fence)+1:]
		end := strings.Index(body, "\n```")
		if strings.HasPrefix(body, "```") {
			end = -1 // an empty block
		}
		if end < 0 {
			return nil, fmt.Errorf("the code block of the example %s is empty or never closed", name)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("two examples are named %s", name)
		}
		out[name] = body[:end+1]
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no example: mark a code block with <!-- example: FILE --> on the line above it")
	}
	return out, nil
}
