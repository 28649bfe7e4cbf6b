import { createElement, Fragment, type ReactNode } from 'react';
import type { BodyNode } from '../types';
import { Link } from '../router/Link';
import { CodeBlock } from './CodeBlock';
import { Admonition } from './Admonition';
import { Tabs } from './Tabs';
import { DocCards } from './DocCards';
import { Downloads } from './Downloads';
import { HeadingAnchor } from './HeadingAnchor';
import { Diagram } from './Diagram';

const plainTags = new Set(['p', 'strong', 'em', 'del', 'code', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr']);

const pixels = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

/**
 * Renders the element tree of a page. Only the tags and attributes below can
 * come out, whatever the tree holds: text is always text. Links and image
 * sources are rendered as the tree gives them: the Go stage that wrote the
 * tree applied the site's link policy (ClassifyLink in tools/markdown).
 */
export function Body({ nodes }: { nodes: BodyNode[] }) {
  return <>{nodes.map((n, i) => renderNode(n, i))}</>;
}

/** inLink: n sits inside a link, so it must not open a link of its own. */
export function renderNode(n: BodyNode, key: number | string, inLink = false): ReactNode {
  if (typeof n === 'string') return n;
  if (!Array.isArray(n) || typeof n[0] !== 'string') return null;
  const [tag, attrs = {}, ...kids] = n;
  const children = () => kids.map((k, i) => renderNode(k, i, inLink || tag === 'a'));
  switch (tag) {
    case 'a':
      return (
        <Link key={key} href={String(attrs.href ?? '')} title={attrs.title as string | undefined} download={attrs.download ? '' : undefined}>
          {children()}
        </Link>
      );
    case 'img': {
      const src = String(attrs.src ?? '');
      // The build gives local images their size: the box is kept before the file arrives.
      const size = { width: pixels(attrs.width), height: pixels(attrs.height) };
      if (!inLink && /\.svg$/i.test(src)) return <Diagram key={key} src={src} alt={String(attrs.alt ?? '')} title={attrs.title as string | undefined} {...size} />;
      return <img key={key} src={src} alt={String(attrs.alt ?? '')} title={attrs.title as string | undefined} {...size} loading="lazy" decoding="async" />;
    }
    case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
      return (
        <HeadingAnchor key={key} level={Number(tag[1])} id={String(attrs.id ?? '')}>
          {children()}
        </HeadingAnchor>
      );
    case 'th': case 'td':
      return createElement(tag, { key, style: attrs.align ? { textAlign: attrs.align as 'left' } : undefined }, ...children());
    case 'ol':
      return <ol key={key} start={typeof attrs.start === 'number' ? attrs.start : undefined}>{children()}</ol>;
    case 'table':
      // Focusable so that keyboard users can scroll a wide table on a phone.
      return <div key={key} className="voce-table-wrap" tabIndex={0}><table>{children()}</table></div>;
    case 'x-code':
      return <CodeBlock key={key} {...(attrs as unknown as Parameters<typeof CodeBlock>[0])} />;
    case 'x-admonition':
      return <Admonition key={key} kind={String(attrs.kind)} title={attrs.title as string | undefined}>{children()}</Admonition>;
    case 'x-tabs':
      return <Tabs key={key} groupId={attrs.groupId as string | undefined} tabs={kids as BodyNode[]} />;
    case 'x-doc-cards':
      return <DocCards key={key} items={(attrs.items as never[]) ?? []} />;
    case 'x-downloads':
      return <Downloads key={key} items={(attrs.items as never[]) ?? []} />;
    case 'x-images':
      return <div key={key} className="voce-images">{children()}</div>;
    default:
      if (plainTags.has(tag)) return createElement(tag, { key }, ...children());
      return <Fragment key={key}>{children()}</Fragment>;
  }
}
