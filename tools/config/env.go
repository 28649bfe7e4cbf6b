package config

import (
	"os"
	"strings"
)

// FromEnv fills the browser's search credentials from the environment. With
// ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY set the site searches Algolia;
// without them it searches the local engine on its own origin.
func (s *Site) FromEnv() {
	s.Search.AppID = os.Getenv("ALGOLIA_APP_ID")
	s.Search.APIKey = os.Getenv("ALGOLIA_SEARCH_API_KEY")
	if s.Search.AppID == "" || s.Search.APIKey == "" {
		s.Search.AppID, s.Search.APIKey = "", ""
	}
	if name := os.Getenv("ALGOLIA_INDEX_NAME"); name != "" {
		s.Search.IndexName = name
	}
	s.Search.Hosts = nil
	for _, h := range strings.Split(os.Getenv("ALGOLIA_SEARCH_HOSTS"), ",") {
		if h = strings.TrimSpace(h); h != "" {
			s.Search.Hosts = append(s.Search.Hosts, h)
		}
	}
}
