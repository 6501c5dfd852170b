// 連携キー in Chromium against the whole product (npm start, seeded): an admin creates a key, sees
// its secret once, a tool's fetch to /graphql works with it, and after the revoke it stops.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { openScreen } from './ops-stack';
import { submitSignIn } from './web-helpers';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await e2eProduct();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
  page = await context.newPage();
  // The first page of a fresh product waits for its store to open (seconds on a loaded machine).
  await page.goto(`${product.url}/login`, { timeout: 180_000 });
  await submitSignIn(page);
  await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor({ timeout: 60_000 });
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

/** A tool's request: the seasons' total with the key, or the error's code and reason. */
async function seasonsWith(secret: string): Promise<string> {
  const res = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ seasons { total } }' }),
  });
  const answer = (await res.json()) as {
    data?: { seasons: { total: number } } | null;
    errors?: { extensions: { code: string; reason?: string } }[];
  };
  if (answer.data) return `total ${answer.data.seasons.total}`;
  const ext = answer.errors?.[0]?.extensions;
  return `${ext?.code} ${ext?.reason}`;
}

describe('連携キー', () => {
  it('creates a key shown once, which works until it is revoked', async () => {
    expect(browser).toBeDefined();
    await openScreen(page, `${product.url}/api-keys`, '連携キー');
    await page.getByRole('navigation').getByRole('link', { name: '連携キー' }).waitFor();
    await page.getByRole('button', { name: '連携キーを作成' }).click();
    const dialog = page.getByRole('dialog', { name: '連携キーを作成' });
    await dialog.getByLabel(/^名前/).fill('E2E 月次エクスポート');
    await dialog.getByLabel(/^権限/).selectOption('READ');
    await shot(page, 'api-keys-create', { fullPage: false });
    await dialog.getByRole('button', { name: '作成する' }).click();

    const shown = page.getByRole('dialog', { name: '連携キーを作成しました' });
    await shown.getByText('この画面を閉じると二度と表示されません').waitFor();
    const secret = await shown.getByLabel('シークレット').inputValue();
    expect(secret).toMatch(/^dsk_/);
    await shot(page, 'api-keys-secret', { fullPage: false });
    expect(await seasonsWith(secret)).toMatch(/^total \d+$/);
    await shown.getByRole('button', { name: '閉じる' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByRole('row', { name: /E2E 月次エクスポート/ });
    await row.getByText('有効', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await shot(page, 'api-keys-list');

    await row.getByRole('button', { name: /無効化/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '無効化' }).click();
    await row.getByText('無効化済み').waitFor();
    expect(await seasonsWith(secret)).toBe('UNAUTHENTICATED KEY_REVOKED');
    await shot(page, 'api-keys-revoked');
  }, 120_000);
});
