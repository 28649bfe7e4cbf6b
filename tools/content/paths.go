package content

import (
	"path"
	"strings"
)

// localPath maps a file to its URL path without the locale prefix.
func localPath(rel, slug string) string {
	if slug != "" {
		if strings.HasPrefix(slug, "/") {
			return normalize(slug)
		}
		return normalize("/" + path.Join(path.Dir(rel), slug))
	}
	p := strings.TrimSuffix(rel, ".md")
	if p == "index" {
		return "/"
	}
	p = strings.TrimSuffix(p, "/index")
	return "/" + p
}

// normalize drops a trailing slash (but keeps "/"), the one form routes use.
func normalize(p string) string {
	if p == "" {
		return "/"
	}
	return path.Clean(p)
}

// JoinRoute puts a locale prefix ("" or "/zh-cn") before a local path.
func JoinRoute(prefix, local string) string {
	if local == "/" && prefix != "" {
		return prefix
	}
	return prefix + local
}
