import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { useOptionalRouter } from './Router';
import { canPrefetch, observeForPrefetch } from './prefetch';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Whether a path is a page of this site (not a file, not protocol-relative). */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_data/') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
}

/**
 * A link that navigates inside the site without a reload. It prefetches the
 * route's data when it first scrolls into view, and its data and code on
 * hover and focus; never on a data-saver or 2g connection.
 */
export function Link({ href, onClick, onMouseEnter, onFocus, target, rel, ...rest }: LinkProps) {
  const router = useOptionalRouter();
  const own = useRef<HTMLAnchorElement>(null);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:');
  const site = isSitePath(href);
  const prefetch = router?.prefetch;
  useEffect(() => {
    if (!site || !prefetch || !own.current) return;
    return observeForPrefetch(own.current, () => prefetch(href));
  }, [href, site, prefetch]);
  const warm = () => {
    // A hover or focus says more than a scroll: fetch the page's code too.
    if (router && site && canPrefetch()) router.prefetch(href, { deep: true });
  };
  return (
    <a
      ref={own}
      href={href}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      onClick={(e) => {
        onClick?.(e);
        // A plain left click on a site link stays in the page.
        const plain = !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
        if (router && site && plain && (!target || target === '_self')) {
          e.preventDefault();
          router.navigate(href);
        }
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        warm();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        warm();
      }}
      {...rest}
    />
  );
}
