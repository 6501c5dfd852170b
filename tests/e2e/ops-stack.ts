// The operations e2e tests' product (the worker's shared one, or a file's own:
// support/e2e-product.ts), Chromium and a signed-in page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { signIn } from './web-helpers';

/** A PNG drawn by the browser: a gradient with a label, `width`×`height`. */
export async function drawPng(
  page: Page,
  label: string,
  width = 480,
  height = 320,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ label, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const grad = g.createLinearGradient(0, 0, width, height);
      grad.addColorStop(0, '#7fb4ff');
      grad.addColorStop(1, '#ffd27f');
      g.fillStyle = grad;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#1c2127';
      g.font = `bold ${Math.round(height / 8)}px sans-serif`;
      g.fillText(label, width / 12, height / 2);
      return canvas.toDataURL('image/png');
    },
    { label, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Waits for a screen's heading and the network to settle. */
export async function openScreen(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** What a file's tests drive: the product, Chromium, and a signed-in page. */
export interface SignedInProduct {
  product: RunningProduct;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Before a file's tests: the worker's product (or, with `own`, one of the file's own: see
 * support/e2e-product.ts), Chromium at 1440×900 in Japanese with the admin signed in; closed
 * after them. `use` receives it.
 */
export function signedInProduct(
  use: (run: SignedInProduct) => void,
  { own = false }: { own?: boolean } = {},
): void {
  const run: Partial<SignedInProduct> = {};
  beforeAll(async () => {
    run.product = await e2eProduct({ own });
    run.browser = await launchBrowser();
    run.context = await run.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
    });
    run.page = await run.context.newPage();
    await signIn(run.page, run.product.url);
    use(run as SignedInProduct);
  });
  afterAll(async () => {
    await run.context?.close();
    await run.browser?.close();
    await run.product?.stop();
  });
}
