import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../../i18n/ja';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';

const CREATE = `mutation ($input: SeasonInput!) { createSeason(input: $input) { season { id title } } }`;

async function createSeason(title: string, startDate = '2031-04-01', endDate = '2031-04-30') {
  const res = await gql<{ createSeason: { season: { id: string } } }>(CREATE, {
    input: { title, startDate, endDate, timeSlots: [{ startTime: '10:00', endTime: '12:00' }] },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createSeason.season.id;
}

/** The snackbar (a Blueprint toast) with this text. */
const snackbar = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.app-snackbar-text, .app-snackbar-text *' });

const table = () => screen.getByRole('table', { name: 'シーズン一覧' });
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('link')[0]?.textContent ?? '');

// Twelve seasons only this file knows, found by their prefix.
const prefix = uniqueTitle('頁');
const names = Array.from({ length: 12 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  for (const name of names) await createSeason(name);
});

describe('season list', () => {
  it('shows the seeded seasons with their dates and slots', async () => {
    renderApp('/season/season-list?q=冬季');
    expect(await screen.findByRole('link', { name: '冬季シーズン' })).toBeVisible();
    const row = screen.getByRole('link', { name: '冬季シーズン' }).closest('tr')!;
    expect(within(row).getByText('有効')).toBeInTheDocument();
    expect(within(row).getAllByText(/^\d{4}\/\d{2}\/\d{2}\(\S\)$/)).toHaveLength(2);
    expect(within(row).getByText(/11:00〜14:00/)).toBeInTheDocument();
  });

  it('searches after a pause in typing, keeping the search in the URL', async () => {
    const { user, router } = renderApp('/season/season-list');
    await screen.findByRole('link', { name: '通常シーズン' });
    await user.type(screen.getByRole('searchbox', { name: '検索' }), prefix);
    // Beside the search: which search the rows answer, announced to screen readers. A slow
    // machine can pause mid-typing long enough to search a shorter prefix first (which also
    // finds all 12), so wait for the line that names the whole search.
    const line = await screen.findByText(`「${prefix}」の検索結果：12件`, undefined, {
      timeout: 10_000,
    });
    expect(line).toHaveAttribute('role', 'status');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(prefix);
    expect(screen.getByText('全12件中 1〜10件')).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    expect(titles().every((t) => t.startsWith(prefix))).toBe(true);
  });

  it('pages on the server, and the URL restores the page on reload and back', async () => {
    const { user, router, unmount } = renderApp(
      `/season/season-list?q=${encodeURIComponent(prefix)}&sort=title&dir=asc`,
    );
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 10)));
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    await user.click(within(pager).getByRole('button', { name: '2ページ' }));
    await waitFor(() => expect(titles()).toEqual(names.slice(10)));
    expect(router.state.location.search).toContain('page=2');
    expect(screen.getByText('全12件中 11〜12件')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '次へ' })).toBeDisabled();

    // "Reload": the same URL in a new app shows the same page.
    const url = router.state.location.pathname + router.state.location.search;
    unmount();
    const again = renderApp(url);
    await waitFor(() => expect(titles()).toEqual(names.slice(10)));
    // Back goes to page 1 again, forward to page 2.
    await user.click(
      within(screen.getByRole('navigation', { name: 'ページ送り' })).getByRole('button', {
        name: '前へ',
      }),
    );
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 10)));
    await again.router.navigate(-1);
    await waitFor(() => expect(titles()).toEqual(names.slice(10)));
    await again.router.navigate(1);
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 10)));
  });

  it('changes the page size', async () => {
    const { user, router } = renderApp(`/season/season-list?q=${encodeURIComponent(prefix)}`);
    await waitFor(() => expect(titles()).toHaveLength(10));
    await user.selectOptions(screen.getByRole('combobox', { name: '表示件数' }), '25');
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(router.state.location.search).toContain('size=25');
  });

  it('sorts by a column, flips the direction, and back/forward restore it', async () => {
    const { user, router } = renderApp(`/season/season-list?q=${encodeURIComponent(prefix)}`);
    await waitFor(() => expect(titles()).toHaveLength(10));
    const header = () => screen.getByRole('columnheader', { name: /シーズン名/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(titles()[0]).toBe(names[0]));
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(titles()[0]).toBe(names[11]));
    expect(router.state.location.search).toContain('sort=title');
    expect(router.state.location.search).toContain('dir=desc');
    await router.navigate(-1);
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(titles()[0]).toBe(names[0]));
    await router.navigate(1);
    await waitFor(() => expect(titles()[0]).toBe(names[11]));
  });

  it('says so when nothing matches', async () => {
    renderApp('/season/season-list?q=zzz-no-such-season');
    expect(
      await screen.findByText('「zzz-no-such-season」に一致するデータはありません'),
    ).toBeVisible();
    expect(screen.getByText('0件')).toBeInTheDocument();
    // The next level after the page's h1, so a screen reader's outline skips nothing.
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: '「zzz-no-such-season」に一致するデータはありません',
      }),
    ).toBeVisible();
  });

  it('deletes after a confirm, and UNDO brings the season back', async () => {
    const title = uniqueTitle('消');
    await createSeason(title);
    const { user } = renderApp(`/season/season-list?q=${encodeURIComponent(title)}`);
    const link = await screen.findByRole('link', { name: title });
    await user.click(
      within(link.closest('tr')!).getByRole('button', { name: `「${title}」を削除` }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`「${title}」を削除します。よろしいですか？`);
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`「${title}」に一致するデータはありません`)).toBeVisible();
    // The server's message in the snackbar, with UNDO and close.
    const toast = await screen.findByRole('button', { name: '元に戻す' });
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    await user.click(toast);
    expect(await screen.findByRole('link', { name: title })).toBeVisible();
    expect(await screen.findByText(/^元に戻しました/)).toBeInTheDocument();
  });

  it('cancelling the confirm keeps the row', async () => {
    const title = uniqueTitle('残');
    await createSeason(title);
    const { user } = renderApp(`/season/season-list?q=${encodeURIComponent(title)}`);
    const link = await screen.findByRole('link', { name: title });
    await user.click(
      within(link.closest('tr')!).getByRole('button', { name: `「${title}」を削除` }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'キャンセル' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('link', { name: title })).toBeVisible();
  });

  it('refuses to delete a season a package price uses: Japanese, with the server message as detail', async () => {
    const { user } = renderApp('/season/season-list?q=通常シーズン');
    const link = await screen.findByRole('link', { name: '通常シーズン' });
    await user.click(
      within(link.closest('tr')!).getByRole('button', { name: '「通常シーズン」を削除' }),
    );
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    // The refusal's reason in the catalogue's Japanese; the server's words stay beside the request
    // id, behind 詳細.
    expect(
      await snackbar(
        'このシーズンは、パッケージのシーズン料金か、空き状況で選ばれた時間帯で使われているため削除できません。',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: ja.errors.details }));
    expect(
      await snackbar(
        /^This season.+ (?:used by the season prices|picked in the availability) of .+ \/ お問い合わせ番号: \S+$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^This season/, { selector: '.app-snackbar-text' })).toBeNull();
    expect(screen.getByRole('link', { name: '通常シーズン' })).toBeInTheDocument();
  });
});
