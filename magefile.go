//go:build mage

// Targets of the VoceChat docs platform. Each one calls a tested function in
// tools/; run `go run mage.go -l` for the list.
package main

import (
	"os"

	"github.com/magefile/mage/mg"

	"vocedocs/tools/bench"
	"vocedocs/tools/pipeline"
)

// Default runs when no target is given.
var Default = Serve

// Build writes the static site to build/site (Go stage, Vite, pre-render, static search index). Reads ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY (search on Algolia instead of the static index; both or neither), ALGOLIA_SEARCH_HOSTS, ALGOLIA_INDEX_NAME.
func Build() error { return pipeline.Build(pipeline.BuildOptions{Root: ".", Log: os.Stdout}) }

// Serve builds the site and serves build/site on http://127.0.0.1:3000. Reads PORT, HOST.
func Serve() error {
	mg.Deps(Build)
	return pipeline.Serve(".", os.Stdout)
}

// Dev starts the development server: Markdown and React edits show in the open page at once. Reads PORT.
func Dev() error { return pipeline.Dev(pipeline.DevOptions{Root: ".", Log: os.Stdout}) }

// Test runs every test: go test, vitest, type checks, pnpm pack of each library, packages:check and Playwright in Debian Chromium.
func Test() error { return pipeline.Test(".", os.Stdout) }

// Content is the namespace of content targets.
type Content mg.Namespace

// Check checks every page (front matter, links, anchors, code languages, images, translations) without building.
func (Content) Check() error { return pipeline.Check(".", os.Stdout) }

// Bench is the namespace of the benchmarks: they print figures and never fail on time.
type Bench mg.Namespace

// All runs every benchmark (build, page weight, first search, dev loop, Lighthouse) and prints its figures.
func (Bench) All() error { return bench.All(".", os.Stdout) }

// Build measures cold and warm builds per stage for the real content and a generated set (BENCH_PAGES per locale, default 2000, plus as many API operations), stage by stage.
func (Bench) Build() error { return bench.Build(".", bench.GeneratedPages(), os.Stdout) }

// API is the namespace of the API reference targets.
type API mg.Namespace

// Slugs prints the page slug of every operation of an OpenAPI file, in document order: go run mage.go api:slugs FILE.
func (API) Slugs(file string) error { return pipeline.PrintSlugs(os.Stdout, file) }

// Schemas is the namespace of the schema targets.
type Schemas mg.Namespace

// Check validates the API description named in content/site.yaml (structure, every $ref, slugs) and the artifact schemas.
func (Schemas) Check() error { return pipeline.CheckSchemas(".", os.Stdout) }

// Index is the namespace of the search index targets.
type Index mg.Namespace

// Push uploads the build's search records to Algolia, replacing the index atomically. Reads ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME (default voce), ALGOLIA_HOSTS.
func (Index) Push() error { return pipeline.Push(".", os.Stdout) }

// Search times a reader's first search on a phone with the static index (bytes and time to the first hit) in Chromium.
func (Bench) Search() error { return bench.Search(".", os.Stdout) }

// Lighthouse runs Lighthouse (mobile, stock flags) on a doc page and an API page in both locales of build/site.
func (Bench) Lighthouse() error { return bench.Lighthouse(".", os.Stdout) }

// Dev times mage dev: the first page served, and Markdown saves until Chromium shows them.
func (Bench) Dev() error { return bench.DevLoop(".", os.Stdout) }

// Packages is the namespace of the published libraries (packages/*): versions, changelogs, their public API and a site built from them.
type Packages mg.Namespace

// Check packs the libraries and builds a site from their tarballs outside the workspace (tsc, renderToString, Vite, Chromium), and checks their public API against packages/*/etc/*.api.md. Reads CHROMIUM_PATH.
func (Packages) Check() error { return pipeline.CheckPackages(".", os.Stdout) }

// Release versions the libraries from the pending changesets, checks them, commits the release, then publishes and tags it with changeset publish. Reads npm_config_registry.
func (Packages) Release() error { return pipeline.ReleasePackages(".", os.Stdout) }

// Snapshot writes each library's public API report (packages/*/etc/*.api.md) from its build: run it after an API change that is meant.
func (Packages) Snapshot() error { return pipeline.SnapshotPackages(".", os.Stdout) }

// Aliases: `go run mage.go bench` runs every benchmark.
var Aliases = map[string]interface{}{"bench": Bench.All}
