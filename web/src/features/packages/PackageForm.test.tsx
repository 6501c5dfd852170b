import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { expectInOrder, findSnackbar, shownErrors } from '../../test/formTesting';
import { named, watchOperations } from '../../test/sentOperations';
import { searchList } from '../../test/searchList';
import { crossLinks } from '../../app/crossLinks';

const SPEC_CREATE = [
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
];

interface Ids {
  seasons: { id: string; title: string }[];
  dogCategoryId: string;
}
let ids: Ids;
let packageId: string;
let packageTitle: string;

/** A package of this file's own, with two season prices and two add-ons. */
async function createPackage(title: string) {
  const res = await gql<{ createPackage: { package: { id: string } } }>(
    `mutation ($input: PackageInput!) { createPackage(input: $input) { package { id } } }`,
    {
      input: {
        title,
        helpText: 'テスト用のパッケージ',
        maxPeople: 6,
        includedPeople: 2,
        price: 5000,
        weekendPrice: 6000,
        peopleExtraPrice: 1000,
        childrenExtraPrice: 500,
        displayOrder: 900,
        dogCategoryId: ids.dogCategoryId,
        photos: [{ fileName: 'seed/picnic-1.jpg', url: '/api/v1/files/seed/picnic-1.jpg' }],
        seasonPrices: [
          { seasonId: ids.seasons[0]!.id, weekdayPrice: 5100, weekendPrice: 6100 },
          { seasonId: ids.seasons[1]!.id, weekdayPrice: 5200, weekendPrice: 6200 },
        ],
        addOns: [
          { title: '炭セット', price: 800, minPeople: 1, maxPeople: 6, type: 'PACKAGE_BASED' },
          { title: 'ドリンク', price: 500, minPeople: 1, maxPeople: 6, type: 'PEOPLE_BASED' },
        ],
      },
    },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createPackage.package.id;
}

beforeAll(async () => {
  const { data } = await gql<{
    seasons: { items: { id: string; title: string }[] };
    dogCategories: { items: { id: string }[] };
  }>(
    '{ seasons(query: { pageSize: 10, sortBy: startDate }) { items { id title } } dogCategories(query: { pageSize: 1 }) { items { id } } }',
  );
  ids = { seasons: data!.seasons.items, dogCategoryId: data!.dogCategories.items[0]!.id };
  packageTitle = uniqueTitle('テストパッケージ');
  packageId = await createPackage(packageTitle);
});

const text = (name: string | RegExp) => screen.getByRole('textbox', { name });
const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (tableName: string, cell: string) =>
  within(table(tableName))
    .getByRole('cell', { name: new RegExp(cell) })
    .closest('tr')!;

async function openEdit() {
  const app = renderApp(`/offer/add-new-product/${packageId}`);
  await waitFor(() => expect(text('パッケージ名')).toHaveValue(packageTitle), { timeout: 10_000 });
  return app;
}

describe('package form: its data', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is asked for by the route, the package and the choices together (signed out: the guard wins)', async () => {
    const sent = watchOperations();
    renderApp(`/offer/add-new-product/${packageId}`, { token: null });
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    await waitFor(() => expect(named(sent, 'PackageFormChoices')).toHaveLength(1));
    expect(named(sent, 'Package')).toHaveLength(1);
    expect(await named(sent, 'PackageFormChoices')[0]!.codes).toEqual(['UNAUTHENTICATED']);
  });

  it('asks for the package and its choices once each', async () => {
    const sent = watchOperations();
    await openEdit();
    // The package's own dog category is chosen: its choices have come.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '犬カテゴリー' })).toHaveValue(ids.dogCategoryId),
    );
    expect(named(sent, 'Package')).toHaveLength(1);
    expect(named(sent, 'PackageFormChoices')).toHaveLength(1);
  });
});

