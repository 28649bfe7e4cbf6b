// Package examples checks the code blocks of the docs the way a reader
// would use them: nginx sites pass nginx -t, Caddyfiles caddy validate,
// shell parses with bash, YAML, JSON and TOML parse, and the bot examples
// compile or at least parse with their language's own tool. A fence marked
// excerpt (part of a larger file, a sketch with gaps) is left out.
package examples

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"vocedocs/tools/config"
	"vocedocs/tools/content"
)

// Block is one example to check, at the first place it appears.
type Block struct {
	Source string // content/en/install/shell.md
	Line   int    // the fence's line
	Lang   string
	Title  string
	Code   string
}

func (b Block) String() string { return fmt.Sprintf("%s:%d", b.Source, b.Line) }

// Load reads the site in root with the pipeline's own loader and returns
// every block a checker knows, once: the same code in both locales is
// checked once, under its first page.
func Load(root string) ([]Block, error) {
	cfg, err := config.Load(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return nil, err
	}
	site, err := content.Load(content.Options{Root: root, Config: cfg, NoGit: true})
	if err != nil {
		return nil, err
	}
	var out []Block
	seen := map[string]bool{}
	for _, pg := range site.Pages {
		for _, c := range pg.Res.Code {
			lang := canonical(c.Info.Lang)
			if c.Info.Excerpt || checkers[lang] == nil || seen[lang+"\n"+c.Code] {
				continue
			}
			seen[lang+"\n"+c.Code] = true
			out = append(out, Block{Source: pg.Source, Line: c.Line, Lang: lang, Title: c.Info.Title, Code: c.Code})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Source < out[j].Source })
	return out, nil
}

var aliases = map[string]string{"sh": "bash", "shell": "bash", "yml": "yaml", "js": "javascript"}

func canonical(lang string) string {
	if l, ok := aliases[lang]; ok {
		return l
	}
	return lang
}

// A checker runs one block in a scratch folder of its own and returns what
// is wrong with it, or nil.
type checker func(env *Env, dir string, b Block) error

var checkers = map[string]checker{
	"bash":       checkBash,
	"nginx":      checkNginx,
	"caddyfile":  checkCaddy,
	"yaml":       checkYAML,
	"json":       checkJSON,
	"toml":       checkTOML,
	"javascript": checkJS,
	"python":     checkPython,
	"go":         checkGo,
	"php":        checkPHP,
}

// Check runs the checker of b's language in a new folder under env's.
func Check(env *Env, b Block) error {
	dir, err := os.MkdirTemp(env.dir, "block-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	return checkers[canonical(b.Lang)](env, dir, b)
}

// fileName is where a block is written: its title's base name when it has
// one (send.mjs, bot.py), else name.
func fileName(b Block, name string) string {
	if t := filepath.Base(strings.TrimSpace(b.Title)); b.Title != "" && !strings.ContainsAny(t, " （(") {
		return t
	}
	return name
}
