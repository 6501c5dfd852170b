// The audit trail in Chromium against the whole product (npm start, seeded): a package's 履歴
// with both prices and who changed it, 元に戻す, a deleted holiday restored from 操作履歴, and
// what staff see. Screenshots of the panel and the screen at 1440 and 390 px in /tmp/shots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { e2eProduct } from '../support/e2e-product';
import { gqlAsPage, signIn } from './web-helpers';
import { openScreen } from './ops-stack';

let product: RunningProduct;
let browser: Browser;
let page: Page;
// The ops tests' set-up, with longer waits: on a loaded 2-core machine a first navigation took
// more than Playwright's 30 s.
const WAIT = 120_000;
beforeAll(async () => {
  product = await e2eProduct();
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ja-JP',
  });
  context.setDefaultTimeout(WAIT);
  context.setDefaultNavigationTimeout(WAIT);
  page = await context.newPage();
  await signIn(page, product.url);
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const yen = (n: number) => `￥${n.toLocaleString('en-US')}`;

async function firstPackage(): Promise<{ id: string; title: string; price: number }> {
  const data = await gqlAsPage<{
    packages: { items: { id: string; title: string; price: number }[] };
  }>(
    page,
    product.url,
    `query { packages(query: { pageSize: 1 }) { items { id title price } } }`,
    {},
  );
  return data.packages.items[0]!;
}

const history = (p: Page) => p.getByRole('region', { name: '履歴' });

describe('audit trail', { timeout: 400_000 }, () => {
  it("shows a price change in the package's 履歴 with both values and the name, and reverts it", async () => {
    const pkg = await firstPackage();
    const changed = pkg.price + 1234;
    await openScreen(page, `${product.url}/offer/add-new-product/${pkg.id}`, 'パッケージの編集');
    const price = page.getByRole('textbox', { name: /^平日料金/ });
    await price.fill(String(changed));
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { level: 1, name: 'パッケージ一覧' }).waitFor();

    const { auditEvents } = await gqlAsPage<{
      auditEvents: { items: { actor: { name: string } }[] };
    }>(
      page,
      product.url,
      `query ($id: ID!) { auditEvents(filter: { recordType: PACKAGE, recordId: $id }, pageSize: 1) { items { actor { name } } } }`,
      { id: pkg.id },
    );
    const name = auditEvents.items[0]!.actor.name;
    expect(name).not.toBe('');

    await openScreen(page, `${product.url}/offer/add-new-product/${pkg.id}`, 'パッケージの編集');
    const panel = history(page);
    const newest = panel.getByRole('listitem').filter({ hasText: '平日料金' }).first();
    await newest.waitFor();
    await expect.poll(() => newest.textContent()).toContain(`${yen(pkg.price)} → ${yen(changed)}`);
    expect(await newest.textContent()).toContain(name);
    expect(await newest.textContent()).toContain('更新');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'audit-history-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'audit-history-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await newest.getByRole('button', { name: /元に戻す$/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('row', { name: new RegExp(`平日料金`) }).waitFor();
    expect(await dialog.textContent()).toContain(yen(changed));
    expect(await dialog.textContent()).toContain(yen(pkg.price));
    await shot(page, 'audit-revert-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: '元に戻す' }).click();
    await page.getByText('変更を元に戻しました').first().waitFor();
    await expect
      .poll(() => price.inputValue())
      .toMatch(new RegExp(`^${pkg.price}$|^${pkg.price.toLocaleString('en-US')}$`));
    const revert = panel.getByRole('listitem').filter({ hasText: '取り消し' }).first();
    await revert.waitFor();
    await expect.poll(() => revert.textContent()).toContain(`${yen(changed)} → ${yen(pkg.price)}`);
    expect(await panel.getByText('取り消し済み').count()).toBeGreaterThan(0);
  });

  it('restores a deleted holiday from 操作履歴', async () => {
    const pkg = await firstPackage();
    const title = `監査テスト休日 ${Date.now().toString(36)}`;
    const created = await gqlAsPage<{ createHoliday: { holiday: { id: string } } }>(
      page,
      product.url,
      `mutation ($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }`,
      { input: { title, packageId: pkg.id, date: '2031-05-07' } },
    );
    await gqlAsPage(page, product.url, `mutation ($id: ID!) { deleteHoliday(id: $id) { id } }`, {
      id: created.createHoliday.holiday.id,
    });

    await openScreen(page, `${product.url}/audit?type=HOLIDAY&op=DELETE`, '操作履歴');
    const table = page.getByRole('table', { name: '操作履歴' });
    const row = table.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('削除済み');
    // The filters live in the URL, as the other lists' do.
    expect(await page.getByRole('combobox', { name: '種類' }).inputValue()).toBe('HOLIDAY');
    await shot(page, 'audit-screen-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'audit-screen-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await row.getByRole('button', { name: `「${title}」を復元` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`削除された「${title}」`).waitFor();
    await dialog.getByRole('button', { name: '元に戻す' }).click();
    await page.getByText('変更を元に戻しました').first().waitFor();

    const found = await gqlAsPage<{ holidays: { items: { title: string }[] } }>(
      page,
      product.url,
      `query ($q: String!) { holidays(query: { search: $q }) { items { title } } }`,
      { q: title },
    );
    expect(found.holidays.items.map((h) => h.title)).toContain(title);
    await expect.poll(() => row.textContent()).toContain('取り消し済み');
  });

  it('lets staff see a record’s 履歴 but not the 操作履歴 menu or screen', async () => {
    const n = Date.now().toString(36);
    const password = 'e2e-staff-pass';
    await gqlAsPage(
      page,
      product.url,
      `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id } } }`,
      {
        input: {
          email: `e2e-audit-${n}@dogstay.example`,
          fullName: `監査 スタッフ ${n}`,
          username: `e2e-audit-${n}`,
          phoneNumber: '090-7777-8888',
          password,
          confirmPassword: password,
          role: 'STAFF',
          status: 'ACTIVE',
        },
      },
    );
    const pkg = await firstPackage();
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
    });
    try {
      const staff = await context.newPage();
      await staff.goto(`${product.url}/login`);
      await staff.getByRole('textbox', { name: 'ユーザー名' }).fill(`e2e-audit-${n}`);
      await staff.getByRole('textbox', { name: 'パスワード' }).fill(password);
      await staff.getByRole('button', { name: 'ログイン' }).click();
      const menu = staff.getByRole('navigation', { name: 'メインメニュー' });
      await menu.waitFor();
      expect(await menu.getByRole('link', { name: 'パッケージ' }).count()).toBeGreaterThan(0);
      expect(await menu.getByRole('link', { name: '操作履歴' }).count()).toBe(0);

      await openScreen(staff, `${product.url}/offer/add-new-product/${pkg.id}`, 'パッケージの編集');
      await history(staff).getByRole('listitem').first().waitFor();

      await openScreen(staff, `${product.url}/audit`, '操作履歴');
      await staff.getByText('操作履歴は管理者のみ閲覧できます。').waitFor();
      expect(await staff.getByRole('table', { name: '操作履歴' }).count()).toBe(0);
    } finally {
      await context.close();
    }
    // The admin has the menu entry.
    await page.goto(`${product.url}/dashboard/default`);
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '操作履歴' })
      .waitFor();
  });
});
