import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../i18n/useStrings';
import { useFlash } from '../hooks/useFlash';
import { copyText } from '../content/copyText';

export interface CopyPageProps {
  /** Where the page's Markdown twin is served: /install/docker.md. */
  href: string;
}

/**
 * Writes the Markdown, fetched by the click. Safari honours a clipboard
 * write only when it starts in the click itself: a ClipboardItem takes the
 * text still on its way. Elsewhere, and over plain http, copyText.
 */
async function writeMarkdown(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((s) => new Blob([s], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Refused, or an older browser without promised items: try plain text.
    }
  }
  await copyText(await text);
}

/**
 * "Copy page" for AI tools: the button puts the page's Markdown twin on
 * the clipboard (fetched only then, so a visit that never copies pays
 * nothing for it) and says so to screen readers; beside it, a disclosure
 * offers the twin itself, "View as Markdown", which works before the
 * script runs too.
 */
export function CopyPage({ href }: CopyPageProps) {
  const t = useStrings();
  const [copied, flash] = useFlash(3000);
  const [failed, setFailed] = useState(false);
  const more = useRef<HTMLDetailsElement>(null);

  // The disclosure closes on Escape, giving the focus back to its toggle,
  // and on a click elsewhere.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = more.current;
      if (e.key !== 'Escape' || !el?.open) return;
      el.open = false;
      el.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => {
      const el = more.current;
      if (el?.open && !el.contains(e.target as Node)) el.open = false;
    };
    const listening = new AbortController();
    document.addEventListener('keydown', onKey, { signal: listening.signal });
    document.addEventListener('click', onClick, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const copy = () => {
    const text = fetch(href).then((res) => {
      if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
      return res.text();
    });
    setFailed(false);
    writeMarkdown(text).then(flash, () => setFailed(true));
  };
  const status = failed
    ? t('theme.copyPage.failed', 'The page could not be copied. Open it with View as Markdown instead.')
    : copied
      ? t('theme.copyPage.done', 'The page is on the clipboard, as Markdown.')
      : '';

  // Every doc page carries this markup, and the longest pages are near
  // their HTML budget (e2e/budget.spec.ts): no class where the stylesheet
  // can reach an element by its place, and the icons are CSS.
  return (
    <div className="voce-copy-page">
      <button type="button" onClick={copy} data-done={copied || undefined}>
        {copied ? t('theme.copyPage.copied', 'Copied') : t('theme.copyPage.copy', 'Copy page')}
      </button>
      <details ref={more}>
        <summary aria-label={t('theme.copyPage.more', 'More ways to take this page')} />
        <div>
          <a href={href} target="_blank">
            {t('theme.copyPage.view', 'View as Markdown')}
          </a>
        </div>
      </details>
      <span className="voce-sr-only" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
