import { describe, expect, it } from 'vitest';
import { toPageHit } from '../toPageHit';

const H = (v: string) => ({ value: v });

describe('toPageHit', () => {
  it('a paragraph: the heading above it is the title, the levels above are breadcrumbs', () => {
    const hit = toPageHit({
      objectID: 'a',
      url: 'https://doc.voce.chat/zh-cn/setting/smtp/smtp-gmail#配置',
      type: 'content',
      content: '在设置中填写邮件服务器',
      hierarchy: { lvl0: '设置', lvl1: 'SMTP', lvl2: '配置', lvl3: null },
      _highlightResult: { hierarchy: { lvl0: H('设置'), lvl1: H('SMTP'), lvl2: H('配置') } },
      _snippetResult: { content: H('在设置中填写__voce_hl__邮件__/voce_hl__服务器') },
    });
    expect(hit).toEqual({
      id: 'a',
      url: '/zh-cn/setting/smtp/smtp-gmail#%E9%85%8D%E7%BD%AE',
      title: '配置',
      breadcrumbs: ['设置', 'SMTP'],
      snippet: '在设置中填写__voce_hl__邮件__/voce_hl__服务器',
    });
  });

  it('a heading record is titled by its own level, without snippet', () => {
    const hit = toPageHit({
      objectID: 'b',
      url: '/install/docker#ports',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Install', lvl1: 'Docker', lvl2: 'Ports', lvl3: 'Deeper?' },
    });
    expect(hit.title).toBe('Ports');
    expect(hit.breadcrumbs).toEqual(['Install', 'Docker']);
    expect(hit.snippet).toBeNull();
    expect(hit.url).toBe('/install/docker#ports');
  });
});
