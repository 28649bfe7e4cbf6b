package config

import (
	"encoding/json"
	"strings"
	"testing"
)

// Each case is an environment and either the search settings it gives the
// browser or the error that stops the build: the message index:push also
// gives first, then the variable to set.
func TestSearchFromEnv(t *testing.T) {
	cases := []struct {
		name string
		env  map[string]string
		want Search
		// err is the error's start; fix what it must also name
		err, fix string
	}{
		{name: "static index", want: Search{IndexName: "voce"}},
		{name: "algolia", env: map[string]string{"ALGOLIA_APP_ID": "APP", "ALGOLIA_SEARCH_API_KEY": "KEY"},
			want: Search{IndexName: "voce", AppID: "APP", APIKey: "KEY"}},
		{name: "algolia with hosts and index", env: map[string]string{"ALGOLIA_APP_ID": "APP", "ALGOLIA_SEARCH_API_KEY": "KEY", "ALGOLIA_SEARCH_HOSTS": " a.example , ,http://b.example:8080", "ALGOLIA_INDEX_NAME": "docs"},
			want: Search{IndexName: "docs", AppID: "APP", APIKey: "KEY", Hosts: []string{"a.example", "http://b.example:8080"}}},
		{name: "app id alone", env: map[string]string{"ALGOLIA_APP_ID": "APP"},
			err: "`apiKey` is missing.", fix: "set ALGOLIA_SEARCH_API_KEY"},
		{name: "search key alone", env: map[string]string{"ALGOLIA_SEARCH_API_KEY": "KEY"},
			err: "`appId` is missing.", fix: "set ALGOLIA_APP_ID"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, k := range []string{"ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY", "ALGOLIA_SEARCH_HOSTS", "ALGOLIA_INDEX_NAME"} {
				t.Setenv(k, c.env[k])
			}
			s := &Site{Search: Search{IndexName: "voce"}}
			err := s.FromEnv()
			if c.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), c.err+" ") || !strings.Contains(err.Error(), c.fix) {
					t.Fatalf("error %v, want it to start with %q and say %q", err, c.err, c.fix)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			// What counts is what site.json gives the browser.
			got, _ := json.Marshal(s.Search)
			if want, _ := json.Marshal(c.want); string(got) != string(want) {
				t.Fatalf("search %s, want %s", got, want)
			}
		})
	}
}
