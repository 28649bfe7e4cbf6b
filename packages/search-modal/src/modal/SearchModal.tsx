import { useCallback, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchHit, type DocSearchProps, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import type { ReactNode } from 'react';
import { Link, localeOf, useRouter, useStrings } from '@vocedocs/theme';
import '@docsearch/css';
import { getSearchClient } from '../client/getSearchClient';
import { credentialsOf, usesAlgolia } from '../client/credentials';
import { facetFiltersFor } from '../facetFilters';
import { relativeUrl } from '../relativeUrl';
import { searchPagePath } from '../searchPagePath';
import type { SearchHostProps } from '../SearchHost';
import { docSearchTranslations } from './translations';
import { errorScreenClient } from './errorScreenClient';

export interface SearchModalProps extends SearchHostProps {
  onClose(): void;
  initialQuery?: string;
  initialScrollY: number;
  /** search-insights' `aa`, loaded only when the site searches Algolia. */
  insightsClient?: unknown;
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

/**
 * The DocSearch modal, bound to the site: its index, the page's language
 * and docs tags, client-side navigation through the theme router, and a
 * footer link to the search page. This module and @docsearch/css form the
 * lazy chunk; nothing here is part of a page's first load.
 */
export default function SearchModal({ onClose, initialQuery, initialScrollY, maxResultsPerGroup, disableUserPersonalization, placeholder, insightsClient }: SearchModalProps) {
  const router = useRouter();
  const t = useStrings();
  const { site, location } = router;
  const locale = localeOf(location.path, site.locales);
  const base = getSearchClient(site);
  // The reader opened the search: load the index while they type.
  useEffect(() => base.warm?.(locale.code), [base, locale.code]);
  const client = useMemo(() => errorScreenClient(base), [base]);
  const algolia = usesAlgolia(site.search);
  const { appId, apiKey } = credentialsOf(site.search);
  const translations = useMemo(() => docSearchTranslations(router.localeData.strings), [router.localeData.strings]);
  const searchParameters = useMemo(() => ({ facetFilters: facetFiltersFor(locale.code) }), [locale.code]);
  // Enter goes through the router; DocSearch's own navigator opens new tabs and windows.
  const navigator = useMemo(() => ({ navigate: ({ itemUrl }: { itemUrl: string }) => router.navigate(itemUrl) }), [router.navigate]);
  // DocSearch rebuilds its autocomplete when any of these changes identity: keep them stable.
  const transformItems = useCallback((items: DocSearchHit[]) => items.map((item) => ({ ...item, url: relativeUrl(item.url) })), []);
  const transformSearchClient = useCallback(() => client as never, [client]);
  const resultsFooterComponent: NonNullable<DocSearchProps['resultsFooterComponent']> = ({ state }) => (
    <Link className="voce-search-modal__all" href={searchPagePath(locale, state.query)} onClick={onClose}>
      {t('search.modal.seeAll', 'See all results')}
    </Link>
  );
  const insights = useMemo(
    () => (algolia && insightsClient ? ({ insightsClient, insightsInitParams: { appId, apiKey, useCookie: false, anonymousUserToken: true } } as unknown as DocSearchProps['insights']) : false),
    [algolia, insightsClient, appId, apiKey],
  );

  return createPortal(
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indexName={site.search.indexName}
      placeholder={placeholder ?? t('search.modal.placeholder', 'Search docs')}
      searchParameters={searchParameters}
      maxResultsPerGroup={maxResultsPerGroup}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      hitComponent={Hit}
      resultsFooterComponent={resultsFooterComponent}
      navigator={navigator}
      initialScrollY={initialScrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      translations={translations}
      disableUserPersonalization={disableUserPersonalization}
      insights={insights}
    />,
    document.body,
  );
}
