package content

import (
	"cmp"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"vocedocs/tools/config"
	"vocedocs/tools/markdown"
)

// Options say where the content is and what else exists on the site.
type Options struct {
	Root   string       // the project folder; content lives in Root/content
	Config *config.Site // the loaded site config
	NoGit  bool         // skip git history (dates fall back to file times)
}

// Site is the loaded content of every locale.
type Site struct {
	Config   *config.Site
	Pages    []*Page // by locale (config order), then Rel
	ByRoute  map[string]*Page
	Sidebars map[string]*Sidebar

	published map[string]map[string]*Page // locale → Rel → page, drafts left out
	drafts    map[string]*Page            // the drafts, by Source and by Route
	apiLinks  []apiLink                   // links into the API reference, for CheckAPILinks
	staticDir string                      // content/static
}

// apiLink is a link into the API reference, checked once the API stage,
// which runs alongside the Markdown, knows its pages.
type apiLink struct {
	source, dest, local string
	line                int
}

// CheckAPILinks reports links into the API reference that name no page of
// it; routes are its local paths (/api, /api/login …). With no routes (a
// site without an API reference) nothing is checked.
func (s *Site) CheckAPILinks(routes []string) error {
	if len(routes) == 0 {
		return nil
	}
	var errs Errors
	for _, l := range s.apiLinks {
		if !slices.Contains(routes, l.local) {
			errs.add(l.source, l.line, "link %q: the API reference has no such page", l.dest)
		}
	}
	if len(errs) > 0 {
		return errs.sorted()
	}
	return nil
}

// Alternate is the published page of the same file in another locale, or
// nil when that locale has none (it is missing or a draft).
func (s *Site) Alternate(pg *Page, locale string) *Page {
	return s.published[locale][pg.Rel]
}

// MaxPageBytes bounds one page; a larger file is almost surely a mistake
// (generated output, a pasted log) and would slow every build.
const MaxPageBytes = 2 << 20

// Load reads, renders and checks all pages. It returns every problem found
// as Errors, and the Site only when there is none.
func Load(opts Options) (*Site, error) {
	cfg := opts.Config
	s := &Site{Config: cfg, ByRoute: map[string]*Page{}, Sidebars: map[string]*Sidebar{},
		published: map[string]map[string]*Page{}, drafts: map[string]*Page{}}
	var errs Errors
	contentDir := filepath.Join(opts.Root, "content")
	s.staticDir = filepath.Join(contentDir, "static")

	// A file that did not parse is kept as nil: it has already said so, and
	// the checks below must not add that its twin has no version.
	byLocaleRel := map[string]map[string]*Page{}
	categories := map[string]map[string]*Category{} // locale → folder → category
	for _, loc := range cfg.Locales {
		byLocaleRel[loc.Code] = map[string]*Page{}
		categories[loc.Code] = map[string]*Category{}
		dir := filepath.Join(contentDir, loc.Code)
		if _, err := os.Stat(dir); err != nil {
			errs.add(filepath.ToSlash(filepath.Join("content", loc.Code)), 1, "the folder of locale %q is missing; create it with the same pages as the other locales", loc.Code)
			continue
		}
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			rel = filepath.ToSlash(rel)
			src := filepath.ToSlash(filepath.Join("content", loc.Code, rel))
			if d.Type()&fs.ModeSymlink != 0 {
				errs.add(src, 1, "symbolic links are not followed; copy the file into the content folder")
				return nil
			}
			if d.IsDir() || strings.HasPrefix(d.Name(), ".") {
				return nil
			}
			switch {
			case d.Name() == "_category_.yaml":
				c, err := readCategory(p, src)
				if err != nil {
					errs = append(errs, err.Error())
					return nil
				}
				categories[loc.Code][dirOf(rel)] = c
			case strings.HasSuffix(d.Name(), ".md"):
				pg, perrs := s.readPage(p, src, loc.Code, rel)
				errs = append(errs, perrs...)
				byLocaleRel[loc.Code][rel] = pg
			default:
				errs.add(src, 1, "only .md pages and _category_.yaml belong here; put other files in content/static")
			}
			return nil
		})
		if err != nil {
			errs.add(filepath.ToSlash(filepath.Join("content", loc.Code)), 1, "%v", err)
		}
	}

	// Every page in every locale, and one URL per file.
	for _, loc := range cfg.Locales {
		s.published[loc.Code] = map[string]*Page{}
		for _, rel := range slices.Sorted(maps.Keys(byLocaleRel[loc.Code])) {
			pg := byLocaleRel[loc.Code][rel]
			if pg == nil {
				continue
			}
			for _, other := range cfg.Locales {
				if _, ok := byLocaleRel[other.Code][rel]; !ok {
					errs.add(pg.Source, 1, "this page has no %s version; add content/%s/%s", other.Code, other.Code, rel)
				}
			}
			if prev, dup := s.ByRoute[pg.Route]; dup {
				errs.add(pg.Source, 1, "%s claims the URL %s, like %s; change a slug or rename a file", pg.Source, pg.Route, prev.Source)
				continue
			}
			if pg.Front.Draft {
				s.drafts[pg.Source] = pg
				s.drafts[pg.Route] = pg
				continue
			}
			s.published[loc.Code][rel] = pg
			s.ByRoute[pg.Route] = pg
			s.Pages = append(s.Pages, pg)
		}
		for folder := range categories[loc.Code] {
			for _, other := range cfg.Locales {
				if _, ok := categories[other.Code][folder]; !ok {
					errs.add(fmt.Sprintf("content/%s/%s/_category_.yaml", loc.Code, folder), 1, "no %s version; add content/%s/%s/_category_.yaml", other.Code, other.Code, folder)
				}
			}
		}
	}
	if len(errs) > 0 {
		return nil, errs.sorted()
	}

	setDates(opts.Root, s.Pages, !opts.NoGit)
	for _, loc := range cfg.Locales {
		sb, serrs := buildSidebar(cfg, loc.Code, s.Pages, categories[loc.Code])
		errs = append(errs, serrs...)
		s.Sidebars[loc.Code] = sb
	}
	for _, pg := range s.Pages {
		errs = append(errs, s.resolve(pg)...)
		errs = append(errs, checkLanguage(pg)...)
		s.fillDocCards(pg)
	}
	errs = append(errs, s.checkParity()...)
	if len(errs) > 0 {
		return nil, errs.sorted()
	}
	return s, nil
}

