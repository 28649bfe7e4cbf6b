import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ParameterTable } from '../ParameterTable';
import { operation, renderAt } from '../../__tests__/helpers';

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((c) => c.textContent);

describe('ParameterTable', () => {
  it('shows name, type, required, default, allowed values and description for query parameters', () => {
    const op = operation('petstore/list-pets');
    render(<ParameterTable location="query" params={op.parameters.query} />);
    expect(screen.getByRole('heading', { name: 'Query parameters' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['Name', 'Type', 'Required', 'Default', 'Allowed values', 'Description']);
    const [limit, status] = within(table).getAllByRole('row').slice(1);
    expect(within(limit).getByRole('rowheader').textContent).toBe('limit');
    expect(limit.textContent).toContain('integer(int32)');
    expect(limit.textContent).toContain('optional');
    expect(limit.textContent).toContain('20');
    expect(limit.textContent).toContain('≥ 1');
    expect(limit.textContent).toContain('≤ 100');
    expect(limit.textContent).toContain('How many to return.');
    expect([...status.querySelectorAll('td')[3].querySelectorAll('code')].map((c) => c.textContent)).toEqual(['available', 'pending', 'sold']);
    expect(status.querySelector('td:last-child code')!.textContent).toBe('status'); // Markdown in the description
  });

  it('leaves out the default and enum columns when no parameter has one', () => {
    const op = operation('vocechat/send-message-to-the-specified-user');
    render(<ParameterTable location="path" params={op.parameters.path} />);
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['Name', 'Type', 'Required', 'Description']);
    expect(table.textContent).toContain('uid');
    expect(table.textContent).toContain('required');
    expect(table.textContent).toContain('User ID.');
  });

  it('titles header and cookie tables, and renders nothing without parameters', () => {
    const op = operation('vocechat/send-message-to-the-specified-user-1');
    const { container } = render(
      <>
        <ParameterTable location="header" params={op.parameters.header} />
        <ParameterTable location="cookie" params={op.parameters.cookie} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Header parameters' })).toBeTruthy();
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(screen.getByText('x-api-key')).toBeTruthy();
    expect(screen.getByText('X-Properties')).toBeTruthy();
  });

  it('labels every cell for the card layout, in the page locale', () => {
    const op = operation('petstore/list-pets');
    const { container } = renderAt(<ParameterTable location="query" params={op.parameters.query} />, '/zh-cn/api/list-pets');
    expect(screen.getByRole('heading', { name: '查询参数' })).toBeTruthy();
    const labels = [...container.querySelectorAll('tbody tr:first-child [data-label]')].map((c) => c.getAttribute('data-label'));
    expect(labels).toEqual(['名称', '类型', '必填', '默认值', '可选值', '说明']);
  });
});
