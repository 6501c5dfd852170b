import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailLink, PhoneLink, WebLink, mailHref, webHref } from './SafeLink';

describe('WebLink: only http(s) URLs are links', () => {
  it.each([
    ['https://files.example.jp/cert.pdf', 'https://files.example.jp/cert.pdf'],
    ['/api/v1/files/dogs/cert.pdf', `${window.location.origin}/api/v1/files/dogs/cert.pdf`],
  ])('%s is a link that opens in a new tab', (url, href) => {
    render(<WebLink url={url}>証明書</WebLink>);
    const link = screen.getByRole('link', { name: '証明書' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVa\tScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://example.jp/1',
    'file:///etc/passwd',
  ])('%j is shown as text, not a link', (url) => {
    render(<WebLink url={url}>証明書</WebLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('証明書')).toBeInTheDocument();
    expect(webHref(url)).toBeNull();
  });
});

describe('MailLink: one address, no added headers', () => {
  it('encodes ?cc=, &bcc= and the like so they stay part of the address', () => {
    render(<MailLink address="ren@example.jp?cc=boss@evil.jp&bcc=x@evil.jp">ren</MailLink>);
    const href = screen.getByRole('link', { name: 'ren' }).getAttribute('href')!;
    expect(href).toBe('mailto:ren@example.jp%3Fcc%3Dboss@evil.jp%26bcc%3Dx@evil.jp');
    expect(href).not.toMatch(/[?&]/);
  });

  it('keeps a plain address readable', () => {
    expect(mailHref('ren@example.jp')).toBe('mailto:ren@example.jp');
  });
});

describe('PhoneLink', () => {
  it('keeps only the characters of a phone number', () => {
    render(<PhoneLink phone="090-1234-5678?cc=x" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:090-1234-5678');
  });
});

describe('every link from stored data goes through SafeLink', () => {
  const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  // RowLink links to the app's own routes; SafeLink is where the checks are.
  const allowed = ['./SafeLink.tsx', './list/RowLink.tsx'];

  it('no other component sets an href from an expression', () => {
    const offenders = Object.entries(sources)
      .filter(([path, text]) => !allowed.includes(path) && /\bhref=\{/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
