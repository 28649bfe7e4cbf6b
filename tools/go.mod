module vocedocs/tools

go 1.26.0

require (
	github.com/gomarkdown/markdown v0.0.0-20260411013819-759bbc3e3207
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/swaggest/openapi-go v0.2.60
)

require (
	github.com/stretchr/testify v1.10.0 // indirect
	github.com/swaggest/jsonschema-go v0.3.74 // indirect
	github.com/swaggest/refl v1.3.1 // indirect
	golang.org/x/sys v0.49.0 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
)

require (
	github.com/agnivade/levenshtein v1.2.2
	github.com/algolia/algoliasearch-client-go/v3 v3.32.1
	github.com/fsnotify/fsnotify v1.10.1
	github.com/pmezard/go-difflib v1.0.0
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/sync v0.25.0
	golang.org/x/text v0.30.0
	golang.org/x/tools v0.37.0
	vocedocs/schemas v0.0.0
)

replace vocedocs/schemas => ../schemas
