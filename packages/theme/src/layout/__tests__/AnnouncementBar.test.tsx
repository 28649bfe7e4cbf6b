import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AnnouncementBar } from '../AnnouncementBar';
import { renderAt, site } from '../../__tests__/fixtures';

const withBar = (id: string) => ({ ...site, announcement: { id, content: { en: 'Version 1 is out', 'zh-cn': '1.0 版已发布' }, background: '#123', color: '#fff' } });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});
afterEach(cleanup);

describe('AnnouncementBar', () => {
  it('shows the content of the locale with its colours', () => {
    renderAt(<AnnouncementBar />, { site: withBar('v1'), path: '/zh-cn/install' });
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar.textContent).toContain('1.0 版已发布');
    expect(bar.style.background).toBeTruthy();
  });

  it('renders nothing without an announcement', () => {
    renderAt(<AnnouncementBar />);
    expect(document.querySelector('.voce-announcement')).toBeNull();
  });

  it('remembers a dismissal per id; a new id shows again', () => {
    renderAt(<AnnouncementBar />, { site: withBar('v1') });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('.voce-announcement')).toBeNull();
    expect(localStorage.getItem('voce-announcement-dismissed')).toBe('v1');
    cleanup();
    renderAt(<AnnouncementBar />, { site: withBar('v1') });
    expect(document.querySelector('.voce-announcement')).toBeNull();
    cleanup();
    renderAt(<AnnouncementBar />, { site: withBar('v2') });
    expect(document.querySelector('.voce-announcement')).not.toBeNull();
  });

  it('carries the rule that hides it before paint for a dismissed id', () => {
    renderAt(<AnnouncementBar />, { site: withBar('v2') });
    expect(document.querySelector('.voce-announcement style')?.textContent).toBe('html[data-announcement-dismissed="v2"] .voce-announcement{display:none}');
  });
});

describe('AnnouncementBar pre-rendered', () => {
  it('writes its hiding rule unescaped, and safely for any id', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Router } = await import('../../router/Router');
    const { enLocale, docPage, loaders } = await import('../../__tests__/fixtures');
    const html = (id: string) =>
      renderToString(
        <Router site={withBar(id)} initial={{ location: { path: '/', search: '', hash: '' }, data: { kind: 'doc', page: docPage() }, localeData: enLocale }} loaders={loaders()}>
          <AnnouncementBar />
        </Router>,
      );
    expect(html('v1')).toContain('<style>html[data-announcement-dismissed="v1"] .voce-announcement{display:none}</style>');
    const odd = html('a"b</style><script>x</script>');
    expect(odd).not.toContain('</style><script>');
    expect(odd).toContain('html[data-announcement-dismissed="a\\"b\\3c /style>\\3c script>x\\3c /script>"]');
  });
});
