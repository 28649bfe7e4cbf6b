// Package markdown turns one page's Markdown into the element tree the React
// theme renders: ["tag", {attrs}, ...children] arrays with plain strings as
// text (JSONML). The tree carries no HTML, so nothing in a page can become
// markup the theme did not choose to render.
package markdown

// Attrs are an element's attributes. encoding/json sorts map keys, so the
// output is deterministic.
type Attrs = map[string]any

// El builds an element node.
func El(tag string, attrs Attrs, children ...any) []any {
	if attrs == nil {
		attrs = Attrs{}
	}
	n := make([]any, 0, 2+len(children))
	n = append(n, tag, attrs)
	return append(n, children...)
}

// appendChild adds c to the element, merging adjacent strings.
func appendChild(el []any, c any) []any {
	if s, ok := c.(string); ok {
		if s == "" {
			return el
		}
		if len(el) > 2 {
			if prev, ok := el[len(el)-1].(string); ok {
				el[len(el)-1] = prev + s
				return el
			}
		}
	}
	return append(el, c)
}

// PlainText is the text of a node and its children, as a reader sees it.
func PlainText(n any) string {
	var b []byte
	var walk func(any)
	walk = func(n any) {
		switch v := n.(type) {
		case string:
			b = append(b, v...)
		case []any:
			if len(v) >= 2 {
				if tag, _ := v[0].(string); tag == "img" {
					return
				}
				for _, c := range v[2:] {
					walk(c)
				}
			}
		}
	}
	walk(n)
	return string(b)
}
