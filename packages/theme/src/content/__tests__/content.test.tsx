import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Body } from '../Body';
import { CodeBlock } from '../CodeBlock';
import { renderToString } from 'react-dom/server';
import type { BodyNode } from '../../types';
import { enLocale, renderAt, zhLocale } from '../../__tests__/fixtures';
import en from '../../../../../content/i18n/en.json';
import zh from '../../../../../content/i18n/zh-cn.json';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const tabs = (groupId?: string): BodyNode => [
  'x-tabs',
  groupId ? { groupId } : {},
  ['x-tab', { label: 'Python', value: 'python' }, ['p', {}, 'py code']],
  ['x-tab', { label: 'Go', value: 'go' }, ['p', {}, 'go code']],
  ['x-tab', { label: 'Rust', value: 'rust' }, ['p', {}, 'rust code']],
];

const kinds = ['note', 'tip', 'info', 'warning', 'danger'] as const;

describe('admonitions', () => {
  for (const [locale, strings] of [
    ['en', en],
    ['zh-cn', zh],
  ] as const) {
    it(`render all five kinds with their ${locale} default title, class and icon, or a custom title`, () => {
      const nodes: BodyNode[] = kinds.flatMap((kind): BodyNode[] => [
        ['x-admonition', { kind }, ['p', {}, `a ${kind}`]],
        ['x-admonition', { kind, title: `Custom ${kind}` }, ['p', {}, `a titled ${kind}`]],
      ]);
      renderAt(<Body nodes={nodes} />, { localeData: { ...(locale === 'en' ? enLocale : zhLocale), strings } });
      const boxes = [...document.querySelectorAll('.voce-admonition')];
      expect(boxes).toHaveLength(kinds.length * 2);
      const icons = new Map<string, string>();
      kinds.forEach((kind, i) => {
        const [plain, titled] = [boxes[2 * i], boxes[2 * i + 1]];
        for (const box of [plain, titled]) {
          expect(box.classList.contains(`voce-admonition--${kind}`)).toBe(true);
          const icon = box.querySelector('.voce-admonition__title svg');
          expect(icon?.getAttribute('aria-hidden')).toBe('true');
          icons.set(kind, icon!.querySelector('path')!.getAttribute('d')!);
        }
        const title = strings[`theme.admonition.${kind}`];
        expect(title).toBeTruthy();
        expect(plain.querySelector('.voce-admonition__title')?.textContent).toBe(title);
        expect(titled.querySelector('.voce-admonition__title')?.textContent).toBe(`Custom ${kind}`);
        expect(titled.querySelector('.voce-admonition__body')?.textContent).toBe(`a titled ${kind}`);
      });
      // Each kind has an icon of its own.
      expect(new Set(icons.values()).size).toBe(kinds.length);
      if (locale === 'zh-cn') for (const kind of kinds) expect(strings[`theme.admonition.${kind}`]).not.toBe(en[`theme.admonition.${kind}`]);
    });
  }

  it('shows an unknown kind as a note, in English when no strings are loaded', () => {
    render(<Body nodes={[['x-admonition', { kind: 'tipp' }, ['p', {}, 'x']]]} />);
    const box = document.querySelector('.voce-admonition')!;
    expect(box.className).toBe('voce-admonition voce-admonition--note');
    expect(box.querySelector('.voce-admonition__title')?.textContent).toBe('Note');
  });
});

