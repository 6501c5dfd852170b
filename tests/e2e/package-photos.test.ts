// Issue 19, item 2 and issue 36, items 1 and 2, in Chromium against the whole product (npm start,
// fresh database): package photos say why each refused file was refused, in Japanese, where the
// photos are; a save that failed does not use up the photos' names (a retry with the same file
// stores it under a dated name and says so), and the package then saves with it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import type { RunningProduct } from '../support/product';
import { drawPng, openScreen, signedInProduct } from './ops-stack';

let product: RunningProduct;
let page: Page;
signedInProduct((run) => ({ product, page } = run));

const photosInput = () => page.locator('input[type="file"][name="photos"]');
const photoGrid = () => page.getByRole('list', { name: 'パッケージの写真' });

async function openAddForm(): Promise<void> {
  await openScreen(page, `${product.url}/offer/add-new-product`, 'パッケージの追加');
}

/** Every field the add form requires, except the photos. */
async function fillRequired(title: string): Promise<void> {
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  await text('パッケージ名').fill(title);
  await text('説明').fill('写真の再アップロード確認');
  await text('最大人数').fill('6');
  await text('料金に含まれる人数').fill('2');
  await text('平日料金').fill('5000');
  await text('週末料金').fill('6000');
  await text('追加料金（大人1人）').fill('1000');
  await text('追加料金（子ども1人）').fill('500');
  await text('表示順').fill('950');
  await page
    .getByRole('combobox', { name: '犬カテゴリー', exact: true })
    .selectOption({ index: 1 });
}

describe('package photos', () => {
  it('a retry with the files of a save that failed works: each file says what became of it', async () => {
    const name = `e2e-dup-${Date.now()}.png`;
    const png = await drawPng(page, 'PICNIC', 640, 400);

    // First try: the photo is uploaded, the save fails (the title is missing), staff leave.
    await openAddForm();
    await photosInput().setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await photoGrid()
      .getByRole('button', { name: `「${name}」を削除` })
      .waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'パッケージの追加' }).count())
      .toBe(1);
    page.once('dialog', (d) => void d.accept());
    await page.goto(`${product.url}/offer/product-list`);
    await page.getByRole('heading', { name: 'パッケージ一覧' }).waitFor();

    // Next try: 保存 first asks for a photo; then the same file with one that is no image.
    await openAddForm();
    await page.getByRole('button', { name: '保存' }).click();
    const missing = page.getByText('パッケージの写真を選択してください');
    await missing.waitFor();
    await photosInput().setInputFiles([
      { name, mimeType: 'image/png', buffer: png },
      { name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    const stem = name.replace(/\.png$/, '');
    const renamedRemove = new RegExp(`^「${stem}-\\d{8}-\\d{6}\\.png」を削除$`);
    const renamed = photoGrid()
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: renamedRemove }) })
      // Its text alternative says what it is, not its file name (item 18).
      .getByRole('img', { name: 'パッケージの写真 1枚目（カバー）' });
    await renamed.waitFor();
    await page
      .getByRole('status')
      .getByText(new RegExp(`同じ名前のファイル「${name}」が既にあるため`))
      .waitFor();
    await page.getByText('「memo.txt」はアップロードできません').waitFor();
    // The photo answers 「パッケージの写真を選択してください」: it is gone.
    await expect.poll(() => missing.count()).toBe(0);
    await expect
      .poll(() => renamed.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(640);
    await shot(page, 'wt36-photos-renamed');

    // And the package saves with the renamed photo.
    const title = `写真リトライ ${Date.now()}`;
    await fillRequired(title);
    // The long form is scrolled to its end; the list it returns to opens at its top (item 14).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: 'パッケージ一覧' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('searchbox').fill(title);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await row.waitFor();
    await expect
      .poll(() =>
        row.locator('img.app-list-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(640);
  });

  it('a 10 MB file is refused with its reason in Japanese, next to the photos, also after 保存', async () => {
    await openAddForm();
    const header = await drawPng(page, 'BIG', 64, 64);
    const big = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024 - header.length)]);
    await photosInput().setInputFiles({
      name: 'big-photo.png',
      mimeType: 'image/png',
      buffer: big,
    });
    const reason = 'ファイルが大きすぎます（10.0MB）。5.0MB以下の画像を選んでください。';
    const field = page
      .locator('.app-photos')
      .locator('xpath=ancestor::*[contains(@class,"bp6-form-group")][1]');
    await field.getByText(reason).waitFor();
    expect(await photoGrid().getByRole('img').count()).toBe(0);

    await page.getByRole('button', { name: '保存' }).click();
    // The reason stays in view where the photo is, beside the form's "missing photo" message.
    const reasons = page.getByRole('alert', { name: 'アップロードできなかった理由' });
    await reasons.getByText(reason).waitFor();
    await reasons.scrollIntoViewIfNeeded();
    await shot(page, 'wt19c-photos-too-large');
  });
});
