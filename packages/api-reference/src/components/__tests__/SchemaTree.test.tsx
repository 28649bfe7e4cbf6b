import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SchemaTree } from '../SchemaTree';
import { operation, renderAt } from '../../__tests__/helpers';

const rows = (el: HTMLElement) => [...el.querySelectorAll(':scope > ul > li > .voce-api-prop__head')].map((h) => h.querySelector('.voce-api-prop__name')?.textContent);

describe('SchemaTree', () => {
  it('lists the properties of the login request with type, component and required markers', () => {
    const schema = operation('vocechat/login').requestBody!.content[0].schema!;
    const { container } = render(<SchemaTree schema={schema} />);
    const root = container.querySelector('.voce-api-schema') as HTMLElement;
    expect(rows(root)).toEqual(['credential', 'device', 'device_token']);
    expect(root.querySelector('.voce-api-schema__root')!.textContent).toBe('objectLoginRequest');
    const credential = root.querySelector('.voce-api-prop') as HTMLElement;
    expect(within(credential).getAllByText('required').length).toBeGreaterThan(0);
    const device = [...root.querySelectorAll(':scope > ul > li')][1] as HTMLElement;
    expect(device.querySelector('.voce-api-required')).toBeNull();
    expect(device.textContent).toContain('Default: "unknown"');
  });

  it('shows an anyOf with a discriminator as one tab per value, the first selected', () => {
    const schema = operation('vocechat/login').requestBody!.content[0].schema!;
    render(<SchemaTree schema={schema} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['password', 'magiclink', 'google', 'github', 'oidc', 'metamask', 'thirdparty']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Discriminator:', { exact: false }).textContent).toContain('type');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('email')).toBeTruthy();
    expect(within(panel).queryByText('magic_token')).toBeNull();
    fireEvent.click(tabs[1]);
    expect(within(screen.getByRole('tabpanel')).getByText('magic_token')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByText('email')).toBeNull();
  });

  it('moves between variant tabs with the arrow keys', () => {
    const schema = operation('vocechat/login').requestBody!.content[0].schema!;
    render(<SchemaTree schema={schema} />);
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(screen.getAllByRole('tab')[6].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[6], { key: 'Home' });
    expect(screen.getAllByRole('tab')[0].getAttribute('aria-selected')).toBe('true');
  });

  it('folds nested objects below the first level and unfolds them on click', () => {
    const schema = operation('vocechat/login').responses[0].content[0].schema!;
    const { container } = render(<SchemaTree schema={schema} />);
    const user = screen.getByRole('button', { name: 'user' });
    expect(user.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('uid')).toBeTruthy();
    fireEvent.click(user);
    expect(user.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('uid')).toBeNull();
    // read-only flags and formats
    fireEvent.click(user);
    const uid = screen.getByText('uid').closest('li')!;
    expect(uid.textContent).toContain('integer(int64)');
    expect(uid.textContent).toContain('read-only');
    expect(container.querySelectorAll('.voce-api-flag--ro').length).toBeGreaterThan(3);
  });

  it('shows enums, write-only, maps, oneOf with a mapping, and allOf folded', () => {
    const pet = operation('petstore/create-a-pet').requestBody!.content[0].schema!;
    render(<SchemaTree schema={pet} />);
    const status = screen.getByText('status').closest('li')!;
    expect(status.textContent).toContain('Allowed values:');
    expect([...status.querySelectorAll('.voce-api-chip')].map((c) => c.textContent)).toEqual(['available', 'pending', 'sold']);
    expect(screen.getByText('password').closest('li')!.textContent).toContain('write-only');
    expect(screen.getByText('attributes').closest('li')!.textContent).toContain('map<string, number>');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['cat', 'dog']);
    expect(screen.getByText('One of')).toBeTruthy();
  });

  it('names a circular reference instead of repeating it', () => {
    const tree = operation('petstore/walk-the-category-tree').responses[0].content[0].schema!;
    render(<SchemaTree schema={tree} />);
    const parent = screen.getByText('parent').closest('li')!;
    expect(parent.textContent).toContain('Circular reference to Category');
    expect(parent.querySelector('button')).toBeNull();
    expect(screen.getByText('children').closest('li')!.textContent).toContain('Category[]');
  });

  it('shows constraints, nullable, multiple types and exclusive bounds (3.1)', () => {
    const shape = operation('shapes/replace-a-shape').requestBody!.content[0].schema!;
    render(<SchemaTree schema={shape} />);
    const size = screen.getByText('size').closest('li')!;
    expect([...size.querySelectorAll('.voce-api-chip')].map((c) => c.textContent)).toEqual(['> 0', '≤ 100']);
    expect(screen.getByText('label').closest('li')!.textContent).toContain('nullable');
    expect(screen.getByText('either').closest('li')!.textContent).toContain('string | integer');
    expect(screen.getByText('corners').closest('li')!.textContent).toContain('< 10');
  });

  it('renders an array of union events (the event stream) without expanding every variant', () => {
    const events = operation('vocechat/subscribe-events').responses[0].content[0].schema!;
    const { container } = render(<SchemaTree schema={events} />);
    expect(container.querySelector('.voce-api-schema__root')!.textContent).toContain('Message[]');
    expect(screen.getAllByRole('tab').length).toBeGreaterThanOrEqual(17);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('uses the locale strings', () => {
    const schema = operation('vocechat/login').requestBody!.content[0].schema!;
    const { container } = renderAt(<SchemaTree schema={schema} />, '/zh-cn/api/login');
    expect(container.textContent).toContain('必填');
    expect(container.textContent).toContain('满足任意');
    expect(container.textContent).toContain('区分字段');
  });
});