describe('images', () => {
  it('make an SVG diagram a link to itself, named by its alt text and the hint; other images and linked ones stay plain', () => {
    render(
      <Body
        nodes={[
          ['p', {}, ['img', { src: '/img/flow.svg', alt: 'Login flow' }]],
          ['p', {}, ['img', { src: '/img/shot.png', alt: 'A screenshot' }]],
          ['p', {}, ['a', { href: '/install' }, ['img', { src: '/img/badge.svg', alt: 'Badge' }]]],
        ]}
      />,
    );
    const diagram = screen.getByRole('link', { name: 'Login flow Open the diagram full size' });
    expect(diagram.getAttribute('href')).toBe('/img/flow.svg');
    expect(diagram.querySelector('img')?.getAttribute('src')).toBe('/img/flow.svg');
    expect(screen.getByAltText('A screenshot').closest('a')).toBeNull();
    const badge = screen.getByAltText('Badge');
    expect(badge.closest('a')?.getAttribute('href')).toBe('/install');
    expect(document.querySelectorAll('a a')).toHaveLength(0);
    expect(document.querySelectorAll('.voce-diagram')).toHaveLength(1);
  });

  it('take the hint from the locale strings', () => {
    renderAt(<Body nodes={[['img', { src: '/img/flow.zh-cn.svg', alt: '登录流程' }]]} />, { path: '/zh-cn/x', localeData: { ...zhLocale, strings: zh } });
    expect(screen.getByRole('link', { name: `登录流程 ${zh['theme.diagram.open']}` }).getAttribute('href')).toBe('/img/flow.zh-cn.svg');
  });
});

