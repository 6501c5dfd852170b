import type { Page } from 'playwright-core';
import { E2E_ADMIN } from '../support/product';

/** Signs in through the sign-in page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('ユーザー名').fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
}
