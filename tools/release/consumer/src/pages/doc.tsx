import { DocsSite } from '../examples/DocsSite';
import { at, loaders, localeData, page, site } from '../data';

export function Page() {
  return <DocsSite site={site} initial={{ location: at('/'), data: { kind: 'doc', page }, localeData }} loaders={loaders} />;
}
