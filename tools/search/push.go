package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/algolia/algoliasearch-client-go/v3/algolia/errs"
	"github.com/algolia/algoliasearch-client-go/v3/algolia/opt"
	algolia "github.com/algolia/algoliasearch-client-go/v3/algolia/search"
	"github.com/algolia/algoliasearch-client-go/v3/algolia/transport"

	"vocedocs/tools/config"
)

// PushConfig says where Push sends the records.
type PushConfig struct {
	// AppID and APIKey identify the Algolia application; the key needs the
	// addObject, deleteIndex and editSettings rights (an admin key).
	AppID  string
	APIKey string
	// IndexName is the live index (default "voce").
	IndexName string
	// Hosts overrides Algolia's hosts, as "host:port", reached over HTTPS
	// (the Go client speaks nothing else).
	Hosts []string
	// Requester sends the HTTP requests (default: the client's own). Tests
	// use it to trust a test server's certificate.
	Requester transport.Requester
	// BatchSize is the number of records per batch (default 1000).
	BatchSize int
}

// DefaultIndexName is the index the site searches.
const DefaultIndexName = "voce"

// PushConfigFromEnv reads ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY,
// ALGOLIA_INDEX_NAME and ALGOLIA_HOSTS (comma-separated host:port list).
func PushConfigFromEnv() PushConfig {
	return PushConfig{
		AppID:     strings.TrimSpace(os.Getenv("ALGOLIA_APP_ID")),
		APIKey:    strings.TrimSpace(os.Getenv("ALGOLIA_ADMIN_API_KEY")),
		IndexName: strings.TrimSpace(os.Getenv("ALGOLIA_INDEX_NAME")),
		Hosts:     config.HostsFromEnv("ALGOLIA_HOSTS"),
	}
}

// pushSettings are the index settings DocSearch's crawler uses, trimmed to
// our record shape.
func pushSettings() algolia.Settings {
	return algolia.Settings{
		SearchableAttributes: opt.SearchableAttributes(
			"unordered(hierarchy.lvl0)",
			"unordered(hierarchy.lvl1)",
			"unordered(hierarchy.lvl2)",
			"unordered(hierarchy.lvl3)",
			"unordered(hierarchy.lvl4)",
			"unordered(hierarchy.lvl5)",
			"unordered(hierarchy.lvl6)",
			"content",
		),
		AttributesForFaceting: opt.AttributesForFaceting("language", "docusaurus_tag", "type"),
		AttributesToRetrieve: opt.AttributesToRetrieve(
			"hierarchy", "content", "anchor", "url", "url_without_anchor", "type",
		),
		AttributesToHighlight: opt.AttributesToHighlight("hierarchy", "content"),
		AttributesToSnippet:   opt.AttributesToSnippet("content:10"),
		AttributeForDistinct:  opt.AttributeForDistinct("url"),
		Distinct:              opt.Distinct(true),
		CustomRanking: opt.CustomRanking(
			"desc(weight.pageRank)",
			"desc(weight.level)",
			"asc(weight.position)",
		),
		HighlightPreTag:      opt.HighlightPreTag("<mark>"),
		HighlightPostTag:     opt.HighlightPostTag("</mark>"),
		SnippetEllipsisText:  opt.SnippetEllipsisText("…"),
		HitsPerPage:          opt.HitsPerPage(20),
		MinWordSizefor1Typo:  opt.MinWordSizefor1Typo(4),
		MinWordSizefor2Typos: opt.MinWordSizefor2Typos(8),
	}
}

