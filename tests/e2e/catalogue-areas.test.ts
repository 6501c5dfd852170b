// The catalogue screens end to end in Chromium (packages: catalogue-packages.test.ts): for each
// area create, find it by search, edit, delete and one refused input, with screenshots.
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
import { gqlAsPage } from './web-helpers';

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

const textbox = (name: string | RegExp) => page.getByRole('textbox', { name });
const save = () => page.getByRole('button', { name: '保存' }).click();
const fieldError = (text: string) => page.getByRole('alert').filter({ hasText: text });

describe.each([
  {
    area: 'dog-category',
    list: '/roomcategory/room-list',
    listTitle: '犬カテゴリー一覧',
    addTitle: '犬カテゴリーの追加',
    used: '小型犬OK',
    usedDetail: /This dog category is used by/,
  },
  {
    area: 'package-category',
    list: '/package-category/package-category-list',
    listTitle: 'パッケージカテゴリー一覧',
    addTitle: 'パッケージカテゴリーの追加',
    used: 'ピクニック',
    usedDetail: /This package category is used by/,
  },
])('$area', ({ area, list, listTitle, addTitle, used, usedDetail }) => {
  it('creates, finds, edits, refuses an empty title and a delete in use, and deletes', async () => {
    const title = unique(`${area}`);
    await open(page, `${url}${list}`, listTitle);
    await catalogueShot(page, `${area}-list`);
    await page.getByRole('link', { name: '新規追加' }).click();
    await page.getByRole('heading', { name: addTitle }).waitFor();
    await save();
    await fieldError('タイトルを入力してください').waitFor();
    await catalogueShot(page, `${area}-add-errors`);
    await textbox('カテゴリー名').fill(title);
    await save();
    await snackbar(page, /./).first().waitFor();
    await page.getByRole('heading', { name: listTitle }).waitFor();
    await search(page, title);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect.poll(() => textbox('カテゴリー名').inputValue()).toBe(title);
    await catalogueShot(page, `${area}-edit`);
    await textbox('カテゴリー名').fill(`${title}-2`);
    // The form's status switch (the 履歴 panel under the form may say 有効 too).
    await page.locator('form').getByText('有効', { exact: true }).last().click();
    await save();
    await page.getByRole('heading', { name: listTitle }).waitFor();
    await search(page, `${title}-2`);
    expect(await row(page, `${title}-2`).textContent()).toContain('無効');
    await deleteRow(page, `${title}-2`);
    await page.getByText(`「${title}-2」に一致するデータはありません`).waitFor();

    // Still used by a package: refused (5070) in Japanese with the server's words as the detail
    // line; the row stays.
    await search(page, used);
    await deleteRow(page, used);
    const refusal = snackbar(page, 'このカテゴリーはパッケージで使われているため削除できません。');
    await refusal.waitFor();
    await refusal.getByRole('button', { name: '詳細' }).click();
    expect(await refusal.locator('.app-error-details-text').textContent()).toMatch(usedDetail);
    expect(await page.getByRole('link', { name: used, exact: true }).isVisible()).toBe(true);
    await catalogueShot(page, `${area}-delete-refused`);
  });
});

describe('seasons', () => {
  it('creates with slots, refuses overlapping slots, finds, edits and deletes', async () => {
    const title = unique('シーズン');
    await open(page, `${url}/season/season-list`, 'シーズン一覧');
    await catalogueShot(page, 'season-list');
    await page.getByRole('link', { name: '新規追加' }).click();
    await textbox(/シーズン名/).fill(title);
    await page.getByRole('combobox', { name: /開始日/ }).fill('2033/04/01');
    await page.getByRole('combobox', { name: /終了日/ }).fill('2033/05/31');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    await page.getByRole('button', { name: '時間帯を追加' }).click();
    const slot = (n: number) => page.getByRole('group', { name: `時間帯${n}` });
    await slot(1)
      .getByRole('textbox', { name: /開始時刻/ })
      .fill('10:00');
    await slot(1)
      .getByRole('textbox', { name: /終了時刻/ })
      .fill('13:00');
    await slot(2)
      .getByRole('textbox', { name: /開始時刻/ })
      .fill('12:00');
    await slot(2)
      .getByRole('textbox', { name: /終了時刻/ })
      .fill('15:00');
    await save();
    await fieldError('時間帯1と重なっています').waitFor();
    await catalogueShot(page, 'season-add-overlap');
    await slot(2)
      .getByRole('textbox', { name: /開始時刻/ })
      .fill('14:00');
    await slot(2)
      .getByRole('textbox', { name: /終了時刻/ })
      .fill('17:00');
    await save();
    await page.getByRole('heading', { name: 'シーズン一覧' }).waitFor();
    await search(page, title);
    expect(await row(page, title).textContent()).toContain('14:00〜17:00');
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('button', { name: '時間帯2を上へ移動' }).click();
    await expect
      .poll(() =>
        slot(1)
          .getByRole('textbox', { name: /開始時刻/ })
          .inputValue(),
      )
      .toBe('14:00');
    await catalogueShot(page, 'season-edit');
    await page.getByRole('button', { name: '時間帯1を削除' }).click();
    await save();
    await page.getByRole('heading', { name: 'シーズン一覧' }).waitFor();
    await search(page, title);
    await expect.poll(async () => row(page, title).textContent()).not.toContain('14:00〜17:00');
    await deleteRow(page, title);
    await page.getByText(`「${title}」に一致するデータはありません`).waitFor();
  });
});

