import { useEffect, type ComponentType } from 'react';

// Each page is a chunk of its own with only its README example's code and
// CSS in it, so a page that renders styled proves its example imports what
// it needs.
export const routes: Record<string, () => Promise<{ Page: ComponentType }>> = {
  '/': () => import('./pages/doc'),
  '/api/get-a-pet': () => import('./pages/api'),
  '/search': () => import('./pages/search'),
  '/chat': () => import('./pages/chat'),
};

/** Marks the document once React has hydrated the page, for the browser check. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function App({ Page }: { Page: ComponentType }) {
  return (
    <>
      <Page />
      <Hydrated />
    </>
  );
}

export async function pageAt(path: string): Promise<ComponentType> {
  const load = routes[path];
  if (!load) throw new Error(`no page at ${path}`);
  return (await load()).Page;
}
