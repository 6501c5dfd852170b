import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { searchList } from '../../test/searchList';

const SEASON = `query ($id: ID!) { season(id: $id) { id title status startDate endDate updatedAt timeSlots { id startTime endTime } } }`;
const CREATE = `mutation ($input: SeasonInput!) { createSeason(input: $input) { season { id } } }`;
const UPDATE = `mutation ($id: ID!, $input: SeasonPatch!) { updateSeason(id: $id, input: $input, force: true) { season { id } } }`;

interface SeasonData {
  season: {
    id: string;
    title: string;
    status: string;
    startDate: string;
    endDate: string;
    timeSlots: { id: string; startTime: string; endTime: string }[];
  };
}

async function createSeason(title: string) {
  const res = await gql<{ createSeason: { season: { id: string } } }>(CREATE, {
    input: {
      title,
      startDate: '2032-01-10',
      endDate: '2032-02-10',
      timeSlots: [
        { startTime: '09:00', endTime: '11:00' },
        { startTime: '13:00', endTime: '15:00' },
      ],
    },
  });
  return res.data!.createSeason.season.id;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
/** Blueprint's date input is a combobox (it opens the calendar). */
const dateField = (name: string) => screen.getByRole('combobox', { name });

async function typeDate(user: ReturnType<typeof renderApp>['user'], label: string, value: string) {
  const input = dateField(label);
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

describe('season form', () => {
  it('shows the docs/product.md §5 message under the title and focuses it', async () => {
    const { user } = renderApp('/season/add-season');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    const title = field('シーズン名');
    expect(await screen.findByText('タイトルを入力してください')).toBeVisible();
    expect(title).toHaveAccessibleDescription('タイトルを入力してください');
    await waitFor(() => expect(title).toHaveFocus());
    expect(dateField('開始日')).toHaveAccessibleDescription('開始日を選択してください');
    expect(dateField('終了日')).toHaveAccessibleDescription('終了日を選択してください');
  });

  it('closes the calendar on Enter in a date field and on 保存', async () => {
    const { user } = renderApp('/season/add-season');
    await screen.findByRole('button', { name: '保存' });
    // Enter after a typed day: the day is taken and the calendar closes.
    await user.click(dateField('開始日'));
    expect(await screen.findByRole('grid')).toBeVisible();
    await user.type(dateField('開始日'), '2032/05/10{Enter}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(dateField('開始日')).toHaveValue('2032/05/10');
    // 保存 with the calendar open (here refused: no title): the calendar closes.
    await user.click(dateField('終了日'));
    expect(await screen.findByRole('grid')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(dateField('開始日')).toHaveValue('2032/05/10');
  });

  it('checks end after start and overlapping slots before calling the server', async () => {
    const { user } = renderApp('/season/add-season');
    await user.type(await screen.findByRole('textbox', { name: 'シーズン名' }), '検査');
    await typeDate(user, '開始日', '2032/05/10');
    await typeDate(user, '終了日', '2032/05/01');
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    }
    const slot = (n: number) => screen.getByRole('group', { name: `時間帯${n}` });
    const time = (n: number, name: string) => within(slot(n)).getByRole('textbox', { name });
    const fill = async (n: number, start: string, end: string) => {
      await user.clear(time(n, '開始時刻'));
      await user.type(time(n, '開始時刻'), start);
      await user.clear(time(n, '終了時刻'));
      await user.type(time(n, '終了時刻'), end);
    };
    await fill(1, '1000', '12:00');
    await fill(2, '11:30', '14:00');
    await fill(3, '16:00', '15:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Typed as 1000, kept as 10:00.
    expect(time(1, '開始時刻')).toHaveValue('10:00');
    expect(dateField('終了日')).toHaveAccessibleDescription(
      '終了日は開始日と同じか、それより後の日付にしてください',
    );
    expect(time(2, '開始時刻')).toHaveAccessibleDescription('時間帯1と重なっています');
    expect(time(3, '終了時刻')).toHaveAccessibleDescription(
      '終了時刻は開始時刻より後にしてください',
    );
    await waitFor(() => expect(dateField('終了日')).toHaveFocus());
  });

  it("creates a season, shows the server's message and lists it", async () => {
    const title = uniqueTitle('新');
    const { user, router } = renderApp('/season/add-season');
    await user.type(await screen.findByRole('textbox', { name: 'シーズン名' }), title);
    await typeDate(user, '開始日', '2033/03/01');
    await typeDate(user, '終了日', '2033/03/31');
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    const slot = screen.getByRole('group', { name: '時間帯1' });
    await user.clear(within(slot).getByRole('textbox', { name: '開始時刻' }));
    await user.type(within(slot).getByRole('textbox', { name: '開始時刻' }), '09:30');
    await user.type(within(slot).getByRole('textbox', { name: '終了時刻' }), '12:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: 'シーズン一覧' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/season/season-list');
    expect(await screen.findByRole('button', { name: '元に戻す' })).toBeInTheDocument();
    await searchList(user, title);
    const link = await screen.findByRole('link', { name: title });
    const row = link.closest('tr')!;
    expect(within(row).getByText('09:30〜12:00')).toBeInTheDocument();
    expect(within(row).getByText(/^2033\/03\/01\(/)).toBeInTheDocument();
  });

  it('edits title, status and slots (reorder, remove) and the list shows the change', async () => {
    const before = uniqueTitle('前');
    const after = uniqueTitle('後');
    const id = await createSeason(before);
    const { user } = renderApp(`/season/add-season/${id}`);
    const title = await screen.findByRole('textbox', { name: 'シーズン名' });
    expect(title).toHaveValue(before);
    expect(screen.getByRole('heading', { name: 'シーズンの編集' })).toBeVisible();
    await user.clear(title);
    await user.type(title, after);
    await user.click(screen.getByRole('checkbox', { name: /有効/ }));
    await user.click(screen.getByRole('button', { name: '時間帯2を上へ移動' }));
    expect(
      within(screen.getByRole('group', { name: '時間帯1' })).getByRole('textbox', {
        name: '開始時刻',
      }),
    ).toHaveValue('13:00');
    expect(screen.getByRole('button', { name: '時間帯1を上へ移動' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    await user.click(screen.getByRole('button', { name: '時間帯2を下へ移動' }));
    await user.click(screen.getByRole('button', { name: '時間帯2を削除' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'シーズン一覧' });
    const saved = await gql<SeasonData>(SEASON, { id });
    expect(saved.data!.season).toMatchObject({ title: after, status: 'INACTIVE' });
    expect(saved.data!.season.timeSlots.map((s) => s.startTime)).toEqual(['13:00', '09:00']);
    await searchList(user, after);
    const row = (await screen.findByRole('link', { name: after })).closest('tr')!;
    expect(within(row).getByText('無効')).toBeInTheDocument();
  });

  it('a season that ends earlier shows the bookings it strands and saves nothing until confirmed', async () => {
    // The seeded season covering today (in Japan) holds the seeded bookings of the coming days.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const { data } = await gql<{ seasons: { items: SeasonData['season'][] } }>(
      '{ seasons(query: { pageSize: 100 }) { items { id title status startDate endDate timeSlots { id startTime endTime } } } }',
    );
    const season = data!.seasons.items.find((s) => s.startDate <= today && today <= s.endDate)!;
    expect(season).toBeDefined();
    const change = {
      season: {
        id: season.id,
        startDate: season.startDate,
        endDate: today,
        timeSlots: season.timeSlots.map(({ startTime, endTime }) => ({ startTime, endTime })),
      },
    };
    const expected = await gql<{ bookingImpact: { count: number } }>(
      'query ($change: BookingImpactInput!) { bookingImpact(change: $change) { count } }',
      { change },
    );
    const count = expected.data!.bookingImpact.count;
    expect(count).toBeGreaterThan(0);

    const { user, router } = renderApp(`/season/add-season/${season.id}`);
    await waitFor(() => expect(field('シーズン名')).toHaveValue(season.title), { timeout: 10_000 });
    await typeDate(user, '終了日', today.replaceAll('-', '/'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(`${count}件の予約に影響します。保存しますか？`)).toBeVisible();
    const listed = within(within(dialog).getByRole('table', { name: '影響を受ける予約' }));
    expect(listed.getAllByRole('link')).toHaveLength(Math.min(count, 200));
    await user.click(within(dialog).getByRole('button', { name: '保存せずに編集に戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Still the form, with the edit kept, and the season as it was.
    expect(router.state.location.pathname).toBe(`/season/add-season/${season.id}`);
    expect(dateField('終了日')).toHaveValue(today.replaceAll('-', '/'));
    const stored = await gql<SeasonData>(SEASON, { id: season.id });
    expect(stored.data!.season.endDate).toBe(season.endDate);
  });

  it('shows, before saving, the season it overlaps and the packages and days whose slots change', async () => {
    const other = uniqueTitle('重');
    const created = await gql<{ createSeason: { season: { id: string } } }>(CREATE, {
      input: {
        title: other,
        startDate: '2036-05-01',
        endDate: '2036-06-30',
        timeSlots: [
          { startTime: '09:00', endTime: '11:00' },
          { startTime: '13:00', endTime: '15:00' },
        ],
      },
    });
    expect(created.errors ?? []).toEqual([]);
    const { data } = await gql<{
      packages: { items: { title: string; status: string; timeSlotType: string }[] };
    }>('{ packages(query: { pageSize: 1000 }) { items { title status timeSlotType } } }');
    const several = data!.packages.items.find(
      (p) => p.status === 'ACTIVE' && p.timeSlotType === 'MULTIPLE',
    )!;
    expect(several).toBeDefined();

    const { user } = renderApp('/season/add-season');
    await user.type(await screen.findByRole('textbox', { name: 'シーズン名' }), uniqueTitle('後'));
    await typeDate(user, '開始日', '2036/06/01');
    await typeDate(user, '終了日', '2036/07/15');
    await user.click(screen.getByRole('button', { name: '時間帯を追加' }));
    const slot = screen.getByRole('group', { name: '時間帯1' });
    await user.clear(within(slot).getByRole('textbox', { name: '開始時刻' }));
    await user.type(within(slot).getByRole('textbox', { name: '開始時刻' }), '10:00');
    await user.type(within(slot).getByRole('textbox', { name: '終了時刻' }), '12:00');

    const panel = await screen.findByRole(
      'status',
      { name: '他のシーズンとの重なり' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(panel).toHaveTextContent(`${other} と重なります：`));
    expect(panel).toHaveTextContent(`${several.title} 2036/06/01〜06/30`);
    expect(panel).toHaveTextContent('の時間帯が変わります');
  });

  it('places the server field errors on their fields', async () => {
    const { user } = renderApp('/season/add-season');
    const title = await screen.findByRole('textbox', { name: 'シーズン名' });
    await user.click(title);
    await user.paste('長'.repeat(201));
    await typeDate(user, '開始日', '2033/04/01');
    await typeDate(user, '終了日', '2033/04/02');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(/200/);
    expect(screen.getByRole('heading', { name: 'シーズンの追加' })).toBeVisible();
  });

  it('says when someone else changed the season, and reloads it', async () => {
    const id = await createSeason(uniqueTitle('競'));
    const { user } = renderApp(`/season/add-season/${id}`);
    const title = await screen.findByRole('textbox', { name: 'シーズン名' });
    const theirs = uniqueTitle('他人');
    await gql(UPDATE, {
      id,
      input: { title: theirs, startDate: '2032-01-10', endDate: '2032-02-10', timeSlots: [] },
    });
    await user.clear(title);
    await user.type(title, uniqueTitle('自分'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/他のユーザーがこのデータを変更しました/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'シーズン名' })).toHaveValue(theirs),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderApp('/season/add-season');
    await user.type(await screen.findByRole('textbox', { name: 'シーズン名' }), '書きかけ');
    const menu = screen.getByRole('navigation', { name: 'メインメニュー' });
    await user.click(within(menu).getByRole('link', { name: '犬カテゴリー' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('保存されていない変更があります');
    await user.click(within(dialog).getByRole('button', { name: '編集を続ける' }));
    expect(router.state.location.pathname).toBe('/season/add-season');
    expect(screen.getByRole('textbox', { name: 'シーズン名' })).toHaveValue('書きかけ');
    await user.click(within(menu).getByRole('link', { name: '犬カテゴリー' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: '変更を破棄して移動',
      }),
    );
    expect(await screen.findByRole('heading', { name: '犬カテゴリー一覧' })).toBeVisible();
  });

  it('an unknown id says it was not found', async () => {
    renderApp('/season/add-season/no-such-season');
    expect(await screen.findByText(/対象のデータが見つかりません/)).toBeVisible();
    expect(screen.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute(
      'href',
      '/season/season-list',
    );
  });
});