describe('package form: validation', () => {
  it('create checks the docs/product.md §5 messages, in order', async () => {
    const { user } = renderApp('/offer/add-new-product');
    await user.click(
      await screen.findByRole('radio', { name: '1日に複数の時間帯' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownErrors()).toEqual(SPEC_CREATE));
    await waitFor(() => expect(text('パッケージ名')).toHaveFocus());
  });

  it('asks for the inventory only with multiple time slots, and 0 counts as missing', async () => {
    const { user } = renderApp('/offer/add-new-product');
    await user.type(
      await screen.findByRole('textbox', { name: 'パッケージ名' }, { timeout: 10_000 }),
      'x',
    );
    await user.type(text('説明'), 'y');
    await user.type(text('最大人数'), '0');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownErrors()[0]).toBe('最大人数を入力してください'));
    expect(shownErrors()).not.toContain('在庫を入力してください');
    await waitFor(() => expect(text('最大人数')).toHaveFocus());
  });

  it('update checks the three docs/product.md §5 messages, in order', async () => {
    const { user } = await openEdit();
    await user.clear(text('パッケージ名'));
    await user.clear(text('説明'));
    await user.clear(text('最大人数'));
    await user.type(text('最大人数'), '0');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'パッケージ名を入力してください',
        '説明を入力してください',
        '人数を入力してください',
      ]),
    );
  });

  it('refuses a file that is not an image before any upload', async () => {
    const { container } = renderApp('/offer/add-new-product');
    await screen.findByRole('textbox', { name: 'パッケージ名' }, { timeout: 10_000 });
    const input = container.querySelector<HTMLInputElement>('input[type="file"][name="photos"]')!;
    const file = new File(['hello'], 'memo.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(/「memo.txt」はアップロードできません/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /memo/ })).toBeNull();
  });
});

