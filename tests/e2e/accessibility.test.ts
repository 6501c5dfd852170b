// Accessibility as a check (issue 20): axe-core in Chromium over every screen of spec section 2,
// signed in, in the light and the dark theme, and the sign-in page: no serious or critical
// violation; and every screen reflows at 320 px without scrolling sideways. The screens are those
// the areas declare (web/src/app/areas.ts), so a new area is covered without touching this file;
// screens with a record id open the first record the seeded data links to from the area's own
// screens.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../web/src/app/areas';
import { couponPaths } from '../../web/src/features/coupons/paths';
import { PREFERENCES_KEY, type Preferences } from '../../web/src/theme/preferences';
import type { ColorMode } from '../../web/src/theme/presets';
import type { RunningProduct } from '../support/product';
import { signedInProduct } from './ops-stack';
import { axeScreens, type AxeScreen } from './axe-screens';
import { sidewaysScroll } from './web-helpers';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

const SEVERE = new Set(['serious', 'critical']);

/**
 * Blueprint's own markup that cannot be fixed from the app, each with its issue. Nothing yet:
 * every violation found was ours.
 */
const EXCLUDED: string[] = [];

/** The serious and critical violations on the page as it is now, one line per element. */
async function severeViolations(target: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page: target });
  for (const selector of EXCLUDED) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => SEVERE.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}) ${n.target.map(String).join(' > ')} — ${v.helpUrl}`,
      ),
    );
}

/** Opens `url` and waits for its heading, its data and the end of its skeletons. */
async function openSettled(target: Page, url: string): Promise<void> {
  await target.goto(url);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await target.waitForLoadState('networkidle');
  await expect.poll(() => target.locator('.bp6-skeleton').count(), { timeout: 15_000 }).toBe(0);
}

/** Remembers `mode` the way the display settings do (read by index.html before the first paint). */
async function useTheme(target: Page, mode: ColorMode): Promise<void> {
  await target.evaluate(
    ({ key, mode }) => {
      const prefs: Preferences = { mode, preset: 'blue', mini: false };
      window.localStorage.setItem(key, JSON.stringify(prefs));
    },
    { key: PREFERENCES_KEY, mode },
  );
}

/** The first link in `main` of the area's own screens to a record of `pattern` (`…/:id`). */
async function firstRecord(screen: AxeScreen): Promise<string> {
  const prefix = screen.pattern.replace(/:id$/, '');
  for (const from of screen.areaLists) {
    await openSettled(page, `${product.url}${from}`);
    const link = page.locator(`main a[href^="${prefix}"]`).first();
    if ((await link.count()) > 0) return (await link.getAttribute('href'))!;
  }
  throw new Error(`no record of ${screen.pattern} is linked from ${screen.areaLists.join(', ')}`);
}

// The spec gives coupons no edit route: their add screen edits the coupon named by `?id=`.
const SCREENS = axeScreens(AREAS, [couponPaths.add]);
const resolved = new Map<string, string>();

/** The screen's URL: its path, or the first seeded record for a `:id` route (found once). */
async function urlOf(screen: AxeScreen): Promise<string> {
  if (!screen.pattern.endsWith(':id')) return screen.pattern;
  if (!resolved.has(screen.pattern)) resolved.set(screen.pattern, await firstRecord(screen));
  return resolved.get(screen.pattern)!;
}

/** The violations by URL, for the failure message; empty when there are none. */
const report = (found: Record<string, string[]>) =>
  Object.entries(found)
    .filter(([, lines]) => lines.length > 0)
    .map(([where, lines]) => `${where}\n  ${lines.join('\n  ')}`)
    .join('\n');

describe.each(['light', 'dark'] as const)('axe, %s theme, signed in', (mode) => {
  beforeAll(async () => {
    await useTheme(page, mode);
  });

  it('the theme is applied', async () => {
    await openSettled(page, `${product.url}/dashboard/default`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('bp6-dark'))).toBe(
      mode === 'dark',
    );
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))('%s', async (_name, screen) => {
    const found: Record<string, string[]> = {};
    const url = await urlOf(screen);
    await openSettled(page, `${product.url}${url}`);
    if (screen.tabs) {
      // A screen of tabs (`…/*`), each tab its own path: every tab is checked.
      const tabs = await page.getByRole('tab').all();
      expect(tabs.length).toBeGreaterThan(0);
      for (let i = 0; i < tabs.length; i += 1) {
        await page.getByRole('tab').nth(i).click();
        await page.waitForLoadState('networkidle');
        found[new URL(page.url()).pathname] = await severeViolations(page);
      }
    } else {
      found[url] = await severeViolations(page);
    }
    expect(report(found)).toBe('');
  });
});

// WCAG 1.4.10 Reflow: at 320 CSS px no screen scrolls sideways; a table too wide for it scrolls
// inside its own frame (the coupon list, the day board), which the criterion allows.
describe('reflow at 320 px, signed in', () => {
  beforeAll(async () => {
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 320, height: 700 });
    return () => page.setViewportSize({ width: 1440, height: 900 });
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))('%s', async (_name, screen) => {
    await openSettled(page, `${product.url}${await urlOf(screen)}`);
    await expect.poll(async () => (await sidewaysScroll(page)).page).toBe(0);
  });
});

describe.each(['light', 'dark'] as const)('axe, %s theme, signed out', (mode) => {
  it('the sign-in page', async () => {
    const guest = await page
      .context()
      .browser()!
      .newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'ja-JP',
        colorScheme: mode,
      });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(`${product.url}/login`);
      await useTheme(guestPage, mode);
      await openSettled(guestPage, `${product.url}/login`);
      expect(
        await guestPage.evaluate(() => document.documentElement.classList.contains('bp6-dark')),
      ).toBe(mode === 'dark');
      expect(report({ '/login': await severeViolations(guestPage) })).toBe('');
    } finally {
      await guest.close();
    }
  });
});
