import { hydrateRoot } from 'react-dom/client';
import { App, pageAt } from './routes';

// The page's chunk (and its stylesheet) first, then hydration of the HTML renderToString wrote.
void pageAt(location.pathname.replace(/\/+$/, '') || '/').then((Page) => {
  hydrateRoot(document.getElementById('app')!, <App Page={Page} />);
});
