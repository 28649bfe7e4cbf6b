package content

import (
	"fmt"
	"slices"
	"strings"
)

// Errors is every problem found in the content, each "path:line: message".
type Errors []string

func (e Errors) Error() string {
	if len(e) == 1 {
		return e[0]
	}
	return fmt.Sprintf("%d problems in the content:\n%s", len(e), strings.Join(e, "\n"))
}

func (e *Errors) add(path string, line int, format string, a ...any) {
	*e = append(*e, fmt.Sprintf("%s:%d: %s", path, max(line, 1), fmt.Sprintf(format, a...)))
}

func (e Errors) sorted() Errors {
	slices.Sort(e)
	return e
}