// dirOf is the folder of a slash-separated path, "" at the top.
func dirOf(rel string) string {
	if d := path.Dir(rel); d != "." {
		return d
	}
	return ""
}

// isStatic reports whether a site path (/img/a.png) names a file under
// content/static.
func (s *Site) isStatic(sitePath string) bool {
	fi, err := fs.Stat(os.DirFS(s.staticDir), strings.TrimPrefix(sitePath, "/"))
	return err == nil && !fi.IsDir()
}

// readPage reads one file; problems come back with the file and line.
func (s *Site) readPage(abs, src, locale, rel string) (*Page, Errors) {
	var errs Errors
	raw, err := os.ReadFile(abs)
	if err != nil {
		errs.add(src, 1, "%v", err)
		return nil, errs
	}
	if len(raw) > MaxPageBytes {
		errs.add(src, 1, "the page is %d MB, over the %d MB limit; split it into several pages", len(raw)>>20, MaxPageBytes>>20)
		return nil, errs
	}
	fm, body, bodyLine, err := SplitFrontMatter(src, raw)
	if err != nil {
		return nil, Errors{err.Error()}
	}
	if strings.TrimSpace(fm.Title) == "" {
		errs.add(src, 2, "front matter has no title; add title: …")
	}
	if strings.TrimSpace(fm.Description) == "" {
		errs.add(src, 2, "front matter has no description; add a one-sentence description: … (used for search and link previews)")
	}
	res, merrs := markdown.Render(body, bodyLine)
	for _, e := range merrs {
		errs.add(src, e.Line, "%s", e.Msg)
	}
	if res == nil {
		return nil, errs
	}
	pg := &Page{
		Locale: locale, Rel: rel, ID: strings.TrimSuffix(rel, ".md"), Source: src,
		Front: fm, Res: res, BodyLine: bodyLine, H1: cmp.Or(res.Title, fm.Title),
	}
	pg.LocalPath = localPath(rel, fm.Slug)
	pg.Route = JoinRoute(s.Config.Prefix(locale), pg.LocalPath)
	if s.Config.EditURL != "" {
		pg.EditURL = strings.NewReplacer("{locale}", locale, "{path}", rel).Replace(s.Config.EditURL)
	}
	return pg, errs
}
