// Rough edges of a day at the desk, in Chromium against the whole product (issue 19, items 5–7):
// the dashboard's range presets, long text in the shared list, and form rules that blocked work.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { ja } from '../../web/src/i18n/ja';
import { gqlAsPage, sidewaysScroll } from './web-helpers';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

const operationOf = (r: Request): string | null => {
  if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return null;
  try {
    return (JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
};

/** The dashboard's /graphql requests from now on, by operation name. */
function countRequests() {
  const seen: string[] = [];
  const listener = (r: Request) => {
    const op = operationOf(r);
    if (op) seen.push(op);
  };
  page.on('request', listener);
  return {
    of: (op: string) => seen.filter((s) => s === op).length,
    all: () => seen.length,
    stop: () => page.off('request', listener),
  };
}

const statValue = (label: string) =>
  page
    .locator('.app-stat')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.app-stat-value');

async function bookedCount(startDate: string, endDate: string): Promise<number> {
  const data = await gqlAsPage<{ bookings: { total: number } }>(
    page,
    product.url,
    `query($range: DateRangeInput) { bookings(query: { pageSize: 1 }, range: $range, status: BOOKED) { total } }`,
    { range: { startDate, endDate } },
  );
  return data.bookings.total;
}

const rangeInUrl = () => {
  const p = new URL(page.url()).searchParams;
  return [p.get('from') ?? '', p.get('to') ?? ''] as const;
};

describe('dashboard presets (item 5)', () => {
  it('sends one request per preset change and settles on the chosen range', async () => {
    await openScreen(page, `${product.url}/dashboard/default`, 'ダッシュボード');
    const from = page.getByRole('combobox', { name: '利用日（から）' });
    // As at the desk: between presets the start day's calendar is opened and closed again.
    let clicks = 0;
    const requests = countRequests();
    for (const preset of [
      '過去7日間',
      '今月',
      '過去7日間',
      '今月',
      '過去7日間',
      '今月',
      '過去7日間',
      '今月',
    ]) {
      await from.click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: preset }).click();
      clicks += 1;
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1200);
    requests.stop();
    // Each preset asks once for the figures and once for the chart; nothing asks again.
    expect(requests.of('DashboardFigures')).toBe(clicks);
    expect(requests.of('DashboardGraph')).toBe(clicks);
    expect(requests.all()).toBe(2 * clicks);

    const [start, end] = rangeInUrl();
    expect(start.endsWith('-01')).toBe(true);
    const expected = await bookedCount(start, end);
    await expect.poll(() => statValue('予約件数').textContent()).toBe(`${expected}件`);
    expect(await page.getByRole('button', { name: '今月' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await shot(page, 'wt19b-dashboard-presets-1440');
  });

  it('discards a slower answer for an earlier preset', async () => {
    await openScreen(page, `${product.url}/dashboard/default`, 'ダッシュボード');
    // 今月's figures answer late: after 過去30日間's.
    let held = 0;
    await page.route('**/graphql', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {
        operationName?: string;
        variables?: { range?: { startDate?: string } };
      };
      if (
        body.operationName === 'DashboardFigures' &&
        body.variables?.range?.startDate?.endsWith('-01') &&
        held++ === 0
      ) {
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: '今月' }).click();
    await page.waitForTimeout(150);
    await page.getByRole('button', { name: '過去30日間' }).click();
    await page.waitForTimeout(2500);
    await page.unroute('**/graphql');
    const [from, to] = rangeInUrl();
    const expected = await bookedCount(from, to);
    expect(
      await page.getByRole('button', { name: '過去30日間' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => statValue('予約件数').textContent()).toBe(`${expected}件`);
  });

  it('shows the range error in the cards when from is after to', async () => {
    await openScreen(
      page,
      `${product.url}/dashboard/default?from=2026-12-20&to=2026-12-01`,
      'ダッシュボード',
    );
    const stats = page.getByRole('region', { name: '主な数値' });
    await expect.poll(() => stats.getByText('期間が正しくありません').count()).toBe(3);
    expect(await statValue('予約件数').textContent()).toBe('—');
    expect(await statValue('売上合計').textContent()).toBe('—');
    expect(await page.getByText('終了日を開始日と同じか、それより後の日付にすると').count()).toBe(
      1,
    );
    await page.waitForTimeout(1000);
    expect(await stats.locator('.bp6-skeleton').count()).toBe(0);
    expect(await page.locator('.app-dash-grid .bp6-skeleton').count()).toBe(0);
    await shot(page, 'wt19b-dashboard-range-error-1440');
  });
});

const LONG_TITLE =
  `${'長期滞在向けの森のコテージと大型犬用ドッグラン付きプレミアムプラン、'.repeat(5)}特典つき`
    .slice(0, 167)
    .padEnd(167, '犬');

/** The page and every list on it fit the viewport: nothing scrolls sideways. */
const sidewaysOverflow = () => sidewaysScroll(page, '.app-table-wrap, .app-list');

describe('long text and phones in the shared list (item 6)', () => {
  let packageId = '';
  /** The package's title before, put back after: later files on the worker's product see it. */
  let title = '';
  const retitle = (to: string) =>
    gqlAsPage(
      page,
      product.url,
      `mutation($id: ID!, $input: PackagePatch!) { updatePackage(id: $id, input: $input, force: true) { message } }`,
      { id: packageId, input: { title: to } },
    );

  beforeAll(async () => {
    const first = await gqlAsPage<{ packages: { items: { id: string; title: string }[] } }>(
      page,
      product.url,
      `query { packages(query: { pageSize: 1, sortBy: displayOrder, sortDirection: ASC }) { items { id title } } }`,
      {},
    );
    ({ id: packageId, title } = first.packages.items[0]!);
    await retitle(LONG_TITLE);
  });

  afterAll(async () => {
    if (title) await retitle(title);
  });

  it('keeps price, status and actions on screen beside a 167-character title at 1440 px', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScreen(page, `${product.url}/offer/product-list`, 'パッケージ一覧');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: LONG_TITLE, exact: true }) });
    await row.waitFor();
    const edit = row.getByRole('link', { name: /編集/ });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    for (const cell of await row.getByRole('cell').all()) {
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(1440);
    }
    expect((await sidewaysOverflow()).page).toBe(0);
    // The full title on hover, wherever the cell cuts it short.
    const link = row.getByRole('link', { name: LONG_TITLE, exact: true });
    await link.hover();
    await expect
      .poll(() => link.evaluate((el) => el.closest('[title]')?.getAttribute('title') ?? ''))
      .toBe(LONG_TITLE);
    await shot(page, 'wt19b-package-list-long-title-1440');
  });

  it.each([
    ['package', '/offer/product-list', 'パッケージ一覧'],
    ['news', '/news-topics/news-topics-list', 'ニューストピック一覧'],
  ])('does not scroll the %s list sideways at 390 px', async (name, path, heading) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, `${product.url}${path}`, heading);
    await page.getByRole('row').nth(1).waitFor();
    const overflow = await sidewaysOverflow();
    expect(overflow.page).toBe(0);
    for (const l of overflow.frames) expect(l).toBeLessThanOrEqual(0);
    // The sort select starts at the search box's left edge, as the rows below do: the search
    // summary beside the box, empty until a search is answered, takes no room in the toolbar.
    const search = (await page.getByRole('searchbox').first().boundingBox())!;
    const sort = (await page.getByRole('combobox', { name: ja.list.sortLabel }).boundingBox())!;
    expect(sort.x).toBe(search.x);
    if (name === 'package') {
      // The long title's row keeps its price and actions within the phone's width.
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: LONG_TITLE, exact: true }) });
      const b = (await row.getByRole('link', { name: /編集/ }).boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    await shot(page, `wt19b-${name}-list-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(packageId).not.toBe('');
  });
});

describe('rules that blocked real work (item 7)', () => {
  it('takes extra prices of 0 and names the maximum for a huge price', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScreen(page, `${product.url}/offer/add-new-product`, 'パッケージの追加');
    await page.getByLabel(/^追加料金（大人1人）/).fill('0');
    await page.getByLabel(/^追加料金（子ども1人）/).fill('0');
    await page.getByLabel(/^平日料金/).fill('99999999999999');
    await page
      .getByRole('button', { name: /保存|追加/ })
      .last()
      .click();
    await expect.poll(() => page.getByText('10,000,000円以下で入力してください').count()).toBe(1);
    expect(await page.getByText(ja.packages.validation.enterPeopleExtraPrice).count()).toBe(0);
    expect(await page.getByText(ja.packages.validation.enterChildExtraPrice).count()).toBe(0);
    expect(await page.getByText(ja.catalogue.wholeNumber).count()).toBe(0);
    // An empty extra price is still asked for.
    await page.getByLabel(/^追加料金（子ども1人）/).fill('');
    await page
      .getByRole('button', { name: /保存|追加/ })
      .last()
      .click();
    await expect
      .poll(() => page.getByText(ja.packages.validation.enterChildExtraPrice).count())
      .toBeGreaterThan(0);
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('says "fill all fields" once on the role-user form at %i px', async (width, height) => {
    await page.setViewportSize({ width, height });
    await openScreen(page, `${product.url}/apps/profiles/account/role`, 'アカウント');
    const form = page.getByRole('form', { name: 'ユーザーの追加' });
    // The switch and its hint agree: a new user starts inactive.
    await expect.poll(() => form.getByText('無効', { exact: true }).count()).toBe(1);
    expect(await form.getByText(ja.users.inactiveHelp).count()).toBe(1);
    expect(await form.getByRole('checkbox', { name: '無効' }).isChecked()).toBe(false);

    await form.getByRole('button', { name: 'ユーザーを追加' }).click();
    await expect.poll(() => page.getByText(ja.users.fillAll).count()).toBe(1);
    expect(await form.getByText(ja.users.fieldMissing, { exact: true }).count()).toBe(5);
    for (const label of [/メールアドレス/, /^氏名/, /ユーザー名/, /電話番号/]) {
      expect(await form.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    }
    // "abc" is not a phone number.
    await form.getByLabel(/電話番号/).fill('abc');
    await form.getByRole('button', { name: 'ユーザーを追加' }).click();
    await expect.poll(() => form.getByText(ja.users.invalidPhone).count()).toBe(1);
    await shot(page, `wt19b-role-user-errors-${width}`);

    // Turned on, the switch says 有効 and the hint says so too.
    await form.getByText('無効', { exact: true }).click();
    await expect.poll(() => form.getByText('有効', { exact: true }).count()).toBe(1);
    expect(await form.getByText(ja.users.activeHelp).count()).toBe(1);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
