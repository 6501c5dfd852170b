import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, uniqueTitle } from '../../test/renderApp';
import { expectInOrder, findSnackbar, shownErrors } from '../packages/testing';
import { searchList } from '../../test/searchList';

const slot = (n: number) => screen.getByRole('group', { name: `時間帯${n}` });
const timeIn = (n: number, which: '開始時刻' | '終了時刻') =>
  within(slot(n)).getByRole('textbox', { name: new RegExp(which) });

async function openAdd() {
  const app = renderApp('/season/add-season');
  await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 });
  return app;
}

describe('season form', () => {
  it('asks for the title first ("please enter title"), then the dates', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'タイトルを入力してください',
        '開始日を選択してください',
        '終了日を選択してください',
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /シーズン名/ })).toHaveFocus());
  });

  it('refuses a slot ending before it starts and a slot overlapping another', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.clear(timeIn(1, '開始時刻'));
    await user.type(timeIn(1, '開始時刻'), '10:00');
    await user.type(timeIn(1, '終了時刻'), '12:00');
    await user.clear(timeIn(2, '開始時刻'));
    await user.type(timeIn(2, '開始時刻'), '11:00');
    await user.type(timeIn(2, '終了時刻'), '1400');
    await user.clear(timeIn(3, '開始時刻'));
    await user.type(timeIn(3, '開始時刻'), '16:00');
    await user.type(timeIn(3, '終了時刻'), '15:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expectInOrder(shownErrors(), [
        'タイトルを入力してください',
        '時間帯1と重なっています',
        '終了時刻は開始時刻より後にしてください',
      ]),
    );
    expect(timeIn(2, '終了時刻')).toHaveValue('14:00');
    expect(within(slot(2)).getByText('時間帯1と重なっています')).toBeInTheDocument();
    expect(within(slot(3)).getByText('終了時刻は開始時刻より後にしてください')).toBeInTheDocument();
  });

  it('reorders and removes slots', async () => {
    const { user } = await openAdd();
    for (let i = 0; i < 3; i++)
      await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    const starts = ['09:00', '12:00', '15:00'];
    for (const [i, s] of starts.entries()) {
      await user.clear(timeIn(i + 1, '開始時刻'));
      await user.type(timeIn(i + 1, '開始時刻'), s);
    }
    await user.click(screen.getByRole('button', { name: '時間帯3を上へ移動' }));
    expect(timeIn(2, '開始時刻')).toHaveValue('15:00');
    expect(timeIn(3, '開始時刻')).toHaveValue('12:00');
    await user.click(screen.getByRole('button', { name: '時間帯1を下へ移動' }));
    expect(timeIn(1, '開始時刻')).toHaveValue('15:00');
    expect(timeIn(2, '開始時刻')).toHaveValue('09:00');
    expect(screen.getByRole('button', { name: '時間帯1を上へ移動' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '時間帯2を削除' }));
    expect(screen.queryByRole('group', { name: '時間帯3' })).toBeNull();
    expect(timeIn(2, '開始時刻')).toHaveValue('12:00');
  });

  it('saves a season with slots; the list shows the change at once; edits and deletes it', async () => {
    const title = uniqueTitle('秋シーズン');
    const { user } = await openAdd();
    await user.type(screen.getByRole('textbox', { name: /シーズン名/ }), title);
    await user.type(screen.getByRole('combobox', { name: /開始日/ }), '2032/09/01');
    await user.type(screen.getByRole('combobox', { name: /終了日/ }), '2032/10/31');
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.clear(timeIn(1, '開始時刻'));
    await user.type(timeIn(1, '開始時刻'), '10:00');
    await user.type(timeIn(1, '終了時刻'), '13:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'シーズン一覧' });
    await searchList(user, title);
    await user.click(await screen.findByRole('link', { name: title }));
    await waitFor(() => expect(timeIn(1, '終了時刻')).toHaveValue('13:00'));
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.type(timeIn(2, '終了時刻'), '17:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const link = await screen.findByRole('link', { name: title });
    const row = link.closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('13:00〜17:00'));
    await user.click(within(row).getByRole('button', { name: `「${title}」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
  });

  it('refuses to delete a season a package price uses: Japanese, with the server message as detail', async () => {
    const { user } = renderApp('/season/season-list?q=通常シーズン');
    const link = await screen.findByRole('link', { name: '通常シーズン' }, { timeout: 10_000 });
    await user.click(
      within(link.closest('tr')!).getByRole('button', { name: '「通常シーズン」を削除' }),
    );
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    // DOMAIN_ERROR 5033 in the catalogue's Japanese; the server's words stay beside the request id.
    expect(
      await findSnackbar(
        'このシーズンは、パッケージのシーズン料金か、空き状況で選ばれた時間帯で使われているため削除できません。',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^This season/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '詳細' }));
    expect(
      await findSnackbar(
        /^This season.+ (?:used by the season prices|picked in the availability) of .+ \/ お問い合わせ番号: \S+$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^This season/, { selector: '.app-snackbar-text' })).toBeNull();
    expect(screen.getByRole('link', { name: '通常シーズン' })).toBeInTheDocument();
  });
});
