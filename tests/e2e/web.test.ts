// The web admin end to end in Chromium, against the product started the way `npm start` starts
// it (gateway + reference api + the web build) on a fresh embedded database.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { gqlAsPage, signIn, submitSignIn } from './web-helpers';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let url: string;

beforeAll(async () => {
  product = await e2eProduct();
  url = product.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ja-JP' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

const path = () => new URL(page.url()).pathname;
const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
const table = () => page.getByRole('table', { name: 'シーズン一覧' });
const rowTitles = () => table().locator('tbody tr td:first-child').allTextContents();

describe('sign-in and the shell', () => {
  it('shows the docs/product.md §5 messages under empty fields', async () => {
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.poll(() => page.getByText('ユーザー名を入力してください').isVisible()).toBe(true);
    expect(await page.getByText('パスワードを入力してください').isVisible()).toBe(true);
  });

  it('a wrong password is refused in Japanese; a guest is sent to sign-in and back', async () => {
    await page.goto(`${url}/season/season-list?q=${encodeURIComponent('冬季')}`);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(path()).toBe('/login');
    await submitSignIn(page, 'wrong-password');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'ユーザー名またはパスワードが正しくありません。' });
    await alert.waitFor();
    expect(path()).toBe('/login');
    await submitSignIn(page);
    await page.getByRole('link', { name: '冬季シーズン', exact: true }).waitFor();
    expect(path()).toBe('/season/season-list');
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?q=冬季');
    // The session lives in an httpOnly cookie: page scripts see no token anywhere.
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: Object.keys(localStorage),
    }));
    expect(visible.cookie).toBe('');
    expect(visible.storage.every((k) => k === 'dogstay.preferences')).toBe(true);
  });

  it('lands on the dashboard, and the auth screens send a signed-in user there', async () => {
    await signIn(page, url);
    expect(path()).toBe('/dashboard/default');
    await page.goto(`${url}/auth/register`);
    await heading('ダッシュボード').waitFor();
    expect(path()).toBe('/dashboard/default');
  });

  it('logout ends the session and goes to sign-in', async () => {
    await signIn(page, url);
    await page.getByRole('button', { name: /プロフィールメニュー/ }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(path()).toBe('/login');
    await page.goto(`${url}/dashboard/default`);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(path()).toBe('/login');
  });

  it('the theme switch survives a reload', async () => {
    await signIn(page, url);
    await page.getByRole('button', { name: 'ダークモードに切り替え' }).click();
    await page.getByRole('button', { name: 'テーマ', exact: true }).click();
    await page.getByRole('option', { name: 'ターコイズ' }).click();
    const theme = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains('bp6-dark'),
        preset: document.documentElement.getAttribute('data-preset'),
        background: getComputedStyle(document.body).backgroundColor,
      }));
    // The choice reaches <html> in an effect after the click: wait for it rather than race it.
    await expect.poll(theme).toMatchObject({ dark: true, preset: 'turquoise' });
    await page.reload();
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    expect(await theme()).toEqual({
      dark: true,
      preset: 'turquoise',
      background: 'rgb(28, 33, 39)',
    });
    expect(await page.getByRole('button', { name: 'ライトモードに切り替え' }).isVisible()).toBe(
      true,
    );
  });
});

describe('seasons', () => {
  const fillDate = async (label: string, value: string) => {
    const input = page.getByRole('combobox', { name: label });
    await input.fill(value);
    // Enter takes the typed date and closes the calendar.
    await input.press('Enter');
    await page.getByRole('dialog', { name: 'date picker' }).waitFor({ state: 'detached' });
  };

  it('shows a validation message', async () => {
    await signIn(page, url, '/season/add-season');
    await heading('シーズンの追加').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('タイトルを入力してください').waitFor();
    const title = page.getByRole('textbox', { name: 'シーズン名' });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('creates, searches, edits and deletes a season', async () => {
    await signIn(page, url, '/season/season-list');
    await page.getByRole('link', { name: '新規追加' }).click();
    await heading('シーズンの追加').waitFor();
    await page.getByRole('textbox', { name: 'シーズン名' }).fill('E2E 秋の紅葉シーズン');
    await fillDate('開始日', '2031/10/01');
    await fillDate('終了日', '2031/11/30');
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    await page.getByRole('textbox', { name: '開始時刻' }).fill('09:00');
    await page.getByRole('textbox', { name: '終了時刻' }).fill('1200');
    await page.getByRole('button', { name: '保存' }).click();
    await heading('シーズン一覧').waitFor();
    expect(path()).toBe('/season/season-list');
    // The server's message in the snackbar, with UNDO.
    await page.getByRole('button', { name: '元に戻す' }).waitFor();

    await page.getByRole('searchbox', { name: '検索' }).fill('紅葉');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('紅葉');
    await expect.poll(rowTitles).toEqual(['E2E 秋の紅葉シーズン']);
    const row = table().getByRole('row').filter({ hasText: 'E2E 秋の紅葉シーズン' });
    expect(await row.textContent()).toContain('09:00〜12:00');

    await row.getByRole('link', { name: '「E2E 秋の紅葉シーズン」を編集' }).click();
    await heading('シーズンの編集').waitFor();
    const title = page.getByRole('textbox', { name: 'シーズン名' });
    await expect.poll(() => title.inputValue()).toBe('E2E 秋の紅葉シーズン');
    await title.fill('E2E 紅葉シーズン（改）');
    await page.getByRole('button', { name: '保存' }).click();
    await heading('シーズン一覧').waitFor();
    // Back on the list with the search it had, the change visible.
    await expect.poll(rowTitles).toEqual(['E2E 紅葉シーズン（改）']);

    await table().getByRole('button', { name: '「E2E 紅葉シーズン（改）」を削除' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await page.getByText('「紅葉」に一致するデータはありません').waitFor();
  });

  it('sorts and pages on the server, and the URL keeps both across reload and back', async () => {
    await signIn(page, url, '/season/season-list');
    for (let i = 1; i <= 12; i++) {
      await gqlAsPage(
        page,
        url,
        `mutation ($input: SeasonInput!) { createSeason(input: $input) { season { id } } }`,
        {
          input: {
            title: `頁送り-${String(i).padStart(2, '0')}`,
            startDate: '2032-01-01',
            endDate: '2032-01-31',
          },
        },
      );
    }
    await page.goto(`${url}/season/season-list?q=${encodeURIComponent('頁送り')}`);
    await expect.poll(async () => (await rowTitles()).length).toBe(10);
    await page.getByText('全12件中 1〜10件').waitFor();

    const titleHeader = page.getByRole('columnheader', { name: /シーズン名/ });
    await titleHeader.getByRole('button').click();
    await expect.poll(() => titleHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await rowTitles())[0]).toBe('頁送り-01');
    await titleHeader.getByRole('button').click();
    await expect.poll(() => titleHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await rowTitles())[0]).toBe('頁送り-12');

    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    await pager.getByRole('button', { name: '2ページ' }).click();
    await expect.poll(rowTitles).toEqual(['頁送り-02', '頁送り-01']);
    await page.getByText('全12件中 11〜12件').waitFor();
    const params = new URL(page.url()).searchParams;
    expect([params.get('page'), params.get('sort'), params.get('dir')]).toEqual([
      '2',
      'title',
      'desc',
    ]);

    await page.reload();
    await expect.poll(rowTitles).toEqual(['頁送り-02', '頁送り-01']);
    await page.goBack();
    await expect.poll(async () => (await rowTitles())[0]).toBe('頁送り-12');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.goForward();
    await expect.poll(rowTitles).toEqual(['頁送り-02', '頁送り-01']);
  });
});
