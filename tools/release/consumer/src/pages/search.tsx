import { DocPage, Router } from '@vocedocs/theme';
import { SearchLayout } from '../examples/SearchLayout';
import { at, loaders, localeData, page, site } from '../data';

export function Page() {
  return (
    <Router site={site} initial={{ location: at('/search'), data: { kind: 'doc', page }, localeData }} loaders={loaders}>
      <SearchLayout>
        <DocPage page={page} />
      </SearchLayout>
    </Router>
  );
}
