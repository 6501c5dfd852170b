import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('shows the whole address, with break points after the @ and before each dot only', () => {
    const { container } = render(
      <p>
        <EmailAddress email="taro.yamada@dogstay.example.jp" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p).toHaveTextContent('taro.yamada@dogstay.example.jp');
    expect(p.innerHTML).toBe('taro.yamada@<wbr>dogstay<wbr>.example<wbr>.jp');
  });

  it('links to the address with `link`', () => {
    render(<EmailAddress email="ren@example.jp" link />);
    expect(screen.getByRole('link', { name: 'ren@example.jp' })).toHaveAttribute(
      'href',
      'mailto:ren@example.jp',
    );
  });

  it('adds no header to the mail link: ?cc= stays part of the address', () => {
    render(<EmailAddress email="ren@example.jp?cc=boss@evil.jp" link />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'mailto:ren@example.jp%3Fcc%3Dboss@evil.jp',
    );
  });

  it('shows text without an @ as it is', () => {
    const { container } = render(<EmailAddress email="not-an-address" />);
    expect(container.innerHTML).toBe('not-an-address');
  });
});
