// Screenshots of every screen of the web admin, light and dark, desktop and phone, for review
// (/tmp/shots). Runs when WEB_SHOTS=1: `WEB_SHOTS=1 npx vitest run --project tests e2e/web-screens`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, SHOTS_WANTED } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { gqlAsPage, signIn } from './web-helpers';

const enabled = SHOTS_WANTED;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  if (!enabled) return;
  product = await e2eProduct({ own: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const SCREENS: [string, string][] = [
  ['dashboard', '/dashboard/default'],
  ['season-list', '/season/season-list'],
  ['season-add', '/season/add-season'],
  ['dog-category-list', '/roomcategory/room-list'],
  ['dog-category-add', '/roomcategory/add-room-category'],
  ['password', '/apps/profiles/account/password'],
  ['placeholder-packages', '/offer/product-list'],
  ['bookings-pending', '/profile/pendinglist'],
];

describe.runIf(enabled)('screens', () => {
  it('signs in and captures every screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/login`);
    await page.getByLabel('ユーザー名').waitFor();
    await shot(page, 'login');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText('ユーザー名を入力してください').waitFor();
    await shot(page, 'login-errors');
    await signIn(page, product.url);
    // What each screen showed: its heading, and any error callout (there should be none).
    const seen: { name: string; heading: string; errors: number }[] = [];
    for (const [name, path] of SCREENS) {
      await page.goto(`${product.url}${path}`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, name);
      const errors = await page.locator('.bp6-callout.bp6-intent-danger').count();
      seen.push({ name, heading: (await heading.textContent()) ?? '', errors });
    }
    expect(seen.filter((s) => s.errors > 0)).toEqual([]);
    expect(seen.every((s) => s.heading.trim().length > 0)).toBe(true);
    // A season form with data, its validation, and the date picker open.
    await page.goto(`${product.url}/season/season-list`);
    await page.getByRole('link', { name: '通常シーズン' }).first().click();
    await page.getByLabel('シーズン名').waitFor();
    await shot(page, 'season-edit');
    await page.getByLabel('開始日').click();
    await page.locator('.bp6-datepicker').waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'season-edit-datepicker');
    await page.keyboard.press('Escape');
    // A new season with two slots, one overlapping the other.
    await page.goto(`${product.url}/season/add-season`);
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    await page.getByRole('textbox', { name: '終了時刻' }).first().fill('12:00');
    await page.getByRole('textbox', { name: '開始時刻' }).nth(1).fill('11:00');
    await page.getByRole('textbox', { name: '終了時刻' }).nth(1).fill('1400');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('タイトルを入力してください').waitFor();
    await shot(page, 'season-add-errors');
    // Header menus.
    await page.goto(`${product.url}/season/season-list`);
    await page.getByRole('button', { name: /プロフィールメニュー/ }).click();
    await page.waitForTimeout(500);
    await shot(page, 'profile-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'テーマ', exact: true }).click();
    await page.waitForTimeout(500);
    await shot(page, 'theme-menu');
    await page.getByRole('option', { name: 'ローズ' }).click();
    await page.getByRole('button', { name: 'ダークモードに切り替え' }).click();
    await page.mouse.move(600, 600);
    await page.waitForTimeout(600);
    await shot(page, 'season-list-dark-rose');
    await page.goto(`${product.url}/season/add-season`);
    await page.getByLabel('シーズン名').waitFor();
    await shot(page, 'season-add-dark');
    await page.getByRole('button', { name: 'メニューを折りたたむ' }).click();
    await page.mouse.move(600, 600);
    await page.waitForTimeout(500);
    await shot(page, 'season-add-dark-mini');
    await page.getByRole('button', { name: 'メニューを展開する' }).click();
    await page.getByRole('combobox', { name: '開始日' }).click();
    await page.waitForTimeout(600);
    await shot(page, 'season-add-dark-datepicker');
    await page.keyboard.press('Escape');
    // Delete confirm and the snackbar with UNDO, in dark mode.
    await gqlAsPage(
      page,
      product.url,
      'mutation ($input: CategoryInput!) { createDogCategory(input: $input) { message } }',
      { input: { title: '撮影用カテゴリー' } },
    );
    await page.goto(`${product.url}/roomcategory/room-list`);
    await page.getByRole('button', { name: '「撮影用カテゴリー」を削除' }).click();
    await page.waitForTimeout(500);
    await shot(page, 'dog-category-delete-confirm-dark');
    await page.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('button', { name: '元に戻す' }).waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'dog-category-deleted-snackbar-dark');
    await page.goto(`${product.url}/nowhere`);
    await shot(page, 'not-found-dark');
    await context.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
    });
    const p = await phone.newPage();
    await signIn(p, product.url, '/login').catch(() => undefined);
    await p.goto(`${product.url}/season/season-list`);
    await p.getByRole('heading', { level: 1 }).waitFor();
    await shot(p, 'phone-season-list');
    await p.getByRole('button', { name: 'メニューを開く' }).click();
    await p.waitForTimeout(400);
    await shot(p, 'phone-drawer');
    await phone.close();

    const pub = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'ja-JP',
    });
    const q = await pub.newPage();
    for (const [name, path] of [
      ['maintenance-404', '/maintenance/404'],
      ['maintenance-500', '/maintenance/500'],
      ['under-construction', '/maintenance/under-construction'],
      ['coming-soon', '/maintenance/coming-soon'],
      ['contact-us', '/contact-us'],
      ['register', '/auth/register'],
    ] as const) {
      await q.goto(`${product.url}${path}`);
      await q.getByRole('heading', { level: 1 }).waitFor();
      await shot(q, name);
    }
    await pub.close();
  });
});