describe('package form: photo upload refusals', () => {
  const photoInput = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[type="file"][name="photos"]')!;

  it('keeps the reason a file was refused in view after 保存 says a photo is missing', async () => {
    const { container, user } = renderApp('/offer/add-new-product');
    await screen.findByRole('textbox', { name: 'パッケージ名' }, { timeout: 10_000 });
    const file = new File(['hello'], 'memo.txt', { type: 'text/plain' });
    fireEvent.change(photoInput(container), { target: { files: [file] } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownErrors()).toContain('パッケージの写真を選択してください'));
    const reasons = screen.getByRole('alert', { name: 'アップロードできなかった理由' });
    expect(reasons).toHaveTextContent('「memo.txt」はアップロードできません');
  });

  it('says why each of several files chosen at once was refused', async () => {
    const { container, user } = renderApp('/offer/add-new-product');
    await screen.findByRole('textbox', { name: 'パッケージ名' }, { timeout: 10_000 });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(photoInput(container), {
      target: {
        files: [
          new File(['hello'], 'memo.txt', { type: 'text/plain' }),
          big,
          new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownErrors()).toContain('パッケージの写真を選択してください'));
    const reasons = screen.getByRole('alert', { name: 'アップロードできなかった理由' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('「memo.txt」はアップロードできません'),
      expect.stringContaining('ファイルが大きすぎます（6.0MB）'),
      expect.stringContaining('「notes.pdf」はアップロードできません'),
    ]);
  });
});

describe('package form: season prices and add-ons', () => {
  it('marks a saved entry for deletion (undoable) and removes an unsaved one outright', async () => {
    const { user } = await openEdit();
    const first = ids.seasons[0]!.title;
    await user.click(
      within(rowOf('シーズン料金', first)).getByRole('button', { name: `「${first}」を削除` }),
    );
    const marked = rowOf('シーズン料金', first);
    expect(marked).toHaveTextContent('保存時に削除');
    await user.click(within(marked).getByRole('button', { name: `「${first}」を元に戻す` }));
    expect(rowOf('シーズン料金', first)).not.toHaveTextContent('保存時に削除');

    // A new entry, then deleted: it leaves the table.
    await user.click(screen.getByRole('button', { name: 'シーズン料金を追加' }));
    const editor = screen.getByRole('group', { name: '新しいシーズン料金' });
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'シーズン' }),
      ids.seasons[2]!.id,
    );
    await user.type(within(editor).getByRole('textbox', { name: '平日料金' }), '7000');
    await user.click(within(editor).getByRole('button', { name: '一覧に追加' }));
    const third = ids.seasons[2]!.title;
    const added = rowOf('シーズン料金', third);
    expect(added).toHaveTextContent('未保存');
    expect(added).toHaveTextContent('￥7,000');
    expect(within(table('シーズン料金')).getAllByRole('row')).toHaveLength(4);
    await user.click(within(added).getByRole('button', { name: `「${third}」を削除` }));
    expect(within(table('シーズン料金')).getAllByRole('row')).toHaveLength(3);
    expect(within(table('シーズン料金')).queryByText(third)).toBeNull();
  });

  it('refuses a second price for the same season, and a season price without a season', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'シーズン料金を追加' }));
    const editor = screen.getByRole('group', { name: '新しいシーズン料金' });
    await user.click(within(editor).getByRole('button', { name: '一覧に追加' }));
    expect(await within(editor).findByText('シーズンを選択してください')).toBeInTheDocument();
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'シーズン' }),
      ids.seasons[0]!.id,
    );
    await user.click(within(editor).getByRole('button', { name: '一覧に追加' }));
    expect(await within(editor).findByText('このシーズンの料金は既にあります')).toBeInTheDocument();
  });

  it('adding an add-on replaces the entry being edited, or appends a new one', async () => {
    const { user } = await openEdit();
    await user.click(
      within(rowOf('オプション', '炭セット')).getByRole('button', { name: '「炭セット」を編集' }),
    );
    const editor = screen.getByRole('group', { name: '「炭セット」を編集中' });
    const title = within(editor).getByRole('textbox', { name: 'オプション名' });
    await waitFor(() => expect(title).toHaveFocus());
    await user.clear(title);
    await user.type(title, '炭・着火剤セット{Enter}');
    const rows = within(table('オプション')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('炭・着火剤セット');
    expect(rows[1]).not.toHaveTextContent('未保存');

    await user.click(screen.getByRole('button', { name: 'オプションを追加' }));
    const fresh = screen.getByRole('group', { name: '新しいオプション' });
    await user.type(within(fresh).getByRole('textbox', { name: 'オプション名' }), 'マシュマロ');
    await user.type(within(fresh).getByRole('textbox', { name: '最少人数' }), '4');
    await user.type(within(fresh).getByRole('textbox', { name: '最大人数' }), '2');
    await user.click(within(fresh).getByRole('button', { name: '一覧に追加' }));
    expect(
      await within(fresh).findByText('最少人数は最大人数以下にしてください'),
    ).toBeInTheDocument();
    await user.clear(within(fresh).getByRole('textbox', { name: '最大人数' }));
    await user.type(within(fresh).getByRole('textbox', { name: '最大人数' }), '8');
    await user.click(within(fresh).getByRole('button', { name: '一覧に追加' }));
    const after = within(table('オプション')).getAllByRole('row');
    expect(after).toHaveLength(4);
    expect(after[3]).toHaveTextContent('マシュマロ');
    expect(after[3]).toHaveTextContent('未保存');
  });

  it('does not save while the editor holds input not yet in the table', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'オプションを追加' }));
    await user.type(
      within(screen.getByRole('group', { name: '新しいオプション' })).getByRole('textbox', {
        name: 'オプション名',
      }),
      '未反映',
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/「一覧に追加」または「変更を反映」/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'パッケージの編集' })).toBeInTheDocument();
  });

  it('saves the entries: the deletion happens, the new entry gets an id, the list is fresh', async () => {
    const { user } = await openEdit();
    const second = ids.seasons[1]!.title;
    await user.click(
      within(rowOf('シーズン料金', second)).getByRole('button', { name: `「${second}」を削除` }),
    );
    await user.click(screen.getByRole('button', { name: 'オプションを追加' }));
    const fresh = screen.getByRole('group', { name: '新しいオプション' });
    await user.type(within(fresh).getByRole('textbox', { name: 'オプション名' }), 'タープ');
    await user.type(within(fresh).getByRole('textbox', { name: '料金' }), '1500');
    await user.click(within(fresh).getByRole('button', { name: '一覧に追加' }));
    await user.clear(text('平日料金'));
    await user.type(text('平日料金'), '5400');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'パッケージ一覧' });
    await searchList(user, packageTitle);
    const link = await screen.findByRole('link', { name: packageTitle });
    await waitFor(() => expect(link.closest('tr')).toHaveTextContent('￥5,400'));

    const { data } = await gql<{
      package: { seasonPrices: { seasonTitle: string }[]; addOns: { id: string; title: string }[] };
    }>(`{ package(id: "${packageId}") { seasonPrices { seasonTitle } addOns { id title } } }`);
    expect(data!.package.seasonPrices.map((s) => s.seasonTitle)).toEqual([ids.seasons[0]!.title]);
    expectInOrder(
      data!.package.addOns.map((a) => a.title),
      ['炭セット', 'ドリンク', 'タープ'],
    );
  });
});