describe('holidays', () => {
  it('refuses a missing package and date, creates, finds, edits, refuses a duplicate, and deletes', async () => {
    const title = unique('臨時休業');
    await open(page, `${url}/holidays/holidays-list`, '休日一覧');
    await catalogueShot(page, 'holiday-list');
    await page.getByRole('link', { name: '新規追加' }).click();
    await save();
    await fieldError('パッケージを選択してください').waitFor();
    await fieldError('日付を選択してください').waitFor();
    await catalogueShot(page, 'holiday-add-errors');
    const pkg = page.getByRole('combobox', { name: 'パッケージ' });
    await pkg.selectOption({ index: 2 });
    const pkgTitle = (await pkg.locator('option:checked').textContent())!;
    await page.getByRole('combobox', { name: /日付/ }).fill('2033/02/10');
    await page.keyboard.press('Escape');
    await textbox(/名称/).fill(title);
    await save();
    await page.getByRole('heading', { name: '休日一覧' }).waitFor();
    await search(page, title);
    expect(await row(page, title).textContent()).toContain(pkgTitle);
    // Edit: the form comes prefilled; moved to the next day with a new name.
    await page.getByRole('link', { name: '2033/02/10(木)' }).click();
    await page.getByRole('heading', { name: '休日の編集' }).waitFor();
    await expect.poll(() => textbox(/名称/).inputValue()).toBe(title);
    expect(await pkg.locator('option:checked').textContent()).toBe(pkgTitle);
    await catalogueShot(page, 'holiday-edit');
    await page.getByRole('combobox', { name: /日付/ }).fill('2033/02/11');
    await page.keyboard.press('Escape');
    await textbox(/名称/).fill(`${title}-2`);
    await save();
    await snackbar(page, '休日を更新しました').waitFor();
    await page.getByRole('heading', { name: '休日一覧' }).waitFor();
    await search(page, `${title}-2`);
    await page.getByRole('link', { name: '2033/02/11(金)' }).waitFor();
    expect(await row(page, `${title}-2`).textContent()).toContain(pkgTitle);

    // The same package and day again is refused.
    await page.goto(`${url}/holidays/add-holidays`);
    await pkg.selectOption({ label: pkgTitle });
    await page.getByRole('combobox', { name: /日付/ }).fill('2033/02/11');
    await page.keyboard.press('Escape');
    await save();
    await snackbar(page, 'このパッケージには同じ日の休日がすでに登録されています。').waitFor();
    await open(page, `${url}/holidays/holidays-list?q=${encodeURIComponent(title)}`, '休日一覧');
    await row(page, `${title}-2`)
      .getByRole('button', { name: /を削除$/ })
      .click();
    await page.getByRole('button', { name: '削除する' }).click();
    await page.getByText(`「${title}」に一致するデータはありません`).waitFor();
  });
});

describe('site settings', () => {
  // The settings as they were, put back after: later files on the worker's product read them
  // (support/e2e-product.ts).
  const SETTINGS = `picnicPrice minPicnicPeople maxPicnicPeople
    homePageTime1 homePageTime2 homePageTime3 homePageTime4`;
  let before: Record<string, unknown> | undefined;
  beforeAll(async () => {
    ({ siteSettings: before } = await gqlAsPage<{ siteSettings: Record<string, unknown> }>(
      page,
      url,
      `{ siteSettings { ${SETTINGS} } }`,
      {},
    ));
  });
  afterAll(async () => {
    if (!before) return;
    await gqlAsPage(
      page,
      url,
      `mutation Put($input: SiteSettingsInput!) { updateSiteSettings(input: $input, force: true) { message } }`,
      { input: before },
    );
  });

  it('refuses 0 and a minimum above the maximum, saves, and shows the new values', async () => {
    await open(page, `${url}/setting/setting`, 'サイト設定');
    await catalogueShot(page, 'settings-view');
    await page.getByRole('link', { name: '編集' }).click();
    await page.getByRole('heading', { name: 'サイト設定の編集' }).waitFor();
    await textbox('ピクニック料金').fill('0');
    await textbox('ピクニックの最少人数').fill('0');
    await textbox('ピクニックの最大人数').fill('0');
    await save();
    await fieldError('ピクニック料金を入力してください').waitFor();
    await fieldError('ピクニックの最大人数を入力してください').waitFor();
    await catalogueShot(page, 'settings-errors');
    await textbox('ピクニック料金').fill('3800');
    await textbox('ピクニックの最少人数').fill('9');
    await textbox('ピクニックの最大人数').fill('4');
    await save();
    await fieldError('最少人数は最大人数以下にしてください').waitFor();
    await textbox('ピクニックの最少人数').fill('2');
    await textbox('表示時刻1').fill('1000');
    await save();
    await page.getByRole('heading', { name: 'サイト設定', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'サイト設定' });
    await expect.poll(() => table.textContent()).toContain('￥3,800');
    expect(await table.textContent()).toContain('10:00');
    await catalogueShot(page, 'settings-saved');
  });
});

