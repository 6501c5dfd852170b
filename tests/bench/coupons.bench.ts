// Benchmark: the coupon list (/coupon/product-list) with 10 000 coupons in Chromium. The list
// loads one page of up to 10000 coupons; the list renders only the rows in view.
// - first rows: from navigation start to the first coupon row in the DOM (median of 11 loads)
// - scroll frame: the longest frame while scrolling the whole list (median over the 11 loads)
// On this 2-core machine a median of 5 moved by about 40 ms between runs of one build; 11 loads
// keep that spread well inside the 500 ms target's margin.
import type { Page } from 'playwright-core';
import { pino } from 'pino';
import { seedCoupons } from '../../api/src/seed/media';
import { startGateway } from '../../gateway/src/server';
import { CHROMIUM, launchBrowser } from '../support/browser';
import { builtWeb } from '../support/webBuild';
import { startBenchApi } from './bench-api';
import { type BenchRow, median } from './bench-rows';

const COUPONS = 10_000;
const RUNS = 11;
const ADMIN = { email: 'bench-coupons@dogstay.example', password: 'bench-coupons-pass-1' };
const ROW = '.app-table-wrap.is-virtual tbody tr[aria-rowindex]';

/** Records when the first coupon row appears, measured from navigation start. */
const FIRST_ROWS_PROBE = `
  (() => {
    const seen = () => {
      if (document.querySelector(${JSON.stringify(ROW)})) {
        window.__firstRowsAt = performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true });
  })();
`;

/**
 * Scrolls the table from top to bottom in `frames` animation frames; returns each frame's ms.
 * Kept as page source text: tsx would wrap functions passed to the page in helpers it lacks.
 */
async function scrollFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(`(async (count) => {
    const el = document.querySelector('.app-table-wrap.is-virtual');
    const step = (el.scrollHeight - el.clientHeight) / count;
    const times = [];
    let last = await new Promise((r) => requestAnimationFrame(r));
    for (let i = 1; i <= count; i += 1) {
      el.scrollTop = Math.round(step * i);
      const now = await new Promise((r) => requestAnimationFrame(r));
      times.push(now - last);
      last = now;
    }
    return times;
  })(${frames})`);
}

export default async function bench(): Promise<BenchRow[]> {
  const webDist = await builtWeb();
  const bench = await startBenchApi({ name: 'coupons', admin: ADMIN, seed: true });
  const { api, config } = bench;
  config.publicUrl = api.url;
  const gateway = await startGateway({
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    webDist,
    logger: pino({ level: 'silent' }),
  });
  const browser = await launchBrowser(CHROMIUM);
  try {
    await seedCoupons(api.db, COUPONS);
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons');
    const total = row?.n ?? COUPONS;
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
    });
    await context.addInitScript(FIRST_ROWS_PROBE);
    const signIn = await context.newPage();
    await signIn.goto(`${gateway.url}/login`);
    await signIn.getByLabel('ユーザー名').fill(ADMIN.email);
    await signIn.getByRole('textbox', { name: 'パスワード' }).fill(ADMIN.password);
    await signIn.getByRole('button', { name: 'ログイン' }).click();
    await signIn.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    await signIn.close();

    const firstRows: number[] = [];
    const worstFrames: number[] = [];
    // One warm-up load (browser caches the app's assets, as for any staff member), then the runs.
    for (let run = 0; run <= RUNS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${gateway.url}/coupon/product-list`);
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      // The scroll is measured over the whole list: wait for all its rows, not the first ones.
      await page
        .locator(`.app-table-wrap.is-virtual table[aria-rowcount="${Math.min(total, 10_000) + 1}"]`)
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(300);
      const at = await page.evaluate<number | undefined>('window.__firstRowsAt');
      const frames = await scrollFrames(page, 240);
      const rendered = await page.locator(ROW).count();
      if (rendered > 200) throw new Error(`${rendered} rows in the DOM: the list is not virtual`);
      if (run > 0) {
        firstRows.push(at ?? NaN);
        worstFrames.push(Math.max(...frames));
      }
      await page.close();
    }
    await context.close();
    console.error(
      `coupons bench: first rows ${firstRows.map((v) => v.toFixed(0)).join(', ')} ms; ` +
        `worst frames ${worstFrames.map((v) => v.toFixed(1)).join(', ')} ms`,
    );
    const firstRowsMs = median(firstRows);
    const worstFrameMs = median(worstFrames);
    return [
      {
        name: `coupon list: navigation to first rows (${total} coupons, median of ${RUNS})`,
        value: firstRowsMs,
        unit: 'ms',
        target: '<= 500',
        pass: firstRowsMs <= 500,
      },
      {
        name: `coupon list: longest scroll frame, top to bottom (median of ${RUNS})`,
        value: worstFrameMs,
        unit: 'ms',
        target: '<= 50',
        pass: worstFrameMs <= 50,
      },
    ];
  } finally {
    await browser.close();
    await gateway.close();
    await bench.close();
  }
}
