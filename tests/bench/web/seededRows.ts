// The web bench's rows at 100 000 bookings: every list and form screen of the area registry, the
// day board and the search, each as a row with its target and pass / FAIL.
import type { Browser, Page } from 'playwright-core';
import type { BenchRow } from '../bench-rows';
import { builtWeb } from '../../support/webBuild';
import { gqlAsPage } from '../../e2e/web-helpers';
import { dayBoardPaths } from '../../../web/src/features/dayBoard/paths';
import { benchScreens, queryIdRecords, recordUrl, type BenchScreen } from './screenList';
import { median, probedContext, timeScreen, visit, RUNS, type Timing } from './screenTimes';
import { SEARCH_PROBE, timeSearches } from './searchTimes';
import { SEEDED_ADMIN, SEEDED_BOOKINGS, startSeededStack } from './seededStack';

const SCREEN_TARGET_MS = 200;
const DAY_BOARD_TARGET_MS = 300;
const SEARCH_TARGET_MS = 150;

const round = (ms: number) => Math.round(ms);

interface ScreenTiming extends Timing {
  screen: BenchScreen;
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('ユーザー名').fill(SEEDED_ADMIN.email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(SEEDED_ADMIN.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
}

/** Lists first; each record screen then opens a record a list linked to. */
async function timeScreens(page: Page, base: string): Promise<ScreenTiming[]> {
  const screens = benchScreens();
  const out: ScreenTiming[] = [];
  const links: string[] = [];
  const time = async (screen: BenchScreen, url: string) => {
    const timing = await timeScreen(page, base, url, screen.kind);
    links.push(...(timing.last?.links ?? []));
    out.push({ ...timing, screen });
    console.error(
      `web bench: ${url} (${screen.kind}) ${timing.runs.map(round).join(', ')} ms` +
        `${timing.last ? `; ${timing.last.rows} rows${timing.last.empty ? ', EMPTY' : ''}` : ''}` +
        `${timing.error ? `; ${timing.error}` : ''}`,
    );
  };
  for (const screen of screens.filter((s) => s.kind !== 'record'))
    await time(screen, screen.pattern);
  const records = [
    ...screens.filter((s) => s.kind === 'record'),
    ...queryIdRecords(screens, links),
  ];
  for (const screen of records) {
    const url = recordUrl(screen.pattern, links);
    if (url) await time(screen, url);
    else {
      out.push({
        screen,
        url: screen.pattern,
        runs: [],
        median: NaN,
        last: undefined,
        error: 'no list links to such a record',
      });
    }
  }
  return out;
}

/**
 * The board draws its first arrival rows, then the rest (features/dayBoard/useRowBudget.ts): from
 * the click to every arrival of the day in the DOM.
 */
async function dayBoardAllRows(page: Page, base: string, day: string) {
  const data = await gqlAsPage<{ dayBoard: { totals: { bookings: number } } }>(
    page,
    base,
    'query ($date: Date!) { dayBoard(date: $date) { totals { bookings } } }',
    { date: day },
  );
  const arrivals = data.dayBoard.totals.bookings;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const shown = await visit(page, base, `${dayBoardPaths.board}?date=${day}`, 'dayBoard');
    // Watched in the page (the app's CSP refuses the eval behind waitForFunction's text form).
    const allAt = await page.evaluate<number>(`new Promise((resolve) => {
      const all = () =>
        document.querySelectorAll('.app-dayboard-arrivals tbody tr').length >= ${arrivals};
      if (all()) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (!all()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document, { childList: true, subtree: true });
    })`);
    runs.push(allAt - shown.start);
  }
  return { arrivals, runs };
}

/** Search texts of seeded bookings: customers' Japanese names and phone numbers. */
async function searchTexts(page: Page, base: string): Promise<string[]> {
  const data = await gqlAsPage<{
    bookings: { items: { lastName: string; firstName: string; mobileNumber: string }[] };
  }>(
    page,
    base,
    `query { bookings(query: { page: 3, pageSize: ${RUNS} }) { items { lastName firstName mobileNumber } } }`,
    {},
  );
  return data.bookings.items.map((b, i) =>
    i % 2 === 0 ? `${b.lastName}${b.firstName}` : b.mobileNumber,
  );
}

const screenRow = (t: ScreenTiming): BenchRow => ({
  name: `screen ${t.url} (${t.screen.kind}${t.last?.empty ? ', empty' : ''}${t.error ? `: ${t.error}` : ''})`,
  value: round(t.median),
  unit: 'ms',
  target: `≤ ${SCREEN_TARGET_MS} ms`,
  pass: t.median <= SCREEN_TARGET_MS,
});

/** The rows, measured against a running product at `base` seeded with the bookings. */
export async function seededRowsAt(browser: Browser, base: string): Promise<BenchRow[]> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ja-JP',
  });
  await probedContext(context);
  await context.addInitScript(SEARCH_PROBE);
  const page = await context.newPage();
  try {
    await signIn(page, base);
    const screens = await timeScreens(page, base);
    // The seed's busiest days are around its "today" (bookings from 60 days before to 30 after).
    const day = new Date().toISOString().slice(0, 10);
    const board = await timeScreen(page, base, `${dayBoardPaths.board}?date=${day}`, 'dayBoard');
    const boardAll = await dayBoardAllRows(page, base, day);
    console.error(
      `web bench: day board ${board.runs.map(round).join(', ')} ms; all ${boardAll.arrivals} arrivals drawn ${boardAll.runs.map(round).join(', ')} ms`,
    );
    const search = await timeSearches(page, base, await searchTexts(page, base));
    for (const r of search.runs) {
      console.error(
        `web bench: search "${r.text}": ${round(r.ms)} ms from the request, ${round(r.sinceTyped)} ms from typing, ${r.hits} hits`,
      );
    }
    const slowest = [...screens].sort((a, b) => (b.median || Infinity) - (a.median || Infinity));
    const over = screens.filter((t) => !(t.median <= SCREEN_TARGET_MS));
    return [
      ...screens.map(screenRow),
      {
        name: `screens over ${SCREEN_TARGET_MS} ms (of ${screens.length}); slowest: ${slowest
          .slice(0, 3)
          .map((t) => `${t.url} ${round(t.median)} ms`)
          .join(', ')}`,
        value: over.length,
        unit: 'screens',
        target: '0',
        pass: over.length === 0,
      },
      {
        name: `day board ${day}: first arrival rows shown (${board.last?.rows ?? 0} of ${boardAll.arrivals} drawn first${board.error ? `; ${board.error}` : ''})`,
        value: round(board.median),
        unit: 'ms',
        target: `≤ ${DAY_BOARD_TARGET_MS} ms`,
        pass: board.median <= DAY_BOARD_TARGET_MS,
      },
      {
        name: `day board ${day}: every arrival row drawn (median of ${RUNS})`,
        value: round(median(boardAll.runs)),
        unit: 'ms',
      },
      {
        name: 'search: request start → results shown (debounce excluded)',
        value: round(search.median),
        unit: 'ms',
        target: `≤ ${SEARCH_TARGET_MS} ms`,
        pass: search.median <= SEARCH_TARGET_MS,
      },
      { name: 'search: text typed → results shown', value: round(search.sinceTyped), unit: 'ms' },
    ];
  } finally {
    await context.close();
  }
}

/** Starts the product seeded with 100 000 bookings and measures the rows against it. */
export async function seededRows(browser: Browser): Promise<BenchRow[]> {
  const stack = await startSeededStack(await builtWeb());
  try {
    const rows = await seededRowsAt(browser, stack.url);
    return [
      {
        name: `api seeded with ${SEEDED_BOOKINGS} bookings in`,
        value: round(stack.seedSeconds),
        unit: 's',
      },
      ...rows,
    ];
  } finally {
    await stack.stop();
  }
}
