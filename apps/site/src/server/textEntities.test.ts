import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { decodeTextQuotes } from './textEntities';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('decodeTextQuotes', () => {
  it('puts quotes back in text and leaves attribute values, comments, scripts and styles alone', () => {
    const html = renderToString(
      h('div', { title: `say "hi" > 'there'` }, `a "b" 'c' & <d>`, h('code', null, `x='1'`), h('style', { dangerouslySetInnerHTML: { __html: `a[b="&quot;"]{}` } })),
    );
    const out = decodeTextQuotes(html + `<!-- "&quot;" --><script type="application/json">{"a":"&quot;"}</script>`);
    expect(out).toContain(`a "b" 'c' &amp; &lt;d&gt;`);
    expect(out).toContain(`<code>x='1'</code>`);
    expect(out).toContain(`title="say &quot;hi&quot; &gt; &#x27;there&#x27;"`);
    expect(out).toContain(`a[b="&quot;"]{}`);
    expect(out).toContain(`<!-- "&quot;" -->`);
    expect(out).toContain(`{"a":"&quot;"}`);
  });

  it('gives the browser the same text and attributes as before, only shorter', () => {
    const html = renderToString(
      h('p', { 'data-x': `'">` }, `"quoted" and 'single', `, h('a', { href: '/?a="1"' }, `it's`), ` and &quot; as text`),
    );
    const out = decodeTextQuotes(html);
    expect(out.length).toBeLessThan(html.length);
    const [before, after] = [parse(html), parse(out)];
    expect(after.innerHTML).toBe(before.innerHTML);
    expect(after.textContent).toBe(`"quoted" and 'single', it's and &quot; as text`);
    expect(after.querySelector('p')!.getAttribute('data-x')).toBe(`'">`);
  });
});
