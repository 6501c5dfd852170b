// Issue 19, item 8 in Chromium against the whole product (npm start, fresh database): package
// delete has an UNDO, an undone coupon edit shows in the list at once, a booking opened from
// 保留中 keeps that list (menu and back link), the account tabs each show their own content, and
// the package list filters by category and status.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { gqlAsPage } from './web-helpers';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

describe('coupon edit undo', () => {
  it('shows the previous title in the list right after UNDO', async () => {
    // More coupons than the list's first rows (50): the list also asks for its full page.
    const { coupons } = await gqlAsPage<{ coupons: { total: number } }>(
      page,
      product.url,
      'query { coupons(query: { pageSize: 1 }) { total } }',
      {},
    );
    for (let i = coupons.total; i < 60; i += 1) {
      await gqlAsPage(
        page,
        product.url,
        `mutation($input: CouponInput!) { createCoupon(input: $input) { message } }`,
        { input: { title: `追加クーポン ${i} ${Date.now()}`, discountAmount: 100 + i } },
      );
    }
    const original = `元のクーポン ${Date.now()}`;
    const created = await gqlAsPage<{ createCoupon: { coupon: { id: string } } }>(
      page,
      product.url,
      `mutation($input: CouponInput!) { createCoupon(input: $input) { coupon { id } } }`,
      {
        input: {
          title: original,
          description: '元に戻す確認',
          discountType: 'AMOUNT',
          discountAmount: 500,
          discountPercentage: 0,
          status: 'ACTIVE',
        },
      },
    );
    const id = created.createCoupon.coupon.id;
    await openScreen(page, `${product.url}/coupon/add-new-product?id=${id}`, 'クーポンの編集');
    const edited = `${original} 変更後`;
    await page.getByLabel('クーポン名').fill(edited);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: 'クーポン一覧' }).waitFor();
    await page.getByRole('link', { name: edited, exact: true }).waitFor();
    await page.getByRole('button', { name: '元に戻す' }).click();
    await page.getByText('元に戻しました').waitFor();
    await page.getByRole('link', { name: original, exact: true }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('link', { name: edited, exact: true }).count()).toBe(0);
    await shot(page, 'wt19c-coupon-undo');
  });
});

interface Refs {
  seasons: { items: { id: string }[] };
  dogCategories: { items: { id: string }[] };
  packageCategories: { items: { id: string; title: string }[] };
}

/** A package of this file's own (inactive, in a category), with a season price and an add-on. */
async function createPackage(title: string, refs: Refs, categoryId: string): Promise<string> {
  const data = await gqlAsPage<{ createPackage: { package: { id: string } } }>(
    page,
    product.url,
    `mutation ($input: PackageInput!) { createPackage(input: $input) { package { id } } }`,
    {
      input: {
        title,
        helpText: '元に戻す確認用のパッケージ',
        status: 'INACTIVE',
        maxPeople: 6,
        includedPeople: 2,
        price: 5000,
        weekendPrice: 6000,
        peopleExtraPrice: 1000,
        childrenExtraPrice: 500,
        displayOrder: 901,
        dogCategoryId: refs.dogCategories.items[0]!.id,
        categoryId,
        photos: [{ fileName: 'seed/picnic-1.jpg', url: '/api/v1/files/seed/picnic-1.jpg' }],
        seasonPrices: [
          { seasonId: refs.seasons.items[0]!.id, weekdayPrice: 5100, weekendPrice: 6100 },
        ],
        addOns: [
          { title: '炭セット', price: 800, minPeople: 1, maxPeople: 6, type: 'PACKAGE_BASED' },
        ],
      },
    },
  );
  return data.createPackage.package.id;
}

const refsQuery = `{ seasons(query: { pageSize: 5 }) { items { id } }
  dogCategories(query: { pageSize: 1 }) { items { id } }
  packageCategories(query: { pageSize: 100, sortBy: title }) { items { id title } } }`;

