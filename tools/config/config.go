// Package config loads content/site.yaml: the site's title, locales, navbar,
// footer, search and widget settings. Everything else in the pipeline reads
// the Site value, never the file.
package config

// Site is the parsed and validated content/site.yaml.
type Site struct {
	Title          string        `yaml:"title" json:"title"`
	Tagline        string        `yaml:"tagline" json:"tagline"`
	URL            string        `yaml:"url" json:"url"`
	BaseURL        string        `yaml:"baseUrl" json:"baseUrl"`
	Favicon        string        `yaml:"favicon" json:"favicon"`
	Logo           string        `yaml:"logo" json:"logo"`
	Locales        []Locale      `yaml:"locales" json:"locales"`
	Navbar         Navbar        `yaml:"navbar" json:"navbar"`
	Sidebar        SidebarConfig `yaml:"sidebar" json:"sidebar"`
	EditURL        string        `yaml:"editUrl" json:"editUrl"`
	Footer         Footer        `yaml:"footer" json:"footer"`
	Announcement   *Announcement `yaml:"announcement" json:"announcement,omitempty"`
	API            APIConfig     `yaml:"api" json:"api"`
	Search         Search        `yaml:"search" json:"search"`
	Widget         Widget        `yaml:"widget" json:"widget"`
	FrameAncestors []string      `yaml:"frameAncestors" json:"frameAncestors"`
}

// Locale is one language of the site. The default locale has no URL prefix;
// every other one lives under /<code>/.
type Locale struct {
	Code     string `yaml:"code" json:"code"`
	Label    string `yaml:"label" json:"label"`
	HTMLLang string `yaml:"htmlLang" json:"htmlLang"`
	Default  bool   `yaml:"default" json:"default"`
}

// Localized is a text given once per locale code.
type Localized map[string]string

type Navbar struct {
	Source Link `yaml:"source" json:"source"`
}

type Link struct {
	Label string `yaml:"label" json:"label"`
	Href  string `yaml:"href" json:"href"`
}

type LocalizedLink struct {
	Label Localized `yaml:"label" json:"label"`
	Href  string    `yaml:"href" json:"href"`
}

type SidebarConfig struct {
	Links []LocalizedLink `yaml:"links" json:"links"`
}

type Footer struct {
	Columns   []FooterColumn `yaml:"columns" json:"columns"`
	Copyright string         `yaml:"copyright" json:"copyright"`
}

type FooterColumn struct {
	Title Localized       `yaml:"title" json:"title"`
	Items []LocalizedLink `yaml:"items" json:"items"`
}

type Announcement struct {
	ID         string    `yaml:"id" json:"id"`
	Content    Localized `yaml:"content" json:"content"`
	Background string    `yaml:"background" json:"background"`
	Color      string    `yaml:"color" json:"color"`
}

type APIConfig struct {
	Spec      string `yaml:"spec" json:"spec"`
	RouteBase string `yaml:"routeBase" json:"routeBase"`
}

// Search holds the index name; the Algolia credentials come from the
// environment at build time (see FromEnv), never from the file.
type Search struct {
	IndexName string   `yaml:"indexName" json:"indexName"`
	AppID     string   `yaml:"-" json:"appId,omitempty"`
	APIKey    string   `yaml:"-" json:"apiKey,omitempty"`
	Hosts     []string `yaml:"-" json:"hosts,omitempty"`
}

// Widget configures the VoceChat chat widget in the footer. Host defaults
// to DefaultWidgetHost; "{email}" in a welcome text stands for ContactEmail.
type Widget struct {
	Host         string    `yaml:"host" json:"host"`
	ID           string    `yaml:"id" json:"id"`
	AutoReg      bool      `yaml:"autoReg" json:"autoReg"`
	ThemeColor   string    `yaml:"themeColor" json:"themeColor"`
	ContactEmail string    `yaml:"contactEmail" json:"contactEmail"`
	Welcome      Localized `yaml:"welcome" json:"welcome"`
}

// DefaultLocale returns the locale without a URL prefix.
func (s *Site) DefaultLocale() Locale {
	for _, l := range s.Locales {
		if l.Default {
			return l
		}
	}
	return s.Locales[0]
}

// Prefix is the URL prefix of a locale: "" for the default, "/zh-cn" otherwise.
func (s *Site) Prefix(code string) string {
	if code == s.DefaultLocale().Code {
		return ""
	}
	return "/" + code
}
