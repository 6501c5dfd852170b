// Bookings in Chromium against the whole product (npm start, fresh seeded database).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { gqlAsPage, signIn } from './web-helpers';
import { e2eProduct } from '../support/e2e-product';
import { openScreen } from './ops-stack';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface Row {
  id: string;
  bookingNumber: string;
  date: string;
  status: string;
}
interface Listing {
  total: number;
  items: Row[];
}

beforeAll(async () => {
  product = await e2eProduct();
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ja-JP',
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signIn(page, product.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const listing = (field: string, args: string) =>
  gqlAsPage<Record<string, Listing>>(
    page,
    product.url,
    `query { ${field}(${args}) { total items { id bookingNumber date status } } }`,
    {},
  ).then((d) => d[field]!);

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('bookings', () => {
  it('shows the four lists', async () => {
    for (const [name, path, heading] of [
      ['ops-bookings-all', '/profile/profile-list', 'すべての予約'],
      ['ops-bookings-by-date', '/profile/bookingdatelist', '予約日別の予約'],
      ['ops-bookings-pending', '/profile/pendinglist', '保留中の予約'],
      ['ops-bookings-cancelled', '/profile/cancel-list', 'キャンセル済みの予約'],
    ] as const) {
      await openScreen(page, `${product.url}${path}`, heading);
      await page.getByRole('table', { name: heading }).getByRole('row').nth(1).waitFor();
      await shot(page, name);
    }
  });

  it('filters by visit days and status, opens a detail, cancels a pending booking', async () => {
    const pending = (await listing('pendingBookings', 'query: { pageSize: 1 }')).items[0]!;
    const day = pending.date;
    // Filter all bookings to that day through the date pickers' text inputs, then by status.
    await openScreen(page, `${product.url}/profile/profile-list`, 'すべての予約');
    await page.getByLabel('利用日（から）').fill(day.replace(/-/g, '/'));
    await page.getByLabel('利用日（から）').press('Enter');
    await page.getByLabel('利用日（まで）').fill(day.replace(/-/g, '/'));
    await page.getByLabel('利用日（まで）').press('Enter');
    await page.getByLabel('状態').selectOption('PENDING');
    // The three filters reach the URL (each change applied on its own render: poll for all).
    await expect
      .poll(() => new URLSearchParams(new URL(page.url()).search).toString())
      .toMatch(new RegExp(`(?=.*from=${day})(?=.*to=${day})(?=.*status=PENDING)`));
    const expected = await listing(
      'bookings',
      `query: { pageSize: 100 }, range: { startDate: "${day}", endDate: "${day}" }, status: PENDING`,
    );
    const table = page.getByRole('table', { name: 'すべての予約' });
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(expected.total, 10) + 1);
    await page.getByText(`全${expected.total}件中`).waitFor();
    await shot(page, 'ops-bookings-filtered');

    // The detail of the pending booking.
    await table.getByRole('link', { name: pending.bookingNumber }).click();
    await page.getByRole('heading', { name: `予約 ${pending.bookingNumber}` }).waitFor();
    await page.getByRole('table', { name: 'この利用者の予約' }).getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'ops-booking-detail');

    // Cancel after a confirm; the booking then shows in the cancelled list.
    await page
      .getByRole('button', { name: `予約 ${pending.bookingNumber} をキャンセル` })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'ops-booking-cancel-confirm');
    await page.getByRole('button', { name: 'キャンセルする' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: '予約をキャンセル' }).count()).toBe(0);
    await openScreen(
      page,
      `${product.url}/profile/cancel-list?q=${encodeURIComponent(pending.bookingNumber)}`,
      'キャンセル済みの予約',
    );
    const row = page.getByRole('row').filter({ hasText: pending.bookingNumber });
    await row.waitFor();
    expect(await row.getByText('キャンセル', { exact: true }).count()).toBe(1);
    await openScreen(
      page,
      `${product.url}/profile/pendinglist?q=${encodeURIComponent(pending.bookingNumber)}`,
      '保留中の予約',
    );
    await page.getByText(`「${pending.bookingNumber}」に一致するデータはありません`).waitFor();
  });

  it('exports every booking matching the filters as CSV for Excel', async () => {
    const from = '2026-10-01';
    const to = '2026-12-31';
    const expected = await listing(
      'bookings',
      `query: { pageSize: 1 }, range: { startDate: "${from}", endDate: "${to}" }, status: BOOKED`,
    );
    expect(expected.total).toBeGreaterThan(10);
    await openScreen(
      page,
      `${product.url}/profile/profile-list?from=${from}&to=${to}&status=BOOKED`,
      'すべての予約',
    );
    await page.getByText(`全${expected.total}件中`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{8}-\d{4}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[^"]\n/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      '予約番号',
      '利用日',
      '時間帯',
      '氏名',
      '氏名（英語）',
      '大人',
      '子ども',
      '大型・中型犬',
      '小型犬',
      '犬（合計）',
      '合計金額（円）',
      '状態',
      '支払い状況',
      '決済方法',
      'パッケージ',
      'メールアドレス',
      '電話番号',
      '予約日時',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(expected.total);
    expect(new Set(body.map((r) => r[0])).size).toBe(expected.total);
    for (const r of body) {
      expect(r[1]! >= from && r[1]! <= to).toBe(true);
      expect(r[11]).toBe('予約済み');
      expect(Number(r[10])).toBeGreaterThan(0);
      expect(r[3]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    await page
      .getByText(`${expected.total.toLocaleString('ja-JP')}件の予約をCSVに出力しました`)
      .waitFor();
    await shot(page, 'ops-bookings-exported');
  });

  it('looks bookings up by customer', async () => {
    await openScreen(page, `${product.url}/profile/add-new-profile`, '予約の検索');
    await page.getByRole('button', { name: '予約を表示' }).click();
    await page.getByText('お客様を選択してください').waitFor();
    await page.getByLabel('お客様', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '予約を表示' }).click();
    await page.getByRole('table', { name: 'この利用者の予約' }).getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'ops-booking-lookup');
  });
});
