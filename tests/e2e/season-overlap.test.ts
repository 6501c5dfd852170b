// A season overlapping another, in Chromium against the whole product (npm start, seeded): the
// season form names, before saving, the season it overlaps and the packages whose time slots
// change on which days; with no booking on those days the save asks nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import { E2E_ADMIN, type RunningProduct } from '../support/product';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

interface RestSeason {
  _id: string;
  title: string;
  startDate: string;
  endDate: string;
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
  const body = (await res.json()) as { results?: T; data?: { results?: T } };
  return (body.results ?? body.data?.results) as T;
}

const slash = (date: string) => date.slice(0, 10).replaceAll('-', '/');
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('a season overlapping another', () => {
  it('the form names the overlapped season and the packages and days whose slots change', async () => {
    const seasons = await rest<RestSeason[]>('/season/list?pageSize=100');
    const winter = seasons.find((s) => s.title === '冬季シーズン')!;
    const start = plusDays(winter.startDate, 10);
    const end = winter.endDate.slice(0, 10);

    await openScreen(page, `${product.url}/season/add-season`, 'シーズンの追加');
    await page.getByRole('textbox', { name: /シーズン名/ }).fill('冬の後半シーズン');
    await page.getByRole('combobox', { name: /開始日/ }).fill(slash(start));
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /終了日/ }).fill(slash(end));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    const slot = page.getByRole('group', { name: '時間帯1' });
    await slot.getByRole('textbox', { name: /開始時刻/ }).fill('12:00');
    await slot.getByRole('textbox', { name: /終了時刻/ }).fill('15:00');
    await page.keyboard.press('Tab');

    const panel = page.getByRole('status', { name: '他のシーズンとの重なり' });
    await panel.getByText('冬季シーズン と重なります：', { exact: false }).waitFor();
    const text = await panel.innerText();
    const same = start.slice(0, 4) === end.slice(0, 4);
    const period = `${slash(start)}〜${same ? slash(end).slice(5) : slash(end)}`;
    expect(text).toContain(period);
    expect(text).toContain('の時間帯が変わります');
    await shot(page, 'season-overlap', { fullPage: false });

    // No booking on those days: saved with no question.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { level: 1, name: 'シーズン一覧' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const saved = await rest<RestSeason[]>('/season/list?pageSize=100');
    expect(saved.some((s) => s.title === '冬の後半シーズン')).toBe(true);
  });
});
