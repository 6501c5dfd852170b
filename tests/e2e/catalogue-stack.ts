// The catalogue e2e tests' product: `npm start` on a fresh database serving the tests' web build
// (tests/support/product.ts), and what the tests share: a signed-in page, screenshots, the snackbar.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, shot, SHOTS_WANTED } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { signIn } from './web-helpers';

export interface CatalogueE2E {
  product: RunningProduct;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  url: string;
  close(): Promise<void>;
}

/** The product, Chromium and a signed-in page (desktop size, Japanese). */
export async function startCatalogueE2E(): Promise<CatalogueE2E> {
  const product = await e2eProduct();
  const browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ja-JP',
  });
  const page = await context.newPage();
  await signIn(page, product.url);
  return {
    product,
    browser,
    context,
    page,
    url: product.url,
    close: async () => {
      await browser.close().catch(() => undefined);
      await product.stop();
    },
  };
}

/** Opens a screen and waits for its heading and the network to settle. */
export async function open(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** With WEB_SHOTS=1, saves /tmp/shots/catalogue-<name>.png once animations are done. */
export async function catalogueShot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  await page.waitForTimeout(350);
  await shot(page, `catalogue-${name}`);
}

/** The snackbar (toast) showing `text`. */
export const snackbar = (page: Page, text: string | RegExp) =>
  page.locator('.app-snackbar-text').filter({ hasText: text });

/** Types into the list's search box and waits until the rows shown answer it (the result line). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
  await page.waitForURL((u) => u.searchParams.get('q') === text);
  await page
    .getByRole('status')
    .filter({ hasText: `「${text}」の検索結果：` })
    .waitFor();
}

/** A row of the list table holding `text`. */
export const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** Deletes a row through its delete button and the confirmation. */
export async function deleteRow(page: Page, title: string, rowText = title): Promise<void> {
  await row(page, rowText)
    .getByRole('button', { name: `「${title}」を削除` })
    .click();
  await page.getByRole('button', { name: '削除する' }).click();
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}`;
