// Impact before a change, in Chromium against the whole product (npm start, seeded with bookings
// up to 30 days ahead): a holiday on a day with bookings lists them, counted against the api's
// REST list, and saves only once confirmed; a holiday on a day without bookings asks nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import { E2E_ADMIN, type RunningProduct } from '../support/product';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

interface RestBooking {
  _id: string;
  bookingId: string;
  packageID: string;
  date: string;
  status: number;
}
interface RestHoliday {
  packageId: string;
  startDate: string;
}

/** GET on the api's REST contract as the admin (not through the gateway). */
async function rest<T>(path: string): Promise<T> {
  const login = await fetch(`${product.apiUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await fetch(`${product.apiUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { results?: T; data?: T | { results?: T } };
  const data = body.data as { results?: T } | T | undefined;
  // Lists answer `results` (at the top or under `data`), a get answers `data`.
  return (body.results ??
    (data && typeof data === 'object' && 'results' in data ? data.results : data)) as T;
}

const todayInJapan = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
const slash = (date: string) => date.replaceAll('-', '/');

async function holidaysOf(packageId: string, date: string): Promise<RestHoliday[]> {
  const all = await rest<RestHoliday[]>('/holiday/list?pageSize=10000');
  return all.filter((h) => h.packageId === packageId && h.startDate.slice(0, 10) === date);
}

async function fillHoliday(packageId: string, date: string, title: string): Promise<void> {
  await openScreen(page, `${product.url}/holidays/add-holidays`, '休日の追加');
  const pkg = page.getByRole('combobox', { name: 'パッケージ' });
  await expect.poll(() => pkg.locator('option').count()).toBeGreaterThan(1);
  await pkg.selectOption(packageId);
  await page.getByRole('combobox', { name: /日付/ }).fill(slash(date));
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /名称/ }).fill(title);
}

describe('impact before a change', () => {
  it('a holiday on a day with bookings lists them, keeps the form when cancelled and saves once confirmed', async () => {
    const today = todayInJapan();
    const held = (
      await rest<RestBooking[]>(`/booking/list?pageSize=10000&startDate=${today}`)
    ).filter((b) => (b.status === 2 || b.status === 4) && b.date >= today);
    const perDay = new Map<string, RestBooking[]>();
    for (const b of held) {
      const key = `${b.packageID} ${b.date}`;
      perDay.set(key, [...(perDay.get(key) ?? []), b]);
    }
    const [key, day] = [...perDay].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [packageId, date] = key.split(' ') as [string, string];
    const n = day.length;

    await fillHoliday(packageId, date, '臨時休業');
    await page.getByRole('button', { name: '保存' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`${n}件の予約に影響します。保存しますか？`).waitFor();
    const list = dialog.getByRole('table', { name: '影響を受ける予約' });
    const numbers = await list.getByRole('link').allTextContents();
    expect(numbers.sort()).toEqual(day.map((b) => b.bookingId).sort());
    // Once Blueprint's opening transition is over.
    await page.locator('.bp6-overlay-enter-done .app-impact-alert').waitFor();
    await shot(page, 'impact-holiday', { fullPage: false });

    // Cancelled: the form as it was, nothing saved.
    await dialog.getByRole('button', { name: '保存せずに編集に戻る' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/holidays/add-holidays');
    expect(await page.getByRole('combobox', { name: /日付/ }).inputValue()).toBe(slash(date));
    expect(await page.getByRole('textbox', { name: /名称/ }).inputValue()).toBe('臨時休業');
    expect(await holidaysOf(packageId, date)).toEqual([]);

    // Confirmed by the button naming the count: saved.
    await page.getByRole('button', { name: '保存' }).click();
    await dialog.getByRole('button', { name: `${n}件に影響することを承知で保存` }).click();
    await page.getByRole('heading', { level: 1, name: '休日一覧' }).waitFor();
    expect(await holidaysOf(packageId, date)).toHaveLength(1);
  });

  it('a holiday on a day without bookings saves with no question', async () => {
    const packages = await rest<{ _id: string }[]>('/admin/package/list?pageSize=100');
    const packageId = packages[0]!._id;
    const date = '2035-03-14';
    await fillHoliday(packageId, date, '定休日');
    await page.getByRole('button', { name: '保存' }).click();
    // A question would hold the save: reaching the list means none was asked.
    await page.getByRole('heading', { level: 1, name: '休日一覧' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await holidaysOf(packageId, date)).toHaveLength(1);
  });

  it('a package set inactive lists every booking of it from today, and cancelling keeps it active', async () => {
    const today = todayInJapan();
    const held = (
      await rest<RestBooking[]>(`/booking/list?pageSize=10000&startDate=${today}`)
    ).filter((b) => (b.status === 2 || b.status === 4) && b.date >= today);
    const perPackage = new Map<string, RestBooking[]>();
    for (const b of held) perPackage.set(b.packageID, [...(perPackage.get(b.packageID) ?? []), b]);
    const [packageId, own] = [...perPackage].sort((a, b) => b[1].length - a[1].length)[0]!;

    await openScreen(page, `${product.url}/offer/add-new-product/${packageId}`, 'パッケージの編集');
    await page.getByRole('checkbox', { name: /有効/ }).uncheck({ force: true });
    await page.getByRole('button', { name: '保存' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`${own.length}件の予約に影響します。保存しますか？`).waitFor();
    const numbers = await dialog.getByRole('table').getByRole('link').allTextContents();
    expect(numbers.sort()).toEqual(own.map((b) => b.bookingId).sort());
    await page.locator('.bp6-overlay-enter-done .app-impact-alert').waitFor();
    await shot(page, 'impact-package', { fullPage: false });
    await dialog.getByRole('button', { name: '保存せずに編集に戻る' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await rest<{ isActive: number }[]>(`/admin/package/get/${packageId}`);
    expect(stored[0]!.isActive).toBe(1);
  });
});