describe('tabs', () => {
  it('follow the WAI-ARIA pattern with arrow keys, Home and End', () => {
    render(<Body nodes={[tabs()]} />);
    const list = screen.getByRole('tablist');
    const [py, go, rust] = within(list).getAllByRole('tab');
    expect(py.getAttribute('aria-selected')).toBe('true');
    expect(py.tabIndex).toBe(0);
    expect(go.tabIndex).toBe(-1);
    const panel = document.getElementById(py.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(py.id);
    fireEvent.keyDown(py, { key: 'ArrowRight' });
    expect(go.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(go);
    expect(screen.getByText('go code').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByText('py code').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(go, { key: 'End' });
    expect(rust.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(rust, { key: 'ArrowRight' });
    expect(py.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(py, { key: 'ArrowLeft' });
    expect(rust.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(rust, { key: 'Home' });
    expect(py.getAttribute('aria-selected')).toBe('true');
  });

  it('switch together by groupId and remember the choice', () => {
    render(<Body nodes={[tabs('lang'), tabs('lang'), tabs()]} />);
    const lists = screen.getAllByRole('tablist');
    fireEvent.click(within(lists[0]).getByRole('tab', { name: 'Go' }));
    expect(within(lists[1]).getByRole('tab', { name: 'Go' }).getAttribute('aria-selected')).toBe('true');
    expect(within(lists[2]).getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true');
    expect(localStorage.getItem('voce-tabs.lang')).toBe('go');
    cleanup();
    render(<Body nodes={[tabs('lang')]} />);
    expect(screen.getByRole('tab', { name: 'Go' }).getAttribute('aria-selected')).toBe('true');
  });

  it('send hidden panels’ code uncoloured and colour it once hydrated, without a mismatch', async () => {
    const code = (word: string): BodyNode => ['x-code', { lang: 'bash', code: `${word} ps`, tokens: [[['t-f', word], ['', ' ps']]] }];
    const nodes: BodyNode[] = [
      ['x-tabs', {}, ['x-tab', { label: 'A', value: 'a' }, code('shown')], ['x-tab', { label: 'B', value: 'b' }, code('hidden'), tabs()]],
    ];
    const html = renderToString(<Body nodes={nodes} />);
    expect(html).toContain('<span class="t-f">shown</span> ps');
    expect(html).toContain('<code>hidden ps</code>');
    expect(html).toContain('py code');

    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(host, <Body nodes={nodes} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const hidden = [...host.querySelectorAll('.t-f')].map((e) => e.textContent);
    expect(hidden).toEqual(['shown', 'hidden']);
    host.remove();
  });
});

describe('code blocks', () => {
  it('render the build’s tokens, a title bar and highlighted lines', () => {
    render(
      <CodeBlock
        lang="bash"
        title="run.sh"
        code={'docker ps\necho hi'}
        highlight={[2]}
        tokens={[
          [['t-f', 'docker'], ['', ' ps']],
          [['t-f', 'echo'], ['', ' hi']],
        ]}
      />,
    );
    expect(document.querySelector('.voce-code__title')?.textContent).toBe('run.sh');
    expect(document.querySelector('.t-f')?.textContent).toBe('docker');
    const lines = document.querySelectorAll('.voce-code__line');
    expect(lines[0].className).not.toContain('--hl');
    expect(lines[1].className).toContain('voce-code__line--hl');
  });

  it('sends a block without highlighted lines as one code element, text joined, no per-line spans', () => {
    const tokens: [string, string][][] = [
      [['t-f', 'docker'], ['', ' ps '], ['', '-a']],
      [['t-f', 'echo'], ['', ' hi']],
    ];
    const html = renderToString(<CodeBlock lang="bash" code={'docker ps -a\necho hi'} tokens={tokens} />);
    expect(html).not.toContain('voce-code__line');
    expect(html).not.toContain('<!-- -->');
    expect(html).toContain('<code><span class="t-f">docker</span> ps -a\n<span class="t-f">echo</span> hi</code>');
  });

  it('copy the code and say "Copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeBlock lang="bash" code="docker ps" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('docker ps');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('leave the copy button out of the pre-rendered HTML: without the script it could not copy', () => {
    const html = renderToString(<CodeBlock lang="bash" code="docker ps" />);
    expect(html).toContain('docker ps');
    expect(html).not.toContain('<button');
  });
});

describe('cards, downloads, images, tables', () => {
  it('render doc cards with icons and descriptions', () => {
    render(
      <Body
        nodes={[
          [
            'x-doc-cards',
            {
              items: [
                { title: 'Docker', href: '/install/docker', description: 'One command.', kind: 'doc', count: 0 },
                { title: 'SMTP', href: '/setting/smtp', kind: 'category', count: 3 },
              ],
            },
          ],
        ]}
      />,
    );
    const cards = screen.getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/install/docker', '/setting/smtp']);
    expect(cards[0].textContent).toContain('One command.');
    expect(cards[1].textContent).toContain('3 items');
    expect(cards[0].querySelector('svg')).not.toBeNull();
  });

  it('render download cards with their own icons', () => {
    const icons = ['google-play', 'android', 'ios', 'desktop'];
    render(<Body nodes={[['x-downloads', { items: icons.map((icon) => ({ icon, label: icon, href: `https://dl.example.org/${icon}` })) }]]} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.querySelector('.voce-download__icon svg path')?.getAttribute('d')).toBeTruthy();
    }
    const drawn = new Set(links.map((a) => a.querySelector('.voce-download__icon svg path')?.getAttribute('d')));
    expect(drawn.size).toBe(4);
  });

  it('put x-images side by side and wrap tables for horizontal scrolling', () => {
    render(
      <Body
        nodes={[
          ['x-images', {}, ['img', { src: '/img/a.png', alt: 'A' }], ['img', { src: '/img/b.png', alt: 'B' }]],
          ['table', {}, ['tbody', {}, ['tr', {}, ['td', {}, '1']]]],
        ]}
      />,
    );
    expect(document.querySelectorAll('.voce-images > img')).toHaveLength(2);
    const wrap = document.querySelector('.voce-table-wrap') as HTMLElement;
    expect(wrap.firstElementChild?.tagName).toBe('TABLE');
    expect(wrap.tabIndex).toBe(0);
  });

  it('renders links and images as the Go stage wrote them', () => {
    render(<Body nodes={[['p', {}, ['a', { href: 'mailto:team@voce.chat' }, 'x'], ' ', ['a', { href: '#top' }, 'y'], ['img', { src: '/img/a.png', alt: 'A' }]]]} />);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:team@voce.chat', '#top']);
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/img/a.png');
  });
});
