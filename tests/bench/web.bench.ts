// Benchmark of the web admin in Chromium, against the product as `npm start` runs it (fresh
// embedded database, production web build):
// - sign-in page: gzip size of the JavaScript and the CSS it loads (target ≤ 250 KB of JS)
// - dashboard: from navigation start to the dashboard visible, signed in, cold HTTP cache;
//   median of 5 (target ≤ 1 s on localhost)
// - sign-in → dashboard: from pressing ログイン to the dashboard visible, median of 5
// Then, with the api seeded at 100 000 bookings (web/seededRows.ts): every list and form screen
// of the area registry, the day board and the search, each timed from an in-app navigation (or
// the search request) to its content visible, median of 5.
import { gzipSync } from 'node:zlib';
import type { Browser, Cookie } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../support/browser';
import { E2E_ADMIN, startProduct } from '../support/product';
import { seededRows } from './web/seededRows';
import { type BenchRow, median } from './bench-rows';

const RUNS = 5;
const DASHBOARD_H1 = '#app-main h1';

/** Records (page time since navigation start) when the dashboard's heading first exists. */
const VISIBLE_PROBE = `
  (() => {
    const seen = () => {
      if (document.querySelector(${JSON.stringify(DASHBOARD_H1)})) {
        window.__visibleAt = performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true });
  })();
`;

async function signInPageBytes(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ type: string; gz: number }>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(res.body().then((body) => ({ type, gz: gzipSync(body).length })));
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'ログイン' }).waitFor();
  const files = await Promise.all(pending);
  await context.close();
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((a, f) => a + f.gz, 0);
  return { js: sum('script') / 1024, css: sum('stylesheet') / 1024, count: files.length };
}

async function sessionCookies(browser: Browser, url: string): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: 'ユーザー名' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.locator(DASHBOARD_H1).waitFor();
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Navigation to /dashboard/default, signed in, each run in a new context (cold cache). */
async function dashboardVisibleMs(browser: Browser, url: string, cookies: Cookie[]) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    await context.addInitScript(VISIBLE_PROBE);
    const page = await context.newPage();
    await page.goto(`${url}/dashboard/default`);
    await page.locator(DASHBOARD_H1).waitFor();
    times.push(Number(await page.evaluate('window.__visibleAt')));
    await context.close();
  }
  return median(times);
}

/** From pressing ログイン on a loaded sign-in page to the dashboard visible. */
async function signInToDashboardMs(browser: Browser, url: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'ユーザー名' }).fill(E2E_ADMIN.username);
    await page.getByRole('textbox', { name: 'パスワード' }).fill(E2E_ADMIN.password);
    const start = Date.now();
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.locator(DASHBOARD_H1).waitFor();
    times.push(Date.now() - start);
    await context.close();
  }
  return median(times);
}

/** The rows against the product as `npm start` runs it, on a fresh database. */
async function freshProductRows(browser: Browser): Promise<BenchRow[]> {
  // The tests' web build (tests/support/webBuild.ts; the seeded stack serves it too).
  const product = await startProduct();
  try {
    const bytes = await signInPageBytes(browser, product.url);
    const cookies = await sessionCookies(browser, product.url);
    const visible = await dashboardVisibleMs(browser, product.url, cookies);
    const signIn = await signInToDashboardMs(browser, product.url);
    return [
      {
        name: 'sign-in page JS (gzip)',
        value: Math.round(bytes.js * 10) / 10,
        unit: 'KB',
        target: '≤ 250 KB',
        pass: bytes.js <= 250,
      },
      { name: 'sign-in page CSS (gzip)', value: Math.round(bytes.css * 10) / 10, unit: 'KB' },
      {
        name: 'navigation → dashboard visible (signed in, cold cache, median of 5)',
        value: Math.round(visible),
        unit: 'ms',
        target: '≤ 1000 ms',
        pass: visible <= 1000,
      },
      {
        name: 'sign-in submit → dashboard visible (median of 5)',
        value: Math.round(signIn),
        unit: 'ms',
      },
    ];
  } finally {
    await product.stop();
  }
}

export default async function bench(): Promise<BenchRow[]> {
  const browser = await launchBrowser(CHROMIUM);
  try {
    const rows = await freshProductRows(browser);
    return [...rows, ...(await seededRows(browser))];
  } finally {
    await browser.close();
  }
}
