import type { ReactNode } from 'react';

/**
 * Links built from stored data (a booking's dog certificate, a customer's e-mail or phone) in one
 * place, so none can point anywhere but where it says: the page's CSP would stop a `javascript:`
 * link, but it should never be clickable at all.
 */

/**
 * The URL to link to when it is an http(s) URL or a path on this site, else null: `javascript:`,
 * `data:`, `vbscript:`, `blob:`, `file:` and the rest are not. Read by the browser's own URL
 * parser, so spaces, tabs or upper case (` JaVa\tscript:`) fool it no more than they fool a link.
 */
export function webHref(url: string, base: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/**
 * A `mailto:` URL of exactly one address: every character but the @ is percent-encoded, so an
 * address like `a@b.jp?cc=x@evil.jp` adds no header (cc, bcc, subject, body).
 */
export const mailHref = (address: string): string =>
  `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`;

/** A `tel:` URL of a phone number: only digits, +, -, ( ), spaces and dots are kept. */
export const telHref = (phone: string): string =>
  `tel:${encodeURIComponent(phone.replace(/[^\d+\-(). ]/g, ''))}`;

/**
 * A link to a stored http(s) URL, opened in a new tab that never gets the admin's window; any
 * other URL is shown as plain text, not a link.
 */
export function WebLink({ url, children }: { url: string; children: ReactNode }) {
  const safe = webHref(url);
  if (!safe) return <span className="app-unsafe-link">{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A mail link to one address (see mailHref). */
export function MailLink({ address, children }: { address: string; children: ReactNode }) {
  return <a href={mailHref(address)}>{children}</a>;
}

/** A phone link (see telHref). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
