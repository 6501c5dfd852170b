import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN } from '../support/product';

/** Fills the sign-in form (the username is the admin's "admin") and submits it. */
export async function submitSignIn(page: Page, password = E2E_ADMIN.password): Promise<void> {
  await page.getByRole('textbox', { name: 'ユーザー名' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Signs in through the sign-in page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await submitSignIn(page);
  await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
}

/** One GraphQL call through the gateway with the page's session cookie (test data set-up). */
export async function gqlAsPage<T>(
  page: Page,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await page.request.post(`${baseUrl}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * How far the page scrolls sideways (0 when it reflows to the screen), and each element of
 * `frames` (a table's own scrolling frame) likewise.
 */
export async function sidewaysScroll(
  page: Page,
  frames = '',
): Promise<{ page: number; frames: number[] }> {
  return page.evaluate((selector) => {
    const root = document.documentElement;
    const over = (el: Element) => el.scrollWidth - el.clientWidth;
    const inner = selector ? Array.from(document.querySelectorAll(selector)) : [];
    return { page: over(root), frames: inner.map(over) };
  }, frames);
}

/**
 * Keeps, in `refusals`, every Content-Security-Policy refusal on `context`'s pages from now on:
 * `securitypolicyviolation` events (path, directive, blocked URI) and the console's "Refused to…".
 */
export async function watchCsp(
  context: BrowserContext,
  refusals: string[] = [],
): Promise<string[]> {
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) {
      refusals.push(`${m.location().url}: ${m.text()}`);
    }
  });
  await context.exposeFunction('reportCspRefusal', (text: string) => refusals.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspRefusal(t: string): void }).reportCspRefusal;
      report(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return refusals;
}
