import { Router } from '@vocedocs/theme';
import { OperationPage } from '../examples/OperationPage';
import { apiSidebar, at, loaders, localeData, operation, site } from '../data';

export function Page() {
  return (
    <Router site={site} initial={{ location: at('/api/get-a-pet'), data: { kind: 'api-operation', operation }, localeData }} loaders={loaders}>
      <OperationPage operation={operation} sidebar={apiSidebar} />
    </Router>
  );
}
