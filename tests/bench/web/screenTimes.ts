// Times in-app navigations from the dashboard: each run loads the dashboard afresh (so no screen's
// data is in the Apollo cache; the app's code is in the browser's HTTP cache after the first run,
// as for any staff member), waits for it to settle, then follows the link in the app.
import type { BrowserContext, Page } from 'playwright-core';
import { dashboardPaths } from '../../../web/src/features/dashboard/paths';
import { VISIBLE_PROBE, type ProbeKind, type Visit } from './visibleProbe';

export const RUNS = 5;
/** A screen that is not visible after this long counts as failed (its row says so). */
const GIVE_UP_MS = 30_000;

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export interface Timing {
  url: string;
  runs: number[];
  median: number;
  last: Visit | undefined;
  error?: string;
}

/** A signed-in context whose pages carry the probe. */
export async function probedContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(VISIBLE_PROBE);
}

/** The dashboard, loaded afresh and settled (its queries answered). */
export async function freshDashboard(page: Page, base: string): Promise<void> {
  await page.goto(`${base}${dashboardPaths.home}`);
  await page.locator('#app-main h1').waitFor();
  await page.waitForLoadState('networkidle');
}

/** One navigation from a settled dashboard to `url`, timed in the page. */
export async function visit(page: Page, base: string, url: string, kind: ProbeKind) {
  await freshDashboard(page, base);
  const go = page.evaluate<Visit>(
    `window.__benchGo(${JSON.stringify(url)}, ${JSON.stringify(kind)})`,
  );
  // Left waiting when given up: the next page load ends it.
  go.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not visible after ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
  });
  try {
    return await Promise.race([go, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `RUNS` navigations to `url`; the median of their times. */
export async function timeScreen(
  page: Page,
  base: string,
  url: string,
  kind: ProbeKind,
): Promise<Timing> {
  const runs: number[] = [];
  let last: Visit | undefined;
  try {
    for (let i = 0; i < RUNS; i++) {
      last = await visit(page, base, url, kind);
      runs.push(last.ms);
    }
  } catch (error) {
    return {
      url,
      runs,
      median: NaN,
      last,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  return { url, runs, median: median(runs), last };
}
