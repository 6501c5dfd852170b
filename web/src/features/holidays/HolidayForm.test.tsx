import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { findSnackbar, shownErrors } from '../../test/formTesting';
import { searchList } from '../../test/searchList';

const HOLIDAY = `query ($id: ID!) { holiday(id: $id) { title packageId date } }`;
const CREATE = `mutation ($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }`;
const UPDATE = `mutation ($id: ID!, $input: HolidayPatch!) { updateHoliday(id: $id, input: $input, force: true) { holiday { id } } }`;

async function packageIds(): Promise<string[]> {
  const res = await gql<{ packageOptions: { id: string }[] }>('{ packageOptions { id } }');
  return res.data!.packageOptions.map((p) => p.id);
}

async function createHoliday(title: string, packageId: string, date: string): Promise<string> {
  const res = await gql<{ createHoliday: { holiday: { id: string } } }>(CREATE, {
    input: { title, packageId, date },
  });
  return res.data!.createHoliday.holiday.id;
}

describe('holiday form', () => {
  it('asks for the package, then the date (the order of docs/product.md §5)', async () => {
    const { user } = renderApp('/holidays/add-holidays');
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(shownErrors()).toEqual(['パッケージを選択してください', '日付を選択してください']),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /パッケージ/ })).toHaveFocus());
  });

  it('adds a holiday, finds it, refuses the same day twice, and deletes it', async () => {
    const title = uniqueTitle('臨時休業');
    const { user } = renderApp('/holidays/add-holidays');
    const select = await screen.findByRole('combobox', { name: /パッケージ/ }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(select).getAllByRole('option')[1]!;
    await user.selectOptions(select, option);
    await user.type(screen.getByRole('combobox', { name: /日付/ }), '2031/03/14');
    await user.type(screen.getByRole('textbox', { name: /名称/ }), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '休日一覧' });
    await searchList(user, title);
    const link = await screen.findByRole('link', { name: '2031/03/14(金)' });
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent(option.textContent!);

    // The same package and day again: DOMAIN_ERROR 5050 in Japanese, the server's words as detail.
    await user.click(screen.getByRole('link', { name: '新規追加' }));
    const again = await screen.findByRole('combobox', { name: /パッケージ/ });
    await waitFor(() => expect(within(again).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(again, option.getAttribute('value')!);
    await user.type(screen.getByRole('combobox', { name: /日付/ }), '2031/03/14');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await findSnackbar('このパッケージには同じ日の休日がすでに登録されています。'),
    ).toBeVisible();
    // The server's words stay closed behind 詳細 until asked for.
    expect(screen.queryByText(/^This package already has a holiday/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '詳細' }));
    expect(
      await findSnackbar(/^This package already has a holiday on 2031-03-14 \//),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: '休日の追加' })).toBeInTheDocument();

    // Back to the list (leaving the unsaved form), then delete after a confirm.
    await user.click(screen.getByRole('link', { name: 'キャンセル' }));
    await user.click(await screen.findByRole('button', { name: '変更を破棄して移動' }));
    // The list comes back as it was left (still searching for the holiday).
    expect(await screen.findByRole('searchbox')).toHaveValue(title);
    const again2 = await screen.findByRole('link', { name: '2031/03/14(金)' });
    await user.click(within(again2.closest('tr')!).getByRole('button', { name: /を削除$/ }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`「${title}」に一致するデータはありません`)).toBeInTheDocument();
  });

  it("edits a holiday: prefilled, the server's message, back to the list with the change", async () => {
    const [first, second] = await packageIds();
    const before = uniqueTitle('前');
    const after = uniqueTitle('後');
    const id = await createHoliday(before, first!, '2031-04-17');
    const { user, router } = renderApp(`/holidays/add-holidays/${id}`);
    const title = await screen.findByRole('textbox', { name: /名称/ }, { timeout: 10_000 });
    expect(title).toHaveValue(before);
    expect(screen.getByRole('heading', { name: '休日の編集' })).toBeVisible();
    const select = screen.getByRole('combobox', { name: /パッケージ/ });
    await waitFor(() => expect(select).toHaveValue(first));
    expect(screen.getByRole('combobox', { name: /日付/ })).toHaveValue('2031/04/17');

    await user.selectOptions(select, second!);
    const date = screen.getByRole('combobox', { name: /日付/ });
    await user.clear(date);
    await user.type(date, '2031/04/18');
    await user.tab();
    await user.clear(title);
    await user.type(title, after);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await findSnackbar('休日を更新しました')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '休日一覧' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/holidays/holidays-list');
    expect((await gql(HOLIDAY, { id })).data).toEqual({
      holiday: { title: after, packageId: second, date: '2031-04-18' },
    });
    // The list comes back as it was left (maybe still searching for something else).
    await searchList(user, after);
    const row = (await screen.findByRole('link', { name: '2031/04/18(金)' })).closest('tr')!;
    expect(row).toHaveTextContent(after);
  });

  it('asks before saving a holiday on a day already past; 戻る saves nothing', async () => {
    const [first] = await packageIds();
    const title = uniqueTitle('過去');
    const { user } = renderApp('/holidays/add-holidays');
    const select = await screen.findByRole('combobox', { name: /パッケージ/ }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, first!);
    await user.type(screen.getByRole('combobox', { name: /日付/ }), '2020/03/14');
    await user.type(screen.getByRole('textbox', { name: /名称/ }), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('この日付は過去の日です');
    await user.click(within(question).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: '休日の追加' })).toBeVisible();
    const found = await gql<{ holidays: { total: number } }>(
      `{ holidays(query: { search: "${title}" }) { total } }`,
    );
    expect(found.data!.holidays.total).toBe(0);
  });

  it('says when someone else changed the holiday, and reloads it', async () => {
    const [first] = await packageIds();
    const id = await createHoliday(uniqueTitle('競'), first!, '2031-05-20');
    const { user } = renderApp(`/holidays/add-holidays/${id}`);
    const title = await screen.findByRole('textbox', { name: /名称/ }, { timeout: 10_000 });
    const theirs = uniqueTitle('他人');
    await gql(UPDATE, { id, input: { title: theirs, packageId: first, date: '2031-05-20' } });
    await user.clear(title);
    await user.type(title, uniqueTitle('自分'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/他のユーザーがこのデータを変更しました/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /名称/ })).toHaveValue(theirs));
  });
});
