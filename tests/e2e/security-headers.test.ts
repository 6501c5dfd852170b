// Issue 16, finding 5: the web admin runs under the gateway's Content-Security-Policy. Here: the
// header is sent, the gallery (data: and blob: images) and the dashboard render without a
// refusal, and no other page can frame the app. Every other screen is watched for refusals on
// the accessibility pass's visit (accessibility.test.ts), which opens them all anyway.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { signIn, watchCsp } from './web-helpers';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await e2eProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the Content-Security-Policy in Chromium', () => {
  it('the header is sent; the gallery and the dashboard render without a violation', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'ja-JP',
    });
    const violations = await watchCsp(context);
    const page = await context.newPage();
    const response = await page.goto(`${product.url}/login`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await signIn(page, product.url);
    await page.goto(`${product.url}/gallery/product-list`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'csp-gallery');
    await page.goto(`${product.url}/`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'csp-dashboard');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the app cannot be framed by another page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.setContent(`<iframe src="${product.url}/login"></iframe>`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((f) => f.url().startsWith(product.url));
    const framed = frame
      ? await frame
          .locator('input')
          .count()
          .catch(() => 0)
      : 0;
    expect(framed).toBe(0);
    await context.close();
  });
});