// Push replaces the live index with recs without ever serving a partial
// index: it fills a temporary index <name>_tmp_<unix nanoseconds> (settings
// first, then the records, which the client sends in batches of
// BatchSize, waiting for every task), then moves it over the live index in
// one atomic operation. On any failure it deletes the temporary index, so
// the live index stays exactly as it was.
//
// The client's own ReplaceAllObjects does the same but copies the live
// index's settings into the temporary one, so ours would have to be set on
// the live index before its records are replaced, and it fills an index
// that does not exist yet in place.
//
// A push killed midway cannot delete its temporary index; the next push
// deletes every <name>_tmp_<digits> it finds first. Two pushes to one
// index at once are not supported: each would delete the other's.
//
// The settings are always the ones in this file, so a push is
// reproducible; rules and synonyms made in the Algolia dashboard are kept
// (copied from the live index first). Progress goes to out.
func Push(ctx context.Context, cfg PushConfig, recs []Record, out io.Writer) (err error) {
	if cfg.AppID == "" {
		return errors.New("`appId` is missing.")
	}
	if cfg.APIKey == "" {
		return errors.New("`apiKey` is missing.")
	}
	if len(recs) == 0 {
		return errors.New("no search records to push (refusing to empty the live index)")
	}
	for _, h := range cfg.Hosts {
		if strings.Contains(h, "://") {
			return fmt.Errorf("ALGOLIA_HOSTS names %q: give host:port, which the push reaches over HTTPS (the Algolia Go client speaks nothing else)", h)
		}
	}
	name := cmp.Or(cfg.IndexName, DefaultIndexName)
	start := time.Now()
	client := algolia.NewClientWithConfig(algolia.Configuration{
		AppID: cfg.AppID, APIKey: cfg.APIKey, Hosts: cfg.Hosts, Requester: cfg.Requester, MaxBatchSize: cfg.BatchSize,
	})
	tmpName := fmt.Sprintf("%s_tmp_%d", name, start.UnixNano())
	tmp := client.InitIndex(tmpName)
	fmt.Fprintf(out, "pushing %d records to index %s through %s\n", len(recs), name, tmpName)

	defer func() {
		if err == nil {
			return
		}
		// The live index was never touched: drop the temporary one. The
		// caller's context may be what failed, so use a fresh one.
		cctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		res, derr := tmp.Delete(cctx)
		if derr == nil {
			derr = res.Wait(cctx)
		}
		if derr != nil {
			err = fmt.Errorf("%w (the temporary index %s could not be deleted: %v)", err, tmpName, derr)
			return
		}
		fmt.Fprintf(out, "deleted temporary index %s; index %s is unchanged\n", tmpName, name)
	}()

	// done waits for the tasks an Algolia call started.
	done := func(task interface{ Wait(...interface{}) error }, err error) error {
		if err != nil {
			return err
		}
		return task.Wait(ctx)
	}
	if err := deleteLeftovers(ctx, client, name, out); err != nil {
		return err
	}
	if _, gerr := client.InitIndex(name).GetSettings(ctx); gerr == nil {
		if err := done(client.CopyIndex(name, tmpName, opt.Scopes("rules", "synonyms"), ctx)); err != nil {
			return fmt.Errorf("push: copy rules and synonyms of %s: %w", name, err)
		}
	} else if _, notFound := errs.IsAlgoliaErrWithCode(gerr, http.StatusNotFound); !notFound {
		return fmt.Errorf("push: read settings of %s: %w", name, gerr)
	}
	if err := done(tmp.SetSettings(pushSettings(), ctx)); err != nil {
		return fmt.Errorf("push: set settings of %s: %w", tmpName, err)
	}
	if err := done(tmp.SaveObjects(recs, ctx)); err != nil {
		return fmt.Errorf("push: records to %s: %w", tmpName, err)
	}
	if err := done(client.MoveIndex(tmpName, name, ctx)); err != nil {
		return fmt.Errorf("push: move %s to %s: %w", tmpName, name, err)
	}
	fmt.Fprintf(out, "pushed %d records to index %s in %s\n", len(recs), name, time.Since(start).Round(time.Millisecond))
	return nil
}

// deleteLeftovers deletes the temporary indexes of name that earlier,
// interrupted pushes left.
func deleteLeftovers(ctx context.Context, client *algolia.Client, name string, out io.Writer) error {
	list, err := client.ListIndices(ctx)
	if err != nil {
		return fmt.Errorf("push: list indexes: %w", err)
	}
	leftover := regexp.MustCompile(`^` + regexp.QuoteMeta(name) + `_tmp_[0-9]+$`)
	var gone []string
	for _, ix := range list.Items {
		if !leftover.MatchString(ix.Name) {
			continue
		}
		res, err := client.InitIndex(ix.Name).Delete(ctx)
		if err == nil {
			err = res.Wait(ctx)
		}
		if err != nil {
			return fmt.Errorf("push: delete %s, left by an interrupted push: %w", ix.Name, err)
		}
		gone = append(gone, ix.Name)
	}
	if len(gone) > 0 {
		sort.Strings(gone)
		fmt.Fprintf(out, "deleted %d temporary indexes an interrupted push left: %s\n", len(gone), strings.Join(gone, ", "))
	}
	return nil
}
