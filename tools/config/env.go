package config

import (
	"cmp"
	"errors"
	"os"
	"strings"
	"unicode"
)

// FromEnv fills the browser's search settings from the environment.
//
// With ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY set the site searches
// Algolia; one without the other is an error, not a quiet fall-back to the
// static index. Without both it searches the static index the build writes
// beside the pages.
func (s *Site) FromEnv() error {
	appID, key := os.Getenv("ALGOLIA_APP_ID"), os.Getenv("ALGOLIA_SEARCH_API_KEY")
	switch {
	case appID == "" && key != "":
		return errors.New("`appId` is missing. ALGOLIA_SEARCH_API_KEY is set: set ALGOLIA_APP_ID to your Algolia application id too, or unset ALGOLIA_SEARCH_API_KEY to search the static index")
	case appID != "" && key == "":
		return errors.New("`apiKey` is missing. ALGOLIA_APP_ID is set: set ALGOLIA_SEARCH_API_KEY to the application's search-only API key too, or unset ALGOLIA_APP_ID to search the static index")
	}
	s.Search.AppID, s.Search.APIKey = appID, key
	s.Search.IndexName = cmp.Or(os.Getenv("ALGOLIA_INDEX_NAME"), s.Search.IndexName)
	s.Search.Hosts = HostsFromEnv("ALGOLIA_SEARCH_HOSTS")
	return nil
}

// HostsFromEnv reads a list of hosts from the environment variable name,
// separated by commas or spaces.
func HostsFromEnv(name string) []string {
	return strings.FieldsFunc(os.Getenv(name), func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
}
