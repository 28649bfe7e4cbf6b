import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useOptionalRouter } from './Router';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Whether a click should stay in the page (a plain left click on a site link). */
function isClientClick(e: MouseEvent<HTMLAnchorElement>, href: string, target?: string): boolean {
  return (
    !e.defaultPrevented &&
    e.button === 0 &&
    !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey &&
    (!target || target === '_self') &&
    href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_data/') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])
  );
}

/** A link that navigates inside the site without a reload, and prefetches on hover. */
export function Link({ href, onClick, onMouseEnter, onFocus, target, rel, ...rest }: LinkProps) {
  const router = useOptionalRouter();
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:');
  return (
    <a
      href={href}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      onClick={(e) => {
        onClick?.(e);
        if (router && isClientClick(e, href, target)) {
          e.preventDefault();
          router.navigate(href);
        }
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        if (router && href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (router && href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
      }}
      {...rest}
    />
  );
}