describe('package delete undo', () => {
  it('offers UNDO, which brings the package back with its season price and add-on', async () => {
    const refs = await gqlAsPage<Refs>(page, product.url, refsQuery, {});
    const title = `元に戻すパッケージ ${Date.now()}`;
    await createPackage(title, refs, refs.packageCategories.items[0]!.id);
    await openScreen(page, `${product.url}/offer/product-list`, 'パッケージ一覧');
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByRole('button', { name: `「${title}」を削除` }).click();
    await page.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('button', { name: '元に戻す' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: title, exact: true }).count(), { timeout: 20_000 })
      .toBe(0);
    await shot(page, 'wt19c-package-deleted');
    await page.getByRole('button', { name: '元に戻す' }).click();
    await page.getByText('元に戻しました').waitFor();
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    await shot(page, 'wt19c-package-undone');

    const back = await gqlAsPage<{
      packages: {
        items: {
          id: string;
          status: string;
          addOns: { title: string }[];
          seasonPrices: { weekdayPrice: number }[];
        }[];
      };
    }>(
      page,
      product.url,
      'query ($q: String) { packages(query: { search: $q }) { items { id status addOns { title } seasonPrices { weekdayPrice } } } }',
      { q: title },
    );
    expect(back.packages.items).toHaveLength(1);
    expect(back.packages.items[0]).toMatchObject({
      status: 'INACTIVE',
      addOns: [{ title: '炭セット' }],
      seasonPrices: [{ weekdayPrice: 5100 }],
    });
  });
});

describe('package list filters', () => {
  it('filters by category and status, kept in the URL across a reload', async () => {
    const refs = await gqlAsPage<Refs>(page, product.url, refsQuery, {});
    const category = refs.packageCategories.items.at(-1)!;
    const title = `絞り込み確認 ${Date.now()}`;
    await createPackage(title, refs, category.id);
    await openScreen(page, `${product.url}/offer/product-list`, 'パッケージ一覧');
    await page.getByRole('combobox', { name: 'ステータス' }).selectOption('INACTIVE');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('INACTIVE');
    await page.getByRole('combobox', { name: 'カテゴリー' }).selectOption(category.id);
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category.id);
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    // Every row shown (once the answer for both filters is in) is inactive and of the category.
    const rows = page.getByRole('table', { name: 'パッケージ一覧' }).locator('tbody tr');
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return (
          texts.length > 0 && texts.every((t) => t.includes('無効') && t.includes(category.title))
        );
      })
      .toBe(true);
    await shot(page, 'wt19c-package-filters');

    await page.reload();
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'ステータス' }).inputValue())
      .toBe('INACTIVE');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'カテゴリー' }).inputValue())
      .toBe(category.id);

    await page.getByRole('combobox', { name: 'ステータス' }).selectOption('ACTIVE');
    await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count()).toBe(0);
  });
});

describe('booking opened from 保留中', () => {
  it('keeps 保留中の予約 open in the menu and links back to that list', async () => {
    await openScreen(page, `${product.url}/profile/pendinglist`, '保留中の予約');
    const first = page.locator('a.app-booking-number').first();
    await first.waitFor();
    await first.click();
    await page.getByRole('heading', { level: 1, name: /^予約 / }).waitFor();
    expect(new URL(page.url()).searchParams.get('list')).toBe('pending');
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    expect(
      await menu.getByRole('link', { name: '保留中の予約' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await menu.getByRole('link', { name: 'すべての予約' }).getAttribute('aria-current'),
    ).toBeNull();
    await page.waitForLoadState('networkidle');
    await shot(page, 'wt19c-booking-from-pending');
    await page.getByRole('link', { name: '保留中の予約に戻る' }).click();
    await page.getByRole('heading', { level: 1, name: '保留中の予約' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/pendinglist');
  });

  it('opened from すべての予約 it keeps すべての予約', async () => {
    await openScreen(page, `${product.url}/profile/profile-list`, 'すべての予約');
    await page.locator('a.app-booking-number').first().click();
    await page.getByRole('heading', { level: 1, name: /^予約 / }).waitFor();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    expect(
      await menu.getByRole('link', { name: 'すべての予約' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.getByRole('link', { name: 'すべての予約に戻る' }).waitFor();
  });
});

describe('account tabs', () => {
  it('basic, personal, my-account and settings each show their own content', async () => {
    const texts: string[] = [];
    const expected: [string, string, string][] = [
      ['basic', '基本情報', 'メールアドレス'],
      ['personal', '個人情報', '住所'],
      ['my-account', 'マイアカウント', 'パスワードの変更'],
      ['settings', '設定', '表示モード'],
    ];
    for (const [path, tab, shows] of expected) {
      await page.goto(`${product.url}/apps/profiles/account/${path}`);
      await expect
        .poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      const panel = page.getByRole('tabpanel');
      await panel.getByText(shows, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      texts.push(await panel.innerText());
      await shot(page, `wt19c-account-${path}`);
    }
    expect(new Set(texts).size).toBe(4);
  });
});