describe('availability', () => {
  it('creates with slots chosen on the calendar, finds, edits, refuses missing dates, deletes', async () => {
    await open(page, `${url}/availability/availability-list`, '空き状況一覧');
    await catalogueShot(page, 'availability-list');
    await page.getByRole('link', { name: '新規追加' }).click();
    await save();
    await fieldError('パッケージを選択してください').waitFor();
    await catalogueShot(page, 'availability-add-errors');
    const pkgTitle = 'わんこと湖畔ピクニック';
    await page.getByRole('combobox', { name: 'パッケージ' }).selectOption({ label: pkgTitle });
    // Days inside the seeded 通常シーズン, away from the seeded availability.
    const seasons = await page.request.post(`${url}/graphql`, {
      data: { query: '{ seasons(query: { search: "通常シーズン" }) { items { endDate } } }' },
    });
    const end = ((await seasons.json()) as { data: { seasons: { items: { endDate: string }[] } } })
      .data.seasons.items[0]!.endDate;
    const day = (offset: number) => {
      const d = new Date(`${end}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - offset);
      return d.toISOString().slice(0, 10);
    };
    const [start, last] = [day(8), day(4)];
    await page.getByRole('combobox', { name: /開始日/ }).fill(start.replaceAll('-', '/'));
    await page.getByRole('combobox', { name: /終了日/ }).fill(last.replaceAll('-', '/'));
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    const cal = page.getByRole('table', { name: '日付と時間帯' });
    const slotButtons = cal.getByRole('button', { pressed: false });
    await slotButtons.first().waitFor();
    await slotButtons.filter({ hasText: '10:00〜13:00' }).first().click();
    await slotButtons.filter({ hasText: '14:00〜17:00' }).nth(1).click();
    await page.getByText('2枠を選択中').waitFor();
    await cal.getByRole('button', { pressed: true }).first().click();
    await page.getByText('1枠を選択中').waitFor();
    await cal
      .getByRole('button', { name: /10:00〜13:00/ })
      .first()
      .click();
    await page.getByText('2枠を選択中').waitFor();
    await catalogueShot(page, 'availability-add-calendar');
    await save();
    await page.getByRole('heading', { name: '空き状況一覧' }).waitFor();
    await search(page, pkgTitle);
    const mine = page
      .locator('tbody tr')
      .filter({ hasText: start.replaceAll('-', '/') })
      .filter({ hasText: last.replaceAll('-', '/') });
    expect(await mine.textContent()).toContain('2枠');
    await mine.getByRole('link', { name: pkgTitle, exact: true }).click();
    await page.getByRole('heading', { name: '空き状況の編集' }).waitFor();
    await cal.getByRole('button', { pressed: false }).first().click();
    await page.getByText('3枠を選択中').waitFor();
    await catalogueShot(page, 'availability-edit');
    await page.getByRole('combobox', { name: /終了日/ }).fill('');
    await save();
    await fieldError('開始日と終了日を入力してください').waitFor();
    await page.getByRole('combobox', { name: /終了日/ }).fill(last.replaceAll('-', '/'));
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await save();
    await page.getByRole('heading', { name: '空き状況一覧' }).waitFor();
    await search(page, pkgTitle);
    await expect.poll(() => mine.textContent()).toContain('3枠');

    // The day view shows the package's slots of that day.
    await page.getByRole('tab', { name: '日別の空き状況' }).click();
    await page.getByRole('combobox', { name: /日付/ }).fill(start.replaceAll('-', '/'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '表示' }).click();
    await page.getByRole('rowheader', { name: new RegExp(pkgTitle) }).waitFor();
    await catalogueShot(page, 'availability-day');

    await page.getByRole('tab', { name: '期間の一覧' }).click();
    await search(page, pkgTitle);
    await mine.getByRole('button', { name: /を削除$/ }).click();
    await page.getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => mine.count()).toBe(0);
  });
});
