// Package screens in Chromium: the create messages (docs/product.md §5), a package created with
// a photo uploaded through the signed URL, a season price and an add-on; found by search, reloaded,
// edited (a saved season price deleted on save), refused input, and deleted.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueShot,
  deleteRow,
  open,
  row,
  search,
  snackbar,
  startCatalogueE2E,
  unique,
  type CatalogueE2E,
} from './catalogue-stack';
import type { GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { buildSchema } from '../../gateway/src/graphql/schema';
import { selectionOf, withoutIds } from '../../gateway/src/test-support/selection';
import { drawPng } from './ops-stack';

let e2e: CatalogueE2E;
let page: Page;
let url: string;

beforeAll(async () => {
  e2e = await startCatalogueE2E();
  page = e2e.page;
  url = e2e.url;
});

afterAll(async () => {
  await e2e?.close();
});

const textbox = (name: string | RegExp) => page.getByRole('textbox', { name, exact: true });
const save = () => page.getByRole('button', { name: '保存' }).click();
const alerts = () => page.locator('form [role="alert"]').allTextContents();
const seasonTable = () => page.getByRole('table', { name: 'シーズン料金' });
const addOnTable = () => page.getByRole('table', { name: 'オプション' });

/** Every image on the page has loaded (a broken photo URL would have no width). */
async function imagesLoaded(selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll((imgs) =>
      imgs.every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
}

describe('packages', () => {
  const title = unique('わんこピクニック');
  const photoName = `${unique('photo')}.png`;

  it('refuses an empty create with the docs/product.md §5 messages in order', async () => {
    await open(page, `${url}/offer/product-list`, 'パッケージ一覧');
    await catalogueShot(page, 'package-list');
    await page.getByRole('link', { name: '新規追加' }).click();
    await page.getByRole('heading', { name: 'パッケージの追加' }).waitFor();
    await page.locator('label').filter({ hasText: '1日に複数の時間帯' }).click();
    await save();
    await expect
      .poll(alerts)
      .toEqual([
        'パッケージ名を入力してください',
        '説明を入力してください',
        '最大人数を入力してください',
        '料金に含まれる人数を入力してください',
        '平日料金を入力してください',
        '週末料金を入力してください',
        '追加料金（大人1人）を入力してください',
        '追加料金（子ども1人）を入力してください',
        '表示順を入力してください',
        '在庫を入力してください',
        '犬カテゴリーを選択してください',
        'パッケージの写真を選択してください',
      ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    await catalogueShot(page, 'package-add-errors');
  });

  it('creates a package with an uploaded photo, a season price and an add-on', async () => {
    await textbox('パッケージ名').fill(title);
    await textbox('説明').fill('湖畔の芝生で愛犬とピクニック。');
    await page.getByRole('combobox', { name: '犬の種類' }).selectOption({ label: 'サイズ合算' });
    await textbox('最大人数').fill('6');
    await textbox('料金に含まれる人数').fill('2');
    await textbox('犬の最大数（サイズ合算）').fill('3');
    await textbox('平日料金').fill('5,000');
    await textbox('週末料金').fill('６０００'); // full-width digits are made plain
    await textbox('追加料金（大人1人）').fill('1000');
    await textbox('追加料金（子ども1人）').fill('500');
    await textbox('表示順').fill('990');
    await textbox('在庫（1時間帯あたり）').fill('3');
    await page.getByRole('combobox', { name: '犬カテゴリー' }).selectOption({ label: '小型犬OK' });
    await page
      .getByRole('combobox', { name: 'パッケージカテゴリー' })
      .selectOption({ label: 'ピクニック' });

    // A photo through the signed-URL upload: preview, no error.
    const png = await drawPng(page, 'PICNIC', 640, 480);
    await page.locator('input[type="file"][name="photos"]').setInputFiles({
      name: photoName,
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('button', { name: `「${photoName}」を削除` }).waitFor();
    await expect.poll(() => imagesLoaded('.app-photo img')).toBe(true);
    // A file that is not an image is refused before any upload.
    await page.locator('input[type="file"][name="photos"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText(/「notes.txt」はアップロードできません/).waitFor();

    // A season price.
    await page.getByRole('button', { name: 'シーズン料金を追加' }).click();
    const sp = page.getByRole('group', { name: '新しいシーズン料金' });
    await sp.getByRole('combobox', { name: 'シーズン' }).selectOption({ index: 1 });
    await sp.getByRole('textbox', { name: '平日料金' }).fill('5500');
    await sp.getByRole('textbox', { name: '週末料金' }).fill('6500');
    await sp.getByRole('button', { name: '一覧に追加' }).click();
    await seasonTable().getByText('￥5,500').waitFor();

    // An add-on, with its own image.
    await page.getByRole('button', { name: 'オプションを追加' }).click();
    const ao = page.getByRole('group', { name: '新しいオプション' });
    await ao.getByRole('textbox', { name: 'オプション名' }).fill('BBQセット');
    await ao.getByRole('textbox', { name: '料金' }).fill('3000');
    await ao.getByRole('textbox', { name: '最少人数' }).fill('2');
    await ao.getByRole('textbox', { name: '最大人数' }).fill('6');
    await ao.getByRole('combobox', { name: '料金の種類' }).selectOption({ label: '1人あたり' });
    await ao.locator('input[type="file"]').setInputFiles({
      name: `addon-${photoName}`,
      mimeType: 'image/png',
      buffer: await drawPng(page, 'BBQ', 320, 240),
    });
    await ao.locator('.app-upload-preview img').waitFor();
    await catalogueShot(page, 'package-add-editor');
    await ao.getByRole('button', { name: '一覧に追加' }).click();
    await addOnTable().getByText('BBQセット').waitFor();
    await catalogueShot(page, 'package-add-filled');

    await save();
    await page.getByRole('heading', { name: 'パッケージ一覧' }).waitFor();
    await snackbar(page, /./).first().waitFor();
    await search(page, title);
    const mine = row(page, title);
    expect(await mine.textContent()).toContain('￥5,000');
    expect(await mine.textContent()).toContain('ピクニック');
    await expect.poll(() => imagesLoaded('tbody img')).toBe(true);
    await catalogueShot(page, 'package-list-search');
  });

  it('keeps everything across a reload, and saves an edit that deletes the season price', async () => {
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { name: 'パッケージの編集' }).waitFor();
    await page.reload();
    await expect.poll(() => textbox('パッケージ名').inputValue()).toBe(title);
    expect(await textbox('週末料金').inputValue()).toBe('6000');
    expect(await page.getByRole('radio', { name: '1日に複数の時間帯' }).isChecked()).toBe(true);
    expect(await textbox('在庫（1時間帯あたり）').inputValue()).toBe('3');
    await page.getByRole('button', { name: `「${photoName}」を削除` }).waitFor();
    await expect.poll(() => imagesLoaded('.app-photo img')).toBe(true);
    expect(await seasonTable().textContent()).toContain('￥6,500');
    expect(await addOnTable().textContent()).toContain('BBQセット');
    await expect.poll(() => imagesLoaded('.app-addon-thumb')).toBe(true);
    await catalogueShot(page, 'package-edit');

    // The saved season price deleted: only marked until the save.
    const seasonRow = seasonTable().locator('tbody tr').first();
    await seasonRow.getByRole('button', { name: /を削除$/ }).click();
    await seasonRow.getByText('保存時に削除').waitFor();
    await catalogueShot(page, 'package-edit-marked');
    // Update's own check: the title.
    await textbox('パッケージ名').fill('');
    await save();
    await page.getByRole('alert').filter({ hasText: 'パッケージ名を入力してください' }).waitFor();
    await textbox('パッケージ名').fill(`${title}-改`);
    await textbox('平日料金').fill('5200');
    await save();
    await page.getByRole('heading', { name: 'パッケージ一覧' }).waitFor();
    await search(page, `${title}-改`);
    expect(await row(page, `${title}-改`).textContent()).toContain('￥5,200');
    await page.getByRole('link', { name: `${title}-改`, exact: true }).click();
    await expect.poll(() => textbox('パッケージ名').inputValue()).toBe(`${title}-改`);
    expect(await seasonTable().textContent()).toContain('シーズン料金はありません');
    expect(await addOnTable().textContent()).toContain('BBQセット');
  });

  it('deletes the package after a confirmation', async () => {
    await open(page, `${url}/offer/product-list?q=${encodeURIComponent(title)}`, 'パッケージ一覧');
    await deleteRow(page, `${title}-改`);
    await page.getByText(`「${title}」に一致するデータはありません`).waitFor();
  });

  it('names what a delete takes with it, and 元に戻す brings all of it back under the old link', async () => {
    const schema = buildSchema();
    const fields = selectionOf(
      schema.getType('PackageInput') as GraphQLInputObjectType,
      schema.getType('Package') as GraphQLObjectType,
    );
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const response = await page.context().request.post(`${url}/graphql`, {
        data: { query, variables },
        headers: { 'content-type': 'application/json' },
      });
      const body = (await response.json()) as { data: T; errors?: unknown[] };
      expect(body.errors ?? []).toEqual([]);
      return body.data;
    };
    const { packages } = await gql<{ packages: { items: { id: string }[] } }>(
      '{ packages { items { id } } }',
    );
    const seeded = await gql<{ package: Record<string, unknown> }>(
      `query P($id: ID!) { package(id: $id) { ${fields} } }`,
      { id: packages.items[0]!.id },
    );
    const kept = unique('復元プラン');
    const created = await gql<{ createPackage: { package: { id: string } } }>(
      'mutation C($input: PackageInput!) { createPackage(input: $input) { package { id } } }',
      // Last in the list (displayOrder), so the later test picking the first package (one with
      // bookings) does not pick this copy, which has none.
      { input: { ...(withoutIds(seeded.package) as object), title: kept, displayOrder: 9999 } },
    );
    const oldId = created.createPackage.package.id;
    await gql(
      'mutation A($input: AvailabilityInput!) { createAvailability(input: $input) { availability { id } } }',
      { input: { packageId: oldId, startDate: '2031-06-01', endDate: '2031-06-06', inventory: 4 } },
    );
    await gql(
      'mutation H($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }',
      { input: { title: '臨時休業', packageId: oldId, date: '2031-06-10' } },
    );

    await open(page, `${url}/offer/product-list?q=${encodeURIComponent(kept)}`, 'パッケージ一覧');
    await row(page, kept)
      .getByRole('button', { name: `「${kept}」を削除` })
      .click();
    const note = page.getByRole('note').filter({ hasText: 'あわせて削除されます' });
    await note.waitFor();
    expect(await note.textContent()).toMatch(/空き状況 1件・休業日 1件/);
    await catalogueShot(page, 'package-delete-dependents');
    await page.getByRole('button', { name: '削除する' }).click();
    await page.getByText(`「${kept}」に一致するデータはありません`).waitFor();
    await page.getByRole('button', { name: '元に戻す' }).click();
    await snackbar(page, /元に戻しました/).waitFor();
    await catalogueShot(page, 'package-restored');

    // The old edit link opens the restored package.
    await open(page, `${url}/offer/add-new-product/${oldId}`, 'パッケージの編集');
    await expect.poll(() => textbox('パッケージ名').inputValue()).toBe(kept);
    const restored = await gql<{ package: { id: string; dependents: Record<string, number> } }>(
      'query D($id: ID!) { package(id: $id) { id dependents { availabilityPeriods holidays } } }',
      { id: oldId },
    );
    expect(restored.package.id).not.toBe(oldId);
    expect(restored.package.dependents).toEqual({ availabilityPeriods: 1, holidays: 1 });
  });

  it('refuses to delete a package with bookings, with the server message', async () => {
    await open(page, `${url}/offer/product-list`, 'パッケージ一覧');
    const first = (await page.locator('tbody tr td:nth-child(2) a').first().textContent())!;
    await deleteRow(page, first);
    await snackbar(page, '予約があるパッケージは削除できません。').waitFor();
    expect(await page.getByRole('link', { name: first, exact: true }).isVisible()).toBe(true);
    await catalogueShot(page, 'package-delete-refused');
  });
});
