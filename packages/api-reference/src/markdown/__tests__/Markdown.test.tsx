import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Markdown } from '../Markdown';
import { parseMarkdown } from '../parseMarkdown';
import { parseInline } from '../parseInline';
import { safeHref } from '../safeHref';

const html = (src: string, minHeading?: number) => renderToString(<Markdown source={src} minHeading={minHeading} />);

describe('Markdown safety', () => {
  it('shows raw HTML as text, never as markup', () => {
    const { container } = render(<Markdown source={'Hello <img src=x onerror=alert(1)> and <script>alert(2)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
    // The string form is escaped too.
    expect(html('<img src=x onerror=alert(1)>')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('drops the link of a javascript:, data:, vbscript: or http: URL and keeps its text', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'http://example.org', '//evil.example', '/\\evil.example']) {
      const { container, unmount } = render(<Markdown source={`[click me](${url})`} />);
      expect(container.querySelector('a'), url).toBeNull();
      expect(container.textContent).toContain('click me');
      unmount();
    }
    const { container } = render(<Markdown source={'<javascript:alert(1)> and <data:text/html,x>'} />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('keeps https, mailto, site paths and fragments as links', () => {
    const { container } = render(<Markdown source={'[docs](https://doc.voce.chat/install) [mail](mailto:team@example.org) [page](/install/docker) [top](#top) <https://voce.chat> <team@example.org>'} />);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://doc.voce.chat/install', 'mailto:team@example.org', '/install/docker', '#top', 'https://voce.chat', 'mailto:team@example.org']);
    const ext = container.querySelector('a[href^="https://doc"]')!;
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('safeHref accepts only the allowed forms', () => {
    expect(safeHref('https://a.example/x?y#z')).toBe('https://a.example/x?y#z');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('/api/login')).toBe('/api/login');
    expect(safeHref('#x')).toBe('#x');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('relative/path')).toBeNull();
    expect(safeHref('https://a.example/\nx')).toBeNull();
  });

  it('does not interpret HTML entities into markup', () => {
    const { container } = render(<Markdown source={'&lt;b&gt;bold&lt;/b&gt; `<i>code</i>`'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    expect(container.querySelector('code')!.textContent).toBe('<i>code</i>');
  });
});

describe('Markdown blocks', () => {
  it('parses paragraphs, headings, fenced code, lists, quotes and rules', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond line\n\n```json\n{"a": 1}\n```\n\n- one\n- two\n  continued\n  - nested\n\n1. first\n2. second\n\n> quoted\n\n---');
    expect(blocks.map((b) => b.t)).toEqual(['h', 'p', 'code', 'list', 'list', 'quote', 'hr']);
    expect(blocks[1]).toEqual({ t: 'p', text: 'First line\nsecond line' });
    expect(blocks[2]).toEqual({ t: 'code', lang: 'json', text: '{"a": 1}' });
    const ul = blocks[3] as Extract<(typeof blocks)[number], { t: 'list' }>;
    expect(ul.ordered).toBe(false);
    expect(ul.items).toHaveLength(2);
    expect(ul.items[1][0]).toEqual({ t: 'p', text: 'two\ncontinued' });
    expect(ul.items[1][1].t).toBe('list');
    expect((blocks[4] as { ordered: boolean }).ordered).toBe(true);
  });

  it('renders the index description of the VoceChat API (list items with continuation lines)', () => {
    const src = '## Authentication\n\n- **Users** log in with `POST /token/login` (or register with `POST /user/register`) and send the\n  returned access token in the `X-API-Key` header.\n- **Bots** send their API key.\n- Operations without a `security` entry need no token.\n';
    const { container } = render(<Markdown source={src} minHeading={2} />);
    expect(container.querySelector('h2')!.textContent).toBe('Authentication');
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(3);
    expect(items[0].querySelector('strong')!.textContent).toBe('Users');
    expect(items[0].textContent).toContain('returned access token in the X-API-Key header.');
    expect(container.querySelectorAll('li p')).toHaveLength(0); // a tight list
  });

  it('raises headings to the lowest allowed level', () => {
    expect(html('# A', 3)).toContain('<h3>A</h3>');
    expect(html('#### B', 3)).toContain('<h4>B</h4>');
    expect(html('######## not a heading', 3)).toContain('<p>');
  });

  it('keeps code fences verbatim, HTML included', () => {
    const { container } = render(<Markdown source={'```html\n<img src=x onerror=alert(1)>\n```'} />);
    expect(container.querySelector('pre code')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing for an empty source', () => {
    const { container } = render(<Markdown source={'  \n'} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Markdown inline', () => {
  it('parses code spans, emphasis, strong, strikethrough and escapes', () => {
    expect(parseInline('a `b*c` **d** *e* _f_ ~~g~~ \\*h\\*')).toEqual([
      'a ',
      { t: 'code', text: 'b*c' },
      ' ',
      { t: 'strong', children: ['d'] },
      ' ',
      { t: 'em', children: ['e'] },
      ' ',
      { t: 'em', children: ['f'] },
      ' ',
      { t: 'del', children: ['g'] },
      ' *h*',
    ]);
  });

  it('leaves snake_case and lone asterisks alone', () => {
    expect(parseInline('users_version and magic_token')).toEqual(['users_version and magic_token']);
    expect(parseInline('2 * 3 * 4')).toEqual(['2 * 3 * 4']);
  });

  it('links bare https URLs and breaks lines on two trailing spaces', () => {
    expect(parseInline('see https://voce.chat.')).toEqual(['see ', { t: 'link', href: 'https://voce.chat', children: ['https://voce.chat'] }, '.']);
    expect(parseInline('a  \nb')).toEqual(['a', { t: 'br' }, 'b']);
  });

  it('does not nest links and keeps link text when the URL is refused', () => {
    expect(parseInline('[a [b](https://x.example)](https://y.example)')).toEqual([{ t: 'link', href: 'https://y.example', children: ['a [b](https://x.example)'] }]);
    expect(parseInline('[**bold** text](javascript:void(0))')).toEqual([{ t: 'strong', children: ['bold'] }, ' text']);
  });
});
