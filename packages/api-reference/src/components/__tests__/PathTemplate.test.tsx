import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PathTemplate } from '../PathTemplate';

describe('PathTemplate', () => {
  it('highlights each {parameter} and keeps the text between them', () => {
    const { container } = render(<PathTemplate path="/favorite/attachment/{uid}/{id}/{attachment_id}" />);
    const code = container.querySelector('code.voce-api-path')!;
    expect(code.textContent).toBe('/favorite/attachment/{uid}/{id}/{attachment_id}');
    expect([...code.querySelectorAll('.voce-api-path__param')].map((s) => s.textContent)).toEqual(['{uid}', '{id}', '{attachment_id}']);
  });

  it('shows a path without parameters as plain text', () => {
    const { container } = render(<PathTemplate path="/token/login" />);
    expect(container.querySelector('code')!.innerHTML).toBe('/token/login');
  });
});
