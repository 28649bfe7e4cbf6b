import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { decodeEntities, Highlight, HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE, splitHighlight } from '../Highlight';

describe('splitHighlight', () => {
  it('splits on the tags into text parts', () => {
    expect(splitHighlight(`Set up ${PRE}SMTP${POST} mail`)).toEqual([
      { text: 'Set up ', match: false },
      { text: 'SMTP', match: true },
      { text: ' mail', match: false },
    ]);
  });

  it('handles CJK matches, adjacent matches and empty values', () => {
    expect(splitHighlight(`配置${PRE}邮件${POST}${PRE}服务${POST}`)).toEqual([
      { text: '配置', match: false },
      { text: '邮件服务', match: true },
    ]);
    expect(splitHighlight('')).toEqual([]);
    expect(splitHighlight(null)).toEqual([]);
  });

  it('drops stray and unbalanced tags instead of showing them', () => {
    expect(splitHighlight(`a${POST}b${PRE}c`)).toEqual([
      { text: 'ab', match: false },
      { text: 'c', match: true },
    ]);
    expect(splitHighlight(`${PRE}x${PRE}y${POST}`)).toEqual([{ text: 'xy', match: true }]);
  });

  it('keeps markup-looking text as text, escaped or not', () => {
    const raw = splitHighlight(`<img src=x onerror=alert(1)> ${PRE}smtp${POST}`);
    expect(raw[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', match: false });
    const escaped = splitHighlight(`&lt;img src=x onerror=alert(1)&gt; ${PRE}&lt;b&gt;${POST}`);
    expect(escaped).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: '<b>', match: true },
    ]);
  });

  it('ignores the mark tags other engines use: only our own tags highlight', () => {
    expect(splitHighlight('<mark>SMTP</mark>')).toEqual([{ text: '<mark>SMTP</mark>', match: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references once', () => {
    expect(decodeEntities('a &amp;lt; b &#39;c&#x27; &quot;d&#34; &nbsp;')).toBe('a &lt; b \'c\' "d" \u00a0');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});

describe('<Highlight>', () => {
  it('never produces elements from search results: only <mark> and text', () => {
    const hostile = [
      `<img src=x onerror="window.__pwned=1">${PRE}smtp${POST}`,
      `&lt;img src=x onerror=alert(1)&gt;${PRE}&lt;script&gt;alert(1)&lt;/script&gt;${POST}`,
      `${PRE}<svg onload=alert(1)>${POST}<a href="javascript:alert(1)">x</a>`,
    ];
    for (const value of hostile) {
      const { container, unmount } = render(<Highlight value={value} />);
      expect(container.querySelector('img, script, svg, a, iframe')).toBeNull();
      for (const el of container.querySelectorAll('*')) expect(['MARK', 'SPAN']).toContain(el.tagName);
      for (const el of container.querySelectorAll('*')) expect(el.attributes.length).toBe(0);
      unmount();
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders matches as <mark> and the rest as text', () => {
    const { container } = render(<Highlight value={`Gmail ${PRE}SMTP${POST} &amp; more`} />);
    expect(container.querySelector('mark')?.textContent).toBe('SMTP');
    expect(container.textContent).toBe('Gmail SMTP & more');
  });
});