describe('package form: set inactive', () => {
  it('shows the future bookings a package set inactive strands and stays on the form when not confirmed', async () => {
    const options = await gql<{ packageOptions: { id: string; title: string }[] }>(
      '{ packageOptions { id title } }',
    );
    const counts = await Promise.all(
      options.data!.packageOptions.map(async (p) => {
        const res = await gql<{ bookingImpact: { count: number; bookings: { id: string }[] } }>(
          'query ($id: ID!) { bookingImpact(change: { packageInactive: $id }) { count bookings { id } } }',
          { id: p.id },
        );
        return { ...p, ...res.data!.bookingImpact };
      }),
    );
    // The seeded package with the most bookings from today on (the seed books up to 30 days ahead).
    const busiest = counts.sort((a, b) => b.count - a.count)[0]!;
    expect(busiest.count).toBeGreaterThan(0);
    const { data } = await gql<{ package: { status: string } }>(
      `{ package(id: "${busiest.id}") { status } }`,
    );
    expect(data!.package.status).toBe('ACTIVE');

    const { user, router } = renderApp(`/offer/add-new-product/${busiest.id}`);
    await waitFor(() => expect(text('パッケージ名')).toHaveValue(busiest.title), {
      timeout: 10_000,
    });
    await user.click(screen.getByRole('checkbox', { name: /有効/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(
      within(dialog).getByText(`${busiest.count}件の予約に影響します。保存しますか？`),
    ).toBeVisible();
    const links = within(
      within(dialog).getByRole('table', { name: '影響を受ける予約' }),
    ).getAllByRole('link');
    expect(links).toHaveLength(busiest.count);
    // Each opens the booking's details.
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(
      busiest.bookings.map((b) => crossLinks.bookingDetails(b.id)).sort(),
    );
    await user.click(within(dialog).getByRole('button', { name: '保存せずに編集に戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/offer/add-new-product/${busiest.id}`);
    expect(screen.getByRole('checkbox', { name: /有効/ })).not.toBeChecked();
    const after = await gql<{ package: { status: string } }>(
      `{ package(id: "${busiest.id}") { status } }`,
    );
    expect(after.data!.package.status).toBe('ACTIVE');
  });
});

describe('package form: undo an update', () => {
  it('offers 元に戻す, which brings back the fields, the deleted season price and removes the new add-on', async () => {
    const title = uniqueTitle('元に戻すパッケージ');
    const id = await createPackage(title);
    const { user } = renderApp(`/offer/add-new-product/${id}`);
    await waitFor(() => expect(text('パッケージ名')).toHaveValue(title), { timeout: 10_000 });
    const second = ids.seasons[1]!.title;
    await user.click(
      within(rowOf('シーズン料金', second)).getByRole('button', { name: `「${second}」を削除` }),
    );
    await user.click(screen.getByRole('button', { name: 'オプションを追加' }));
    const fresh = screen.getByRole('group', { name: '新しいオプション' });
    await user.type(within(fresh).getByRole('textbox', { name: 'オプション名' }), 'タープ');
    await user.type(within(fresh).getByRole('textbox', { name: '料金' }), '1500');
    await user.click(within(fresh).getByRole('button', { name: '一覧に追加' }));
    await user.clear(text('平日料金'));
    await user.type(text('平日料金'), '5400');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await findSnackbar('パッケージを更新しました');
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    await findSnackbar('元に戻しました');

    const { data } = await gql<{
      package: {
        price: number;
        seasonPrices: { seasonTitle: string }[];
        addOns: { title: string }[];
      };
    }>(`{ package(id: "${id}") { price seasonPrices { seasonTitle } addOns { title } } }`);
    expect(data!.package.price).toBe(5000);
    expect(data!.package.seasonPrices.map((s) => s.seasonTitle).sort()).toEqual(
      [ids.seasons[0]!.title, second].sort(),
    );
    expect(data!.package.addOns.map((a) => a.title).sort()).toEqual(
      ['ドリンク', '炭セット'].sort(),
    );
  });
});
