import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';
import { useFlash } from '../hooks/useFlash';
import { useHydrated } from '../hooks/useHydrated';
import { copyText } from './copyText';

export interface CodeBlockProps {
  lang: string;
  code: string;
  title?: string;
  /** 1-based numbers of the lines to highlight. */
  highlight?: number[];
  /** Prism tokens per line, added at build time: [className, text] pairs. */
  tokens?: [string, string][][];
}

/**
 * True inside a tab panel that is hidden while the page hydrates. Its code
 * goes out uncoloured: the colours come with the page's data and are added
 * as soon as the script runs, before anyone can open the tab, so the HTML
 * does not carry the token spans of languages nobody sees yet.
 */
export const PlainCode = createContext(false);

/**
 * A line's tokens as children: a span per coloured token, plain text joined
 * into one string (adjacent strings would each cost a `<!-- -->` marker).
 */
function render(tokens: [string, string][], end: string): ReactNode[] {
  const out: ReactNode[] = [];
  let text = '';
  tokens.forEach(([cls, t], j) => {
    if (!cls) {
      text += t;
      return;
    }
    if (text) out.push(text);
    text = '';
    out.push(
      <span key={j} className={cls}>
        {t}
      </span>,
    );
  });
  if (text + end) out.push(text + end);
  return out;
}

/** A code block, highlighted at build time, with an optional title bar, highlighted lines and a copy button. */
export function CodeBlock({ lang, code, title, highlight, tokens }: CodeBlockProps) {
  const t = useStrings();
  const [copied, flash] = useFlash(2000);
  const hydrated = useHydrated();
  const plain = useContext(PlainCode);
  // The lines are the costly part, and they do not change when the copy
  // button arrives after hydration or toggles its icon: the same element
  // lets React skip them.
  const pre = useMemo(() => {
    const marked = new Set(highlight ?? []);
    const lines = (!plain && tokens) || code.split('\n').map((l) => [['', l]] as [string, string][]);
    return (
      <pre tabIndex={0} className={`language-${lang}`}>
        {marked.size ? (
          <code className="voce-code__lines">
            {lines.map((line, i) => (
              <span key={i} className={marked.has(i + 1) ? 'voce-code__line voce-code__line--hl' : 'voce-code__line'}>
                {render(line, '\n')}
              </span>
            ))}
          </code>
        ) : (
          <code>{render(lines.flatMap((line, i) => (i ? [['', '\n'] as [string, string], ...line] : line)), '')}</code>
        )}
      </pre>
    );
  }, [lang, code, highlight, tokens, plain]);
  // A refused clipboard has nothing to announce.
  const copy = () => copyText(code).then(flash, () => {});
  return (
    <div className="voce-code">
      {title ? <div className="voce-code__title">{title}</div> : null}
      <div className="voce-code__body">
        {pre}
        {/* Copying needs the script: the button comes with it, so pages
            without it show no dead button and carry no icon per block
            (9 KB of the longest page's HTML). */}
        {hydrated ? (
          <button
            type="button"
            className={copied ? 'voce-code__copy voce-code__copy--done' : 'voce-code__copy'}
            onClick={copy}
            aria-label={t('theme.codeBlock.copy', 'Copy')}
            title={t('theme.codeBlock.copy', 'Copy')}
          >
            <Icon name={copied ? 'check' : 'copy'} size={16} />
            <span role="status" className="voce-code__copied">{copied ? t('theme.codeBlock.copied', 'Copied') : ''}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
