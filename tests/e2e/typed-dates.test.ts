// Typed dates in Chromium: the bookings list's day filter takes zero-padded and other typed forms,
// and its calendar closes on Tab and on one Escape (issue 19, item 1).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

const picker = () => page.getByRole('dialog', { name: 'date picker' });

describe('typed dates (bookings list)', () => {
  it.each([
    ['2026/12/05', '2026-12-05'],
    ['2026/11/01', '2026-11-01'],
    ['２０２６／１２／０５', '2026-12-05'],
    ['20261205', '2026-12-05'],
  ])('applies %s typed in 利用日（から） and Enter', async (typed, iso) => {
    await openScreen(page, `${product.url}/profile/profile-list`, 'すべての予約');
    const from = page.getByRole('combobox', { name: '利用日（から）' });
    await from.click();
    await from.fill(typed);
    await from.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(iso);
    expect(await page.getByText('日付を YYYY/MM/DD の形式で入力してください').count()).toBe(0);
  });

  it('closes the calendar on Tab (focus moves on) and on one Escape', async () => {
    await openScreen(page, `${product.url}/profile/profile-list`, 'すべての予約');
    const from = page.getByRole('combobox', { name: '利用日（から）' });
    await from.click();
    await expect.poll(() => picker().count()).toBe(1);
    await shot(page, 'typed-dates-open');
    await from.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .not.toBe('date picker');
    const to = page.getByRole('combobox', { name: '利用日（まで）' });
    await expect.poll(() => to.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker().count()).toBe(0);
    await from.fill('2026/12/05');
    await from.press('Enter');
    await shot(page, 'typed-dates-applied');
  });
});
