// Coupons, gallery and news in Chromium against the whole product (npm start, fresh database).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { signIn } from './web-helpers';
import { drawPng, openScreen, startOpsProduct } from './ops-stack';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startOpsProduct();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
  page = await context.newPage();
  await signIn(page, product.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('coupons', () => {
  it('creates a coupon with an image and finds it in the list', async () => {
    await openScreen(page, `${product.url}/coupon/product-list`, 'クーポン一覧');
    await page.getByText(/全\d+件/).waitFor();
    await shot(page, 'ops-coupon-list');

    await page.getByRole('link', { name: '新規追加' }).click();
    await page.getByRole('heading', { name: 'クーポンの追加' }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('please enter coupon discount').waitFor();
    await shot(page, 'ops-coupon-add-errors');

    const title = `E2Eクーポン ${Date.now()}`;
    await page.getByLabel('クーポン名').fill(title);
    await page.getByLabel('説明').fill('ブラウザから作成したクーポンです。');
    await page.getByLabel('割引の種類').selectOption('PERCENTAGE');
    await page.getByLabel('割引率').fill('12');
    const png = await drawPng(page, 'COUPON 12%');
    await page.getByLabel('画像').setInputFiles({
      name: `e2e-coupon-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: png,
    });
    await page.locator('.app-upload-preview img').waitFor();
    await shot(page, 'ops-coupon-add');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: 'クーポン一覧' }).waitFor();
    await page.getByRole('searchbox').fill(title);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await row.waitFor();
    expect(await row.getByText('12%').count()).toBe(1);
    const thumb = row.locator('img.app-coupon-thumb');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
