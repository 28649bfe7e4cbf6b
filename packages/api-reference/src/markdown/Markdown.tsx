import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from '@vocedocs/theme';
import type { Block, Inline } from './ast';
import { parseMarkdown } from './parseMarkdown';
import { parseInline } from './parseInline';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    switch (n.t) {
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'em':
        return <em key={i}>{renderInline(n.children)}</em>;
      case 'strong':
        return <strong key={i}>{renderInline(n.children)}</strong>;
      case 'del':
        return <del key={i}>{renderInline(n.children)}</del>;
      case 'br':
        return <br key={i} />;
      case 'link':
        return (
          <Link key={i} href={n.href}>
            {renderInline(n.children)}
          </Link>
        );
    }
  });
}

function renderBlocks(blocks: Block[], minHeading: number, tight: boolean): ReactNode[] {
  return blocks.map((b, i) => {
    switch (b.t) {
      case 'p': {
        const content = renderInline(parseInline(b.text));
        return tight ? <span key={i} className="voce-md__line">{content}</span> : <p key={i}>{content}</p>;
      }
      case 'h':
        return createElement(`h${Math.min(6, Math.max(minHeading, b.level))}`, { key: i }, renderInline(parseInline(b.text)));
      case 'code':
        return (
          <pre key={i} className={b.lang ? `voce-md__code language-${b.lang.replace(/[^\w-]/g, '')}` : 'voce-md__code'} tabIndex={0}>
            <code>{b.text}</code>
          </pre>
        );
      case 'list': {
        const items = b.items.map((item, j) => <li key={j}>{renderBlocks(item, minHeading, !b.loose)}</li>);
        return b.ordered ? (
          <ol key={i} start={b.start === 1 ? undefined : b.start}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
      case 'quote':
        return <blockquote key={i}>{renderBlocks(b.children, minHeading, false)}</blockquote>;
      case 'hr':
        return <hr key={i} />;
    }
  });
}

export interface MarkdownProps {
  /** Raw Markdown (from the OpenAPI description). */
  source: string;
  /** The lowest heading level it may produce: # becomes h{minHeading}. Default 3. */
  minHeading?: number;
  className?: string;
}

/**
 * Renders a small, safe subset of Markdown as React elements: paragraphs,
 * headings, fenced code, lists, quotes, emphasis, code spans and links
 * (https, mailto, site paths and fragments only). It never produces markup
 * from text: raw HTML shows as the text it is.
 */
export function Markdown({ source, minHeading = 3, className }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  if (blocks.length === 0) return null;
  return <div className={className ? `voce-markdown voce-md ${className}` : 'voce-markdown voce-md'}>{renderBlocks(blocks, minHeading, false)}</div>;
}

/** One line of inline Markdown (a summary, a label), without a wrapping block. */
export function InlineMarkdown({ source }: { source: string }) {
  const nodes = useMemo(() => parseInline(source), [source]);
  return <>{renderInline(nodes)}</>;
}
