// The dashboard and its widgets in Chromium against the whole product (npm start, seeded).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { gqlAsPage } from './web-helpers';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

const yen = (n: number) =>
  new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(n);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The booked bookings of the range, added up from the seeded booking list. */
async function booked(startDate: string, endDate: string) {
  const data = await gqlAsPage<{
    bookings: { total: number; items: { totalPrice: number; date: string }[] };
  }>(
    page,
    product.url,
    `query($range: DateRangeInput) { bookings(query: { pageSize: 10000 }, range: $range, status: BOOKED) { total items { totalPrice date } } }`,
    { range: { startDate, endDate } },
  );
  const items = data.bookings.items;
  return {
    count: data.bookings.total,
    revenue: items.reduce((s, b) => s + b.totalPrice, 0),
    items,
  };
}

const statValue = (label: string) =>
  page
    .locator('.app-stat')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.app-stat-value');

describe('dashboard', () => {
  it('shows figures matching the seeded bookings for a chosen range', async () => {
    await openScreen(page, `${product.url}/dashboard/default`, 'ダッシュボード');
    await page.locator('.app-chart svg').first().waitFor();
    await shot(page, 'ops-dashboard-today');

    await page.getByRole('button', { name: '過去30日間' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).not.toBeNull();
    const params = new URL(page.url()).searchParams;
    const [from, to] = [params.get('from')!, params.get('to')!];
    const expected = await booked(from, to);
    expect(expected.count).toBeGreaterThan(0);
    await expect.poll(() => statValue('予約件数').textContent()).toBe(`${expected.count}件`);
    await expect.poll(() => statValue('売上合計').textContent()).toBe(yen(expected.revenue));
    await expect.poll(() => statValue('ウォレット残高').textContent()).toMatch(/^￥[\d,]+$/);

    // The chart draws one bar per day with bookings; its table adds up to the same figures.
    const table = page.getByRole('table', { name: '日別の予約件数と売上' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(30);
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map(
          (r) =>
            [
              r.querySelector('th')!.textContent!,
              Number(r.children[1]!.textContent),
              Number(r.children[2]!.textContent),
            ] as const,
        ),
      );
    expect(cells.reduce((s, c) => s + c[1], 0)).toBe(expected.count);
    expect(cells.reduce((s, c) => s + c[2], 0)).toBe(expected.revenue);
    const perDay = new Map<string, number>();
    for (const b of expected.items) perDay.set(b.date, (perDay.get(b.date) ?? 0) + 1);
    for (const [d, count] of cells) expect(count).toBe(perDay.get(d) ?? 0);
    await page.waitForTimeout(400);
    await shot(page, 'ops-dashboard-30-days');

    // A range typed in: one day.
    const oneDay = [...perDay.keys()].sort()[0]!;
    await page.getByLabel('利用日（から）').fill(oneDay.replace(/-/g, '/'));
    await page.getByLabel('利用日（まで）').fill(oneDay.replace(/-/g, '/'));
    await page.getByLabel('利用日（まで）').press('Enter');
    const single = await booked(oneDay, oneDay);
    await expect.poll(() => statValue('予約件数').textContent()).toBe(`${single.count}件`);
    await expect.poll(() => statValue('売上合計').textContent()).toBe(yen(single.revenue));
  });

  it('searches monthly totals', async () => {
    const monthly = page.getByRole('table', { name: '月別の集計' });
    await monthly.scrollIntoViewIfNeeded();
    const now = new Date();
    const ym = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    // The table follows the range chosen above (one day, in the seed's first month) until months
    // are chosen: both ends, this month.
    await page.getByLabel('終了月').selectOption(ym);
    await page.getByLabel('開始月').selectOption(ym);
    await expect.poll(() => monthly.locator('tbody tr').count()).toBe(1);
    const first = `${ym}-01`;
    const last = day(new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0)));
    const expected = await booked(first, last);
    const row = monthly.locator('tbody tr').first();
    await expect.poll(() => row.locator('td').first().textContent()).toBe(`${expected.count}件`);
    expect(await row.locator('td').nth(1).textContent()).toBe(yen(expected.revenue));
  });

  it('shows the analytics screen and the three widgets', async () => {
    for (const [name, path, heading] of [
      ['ops-dashboard-analytics', '/dashboard/analytics', '分析'],
      ['ops-widget-statistics', '/widget/statistics', '統計ウィジェット'],
      ['ops-widget-data', '/widget/data', 'データウィジェット'],
      ['ops-widget-chart', '/widget/chart', 'チャートウィジェット'],
    ] as const) {
      await openScreen(page, `${product.url}${path}?from=2026-10-01&to=2026-11-30`, heading);
      await page.waitForTimeout(400);
      await shot(page, name);
    }
    // Dark mode: the chart's axes and labels follow the theme.
    await openScreen(
      page,
      `${product.url}/dashboard/default?from=2026-10-23&to=2026-11-21`,
      'ダッシュボード',
    );
    await page.getByRole('button', { name: 'ダークモードに切り替え' }).click();
    await page.locator('.app-chart svg').first().waitFor();
    await page.mouse.move(700, 500);
    await page.waitForTimeout(600);
    await shot(page, 'ops-dashboard-dark');
    // The bars too: the lighter shade of the accent in dark mode, the preset's own in light.
    const barFill = () =>
      page
        .locator('.app-chart svg path[style*="app-chart-bar"]')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    expect(await barFill()).toBe('rgb(138, 187, 255)');
    await page.getByRole('button', { name: 'ライトモードに切り替え' }).click();
    await expect.poll(barFill).toBe('rgb(45, 114, 210)');

    const expected = await booked('2026-10-01', '2026-11-30');
    await openScreen(
      page,
      `${product.url}/widget/statistics?from=2026-10-01&to=2026-11-30`,
      '統計ウィジェット',
    );
    await expect.poll(() => statValue('予約件数').textContent()).toBe(`${expected.count}件`);
  });

  it('keeps its layout while loading (skeletons of the same size)', async () => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('DashboardFigures') || body.includes('DashboardGraph')) {
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await page.goto(`${product.url}/dashboard/default?from=2026-11-01&to=2026-11-30`);
    await page.locator('.app-stat-value.bp6-skeleton').first().waitFor();
    const loadingBox = await page.locator('.app-chart').boundingBox();
    const statBox = await page.locator('.app-stat').first().boundingBox();
    await shot(page, 'ops-dashboard-loading');
    await page.locator('.app-chart svg').first().waitFor();
    await page.locator('.app-stat-value.bp6-skeleton').first().waitFor({ state: 'detached' });
    const loadedBox = await page.locator('.app-chart').boundingBox();
    const statAfter = await page.locator('.app-stat').first().boundingBox();
    expect(loadedBox!.height).toBeCloseTo(loadingBox!.height, 0);
    expect(loadedBox!.y).toBeCloseTo(loadingBox!.y, 0);
    expect(statAfter!.height).toBeCloseTo(statBox!.height, 0);
    await page.unroute('**/graphql');
  });

  it('on a phone: two figures a row, and the chart drawn at its own size (labels not shrunk)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${product.url}/dashboard/default?from=2026-11-01&to=2026-11-30`);
      const chart = page.getByRole('img', { name: '予約件数と売上の推移' });
      await chart.waitFor();
      // The drawing's own width (its viewBox) is the width it shows at: a scale of 1. Before, an
      // 860 px drawing was shrunk into the 310 px card, its 11 px labels to about 4 px.
      await expect
        .poll(() =>
          chart.evaluate((svg) => {
            const drawn = (svg as SVGSVGElement).viewBox.baseVal.width;
            return Math.abs(drawn - svg.getBoundingClientRect().width);
          }),
        )
        .toBeLessThan(2);
      const [first, second] = await page
        .locator('.app-stat')
        .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
      expect(second).toBe(first);
      await shot(page, 'ops-dashboard-390');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
