import { useState } from 'react';
import { useStrings } from '../i18n/useStrings';

export interface CodeBlockProps {
  lang: string;
  code: string;
  title?: string;
  highlight?: number[];
  /** Prism tokens per line, added at build time: [className, text] pairs. */
  tokens?: [string, string][][];
}

/** A code block, highlighted at build time, with an optional title bar and a copy button. */
export function CodeBlock({ lang, code, title, highlight, tokens }: CodeBlockProps) {
  const t = useStrings();
  const [copied, setCopied] = useState(false);
  const marked = new Set(highlight ?? []);
  const lines = tokens ?? code.split('\n').map((l) => [['', l]] as [string, string][]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard refused: nothing to announce */
    }
  };
  return (
    <div className={`voce-code language-${lang}`}>
      {title ? <div className="voce-code__title">{title}</div> : null}
      <div className="voce-code__body">
        <pre tabIndex={0} className={`language-${lang}`}>
          <code>
            {lines.map((line, i) => (
              <span key={i} className={marked.has(i + 1) ? 'voce-code__line voce-code__line--hl' : 'voce-code__line'}>
                {line.map(([cls, text], j) => (cls ? <span key={j} className={cls}>{text}</span> : text))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <button type="button" className="voce-code__copy" onClick={copy} aria-label={copied ? t('theme.codeBlock.copied', 'Copied') : t('theme.codeBlock.copy', 'Copy')}>
          {copied ? t('theme.codeBlock.copied', 'Copied') : t('theme.codeBlock.copy', 'Copy')}
        </button>
      </div>
    </div>
  );
}
