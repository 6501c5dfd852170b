// Users and the account tabs in Chromium against the whole product (npm start, seeded).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { gqlAsPage } from './web-helpers';
import { drawPng, openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let browser: Browser;
let page: Page;
signedInProduct((run) => ({ product, browser, page } = run));

describe('users', () => {
  it('adds a role user, shows and edits it with a picture, and deletes it', async () => {
    await openScreen(page, `${product.url}/user/product-list`, 'ユーザー一覧');
    await page.getByRole('table', { name: 'ユーザー一覧' }).getByRole('row').nth(1).waitFor();
    await shot(page, 'ops-users-list');

    await page.getByRole('link', { name: 'ユーザーの追加' }).click();
    await page.getByRole('button', { name: 'ユーザーを追加' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'すべての項目を入力してください' })
      .first()
      .waitFor();
    await shot(page, 'ops-user-add-errors');

    const n = Date.now().toString(36);
    await page.getByLabel(/メールアドレス/).fill(`e2e-${n}@dogstay.example`);
    await page.getByLabel(/^氏名/).fill(`E2E スタッフ ${n}`);
    await page.getByLabel(/ユーザー名/).fill(`e2e-${n}`);
    await page.getByLabel(/電話番号/).fill('090-3333-4444');
    await page.getByRole('textbox', { name: /^パスワード\s*(必須)?$/ }).fill('e2e-staff-pass');
    await page.getByRole('textbox', { name: /パスワード（確認）/ }).fill('e2e-staff-pass');
    await page.getByRole('button', { name: 'ユーザーを追加' }).click();
    await page.getByRole('heading', { name: 'ユーザー詳細' }).waitFor();
    await page.getByText(`E2E スタッフ ${n}`, { exact: true }).first().waitFor();
    // Beside the picture: the name, and under it the photo button with its whole hint.
    const head = page.locator('.app-user-head');
    const name = (await head.getByText(`E2E スタッフ ${n}`, { exact: true }).boundingBox())!;
    const hint = head.locator('.bp6-file-upload-input');
    expect(name.y + name.height).toBeLessThanOrEqual((await hint.boundingBox())!.y);
    expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByLabel('プロフィール写真').setInputFiles({
      name: `avatar-${n}.png`,
      mimeType: 'image/png',
      buffer: await drawPng(page, 'E2E', 200, 200),
    });
    const avatar = page.locator('.app-user-head img.app-avatar');
    await avatar.waitFor();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await page.waitForLoadState('networkidle');
    await shot(page, 'ops-user-details');

    await page.getByRole('link', { name: '編集' }).click();
    await page.getByRole('heading', { name: 'ユーザーの編集' }).waitFor();
    await page.getByLabel(/^都道府県/).fill('山梨県');
    await shot(page, 'ops-user-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: 'ユーザー詳細' }).waitFor();
    await page.getByText('山梨県').waitFor();

    await page.getByRole('button', { name: '削除' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'ops-user-delete-confirm');
    await page.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('heading', { name: 'ユーザー一覧' }).waitFor();
  });

  it('shows the account tabs: role-user form and the signed-in profile', async () => {
    await openScreen(page, `${product.url}/apps/profiles/account/role`, 'アカウント');
    await shot(page, 'ops-account-role');
    await openScreen(page, `${product.url}/apps/profiles/account/basic`, 'アカウント');
    await page.getByRole('heading', { name: '基本情報' }).waitFor();
    await shot(page, 'ops-account-basic');
  });
});

describe('users seen by a staff member', () => {
  it('signs in as staff: the users screens are read-only, the admin-only actions absent', async () => {
    const n = Date.now().toString(36);
    const password = 'e2e-staff-pass';
    const created = await gqlAsPage<{ createRoleUser: { user: { id: string } } }>(
      page,
      product.url,
      `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id } } }`,
      {
        input: {
          email: `e2e-ro-${n}@dogstay.example`,
          fullName: `閲覧 スタッフ ${n}`,
          username: `e2e-ro-${n}`,
          phoneNumber: '090-5555-6666',
          password,
          confirmPassword: password,
          role: 'STAFF',
          status: 'ACTIVE',
        },
      },
    );
    const staffContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
    });
    try {
      const staff = await staffContext.newPage();
      await staff.goto(`${product.url}/login`);
      await staff.getByRole('textbox', { name: 'ユーザー名' }).fill(`e2e-ro-${n}`);
      await staff.getByRole('textbox', { name: 'パスワード' }).fill(password);
      await staff.getByRole('button', { name: 'ログイン' }).click();
      await staff.getByRole('navigation', { name: 'メインメニュー' }).waitFor();

      await openScreen(staff, `${product.url}/user/product-list`, 'ユーザー一覧');
      const table = staff.getByRole('table', { name: 'ユーザー一覧' });
      await table.getByRole('row').nth(1).waitFor();
      expect(await staff.getByRole('link', { name: 'ユーザーの追加' }).count()).toBe(0);
      expect(await table.getByRole('button', { name: /を削除/ }).count()).toBe(0);
      expect(await table.getByRole('link', { name: /を編集/ }).count()).toBe(0);
      await shot(staff, 'ops-users-list-staff');

      await staff.goto(`${product.url}/user/userdetails/${created.createRoleUser.user.id}`);
      await staff.getByRole('heading', { name: 'ユーザー詳細' }).waitFor();
      await staff.getByText(`閲覧 スタッフ ${n}`, { exact: true }).first().waitFor();
      // Their own account: edit and picture yes, delete no.
      expect(await staff.getByRole('button', { name: '削除' }).count()).toBe(0);
      expect(await staff.getByRole('link', { name: '編集' }).count()).toBe(1);

      await openScreen(staff, `${product.url}/apps/profiles/account/basic`, 'アカウント');
      expect(await staff.getByRole('tab', { name: 'ユーザー追加' }).count()).toBe(0);
      await shot(staff, 'ops-account-staff');
    } finally {
      await staffContext.close();
    }
  });
});
