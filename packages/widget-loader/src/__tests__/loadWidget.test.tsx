import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChatWidget, loadWidget, welcomeFor, type WidgetOptions } from '../index';

const opts: WidgetOptions = {
  host: 'https://chat.invalid',
  id: 'vocechat-doc',
  autoReg: true,
  themeColor: '#333',
  welcome: { en: 'Hi! Write to <a href="mailto:team@example.org">us</a>.', 'zh-cn': '你好！' },
};
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[src="https://chat.invalid/widget.js"]');

function setLanguage(lang: string) {
  Object.defineProperty(navigator, 'language', { value: lang, configurable: true });
}

beforeEach(() => setLanguage('en-US'));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('welcomeFor', () => {
  it('is Chinese only for a zh-CN browser', () => {
    expect(welcomeFor(opts, 'zh-CN')).toBe('你好！');
    expect(welcomeFor(opts, 'zh')).toBe(opts.welcome.en);
    expect(welcomeFor(opts, 'zh-TW')).toBe(opts.welcome.en);
    expect(welcomeFor(opts, 'en-US')).toBe(opts.welcome.en);
  });
});

describe('loadWidget', () => {
  it('adds one async script with the data attributes', () => {
    const release = loadWidget(opts);
    const [s] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(s.async).toBe(true);
    expect(s.parentElement).toBe(document.body);
    expect(s.getAttribute('data-id')).toBe('vocechat-doc');
    expect(s.getAttribute('data-auto-reg')).toBe('true');
    expect(s.getAttribute('data-theme-color')).toBe('#333');
    expect(s.getAttribute('data-welcome')).toBe(opts.welcome.en);
    release();
  });

  it('uses the Chinese welcome when navigator.language is zh-CN', () => {
    setLanguage('zh-CN');
    const release = loadWidget(opts);
    expect(scripts()[0].getAttribute('data-welcome')).toBe('你好！');
    release();
  });

  it('removes the script when released', () => {
    const release = loadWidget(opts);
    expect(scripts()).toHaveLength(1);
    release();
    expect(scripts()).toHaveLength(0);
  });

  it('removes the iframe and container widget.js created', () => {
    const release = loadWidget(opts);
    // Stand-ins for widget.js's iframe and shadow-DOM container (a div: the test DOM loads no frames).
    for (const id of ['VOCECHAT_WIDGET', 'VOCECHAT_WIDGET_CONTAINER']) {
      const el = document.createElement('div');
      el.id = id;
      document.body.appendChild(el);
    }
    release();
    expect(document.getElementById('VOCECHAT_WIDGET')).toBeNull();
    expect(document.getElementById('VOCECHAT_WIDGET_CONTAINER')).toBeNull();
  });

  it('tidies up after a script that arrives once the page no longer wants it', () => {
    const release = loadWidget(opts);
    const s = scripts()[0];
    release();
    const late = document.createElement('div');
    late.id = 'VOCECHAT_WIDGET';
    document.body.appendChild(late);
    s.dispatchEvent(new Event('load'));
    expect(document.getElementById('VOCECHAT_WIDGET')).toBeNull();
  });

  it('throws nothing when the host is unreachable', () => {
    const onError = vi.fn();
    window.addEventListener('error', onError);
    const release = loadWidget(opts);
    expect(() => scripts()[0].dispatchEvent(new Event('error'))).not.toThrow();
    expect(onError).not.toHaveBeenCalled();
    window.removeEventListener('error', onError);
    release();
  });

  it('strips a trailing slash from the host', () => {
    const release = loadWidget({ ...opts, host: 'https://chat.invalid/' });
    expect(scripts()).toHaveLength(1);
    release();
  });
});

describe('ChatWidget', () => {
  it('loads on mount, not again on re-render, and unloads on unmount', () => {
    const view = render(<ChatWidget options={opts} />);
    expect(scripts()).toHaveLength(1);
    view.rerender(<ChatWidget options={{ ...opts, welcome: { en: 'changed' } }} />);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].getAttribute('data-welcome')).toBe(opts.welcome.en);
    view.unmount();
    expect(scripts()).toHaveLength(0);
  });
});
