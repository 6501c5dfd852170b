import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayjs, formatDate } from '../../i18n/format';
import { gql, renderApp } from '../../test/renderApp';
import { shownErrors } from '../../test/formTesting';
import { searchList } from '../../test/searchList';

interface Season {
  title: string;
  startDate: string;
  endDate: string;
  timeSlots: { startTime: string; endTime: string }[];
}
/** A MULTIPLE-slot package of the seed, and three days inside a season with two slots. */
let pkg: { id: string; title: string };
let days: string[];
let slots: string[];

beforeAll(async () => {
  const { data } = await gql<{
    packageOptions: { id: string; title: string; timeSlotType: string; status: string }[];
    seasons: { items: Season[] };
  }>(
    '{ packageOptions { id title timeSlotType status } seasons(query: { pageSize: 50, search: "通常シーズン" }) { items { title startDate endDate timeSlots { startTime endTime } } } }',
  );
  pkg = data!.packageOptions.find((p) => p.timeSlotType === 'MULTIPLE' && p.status === 'ACTIVE')!;
  const season = data!.seasons.items.find((s) => s.title === '通常シーズン')!;
  // Far from the seeded availability, still inside the season.
  const first = dayjs(season.endDate).subtract(6, 'day');
  days = [0, 1, 2].map((i) => first.add(i, 'day').format('YYYY-MM-DD'));
  slots = season.timeSlots.map((s) => `${s.startTime}〜${s.endTime}`);
});

const typed = (iso: string) => iso.replaceAll('-', '/');
const slotButton = (date: string, slot: string) =>
  screen.getByRole('button', { name: `${formatDate(date)} ${slot}` });

describe('availability form', () => {
  it('create asks for the package, then the start and end dates (docs/product.md §5)', async () => {
    const { user } = renderApp('/availability/add-new-availability');
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'パッケージを選択してください',
        '開始日を入力してください',
        '終了日を入力してください',
      ]),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'パッケージ' })).toHaveFocus());
  });

  it('adds a slot when chosen and removes it when chosen again; saves, edits and deletes', async () => {
    const { user } = renderApp('/availability/add-new-availability');
    const select = await screen.findByRole('combobox', { name: 'パッケージ' }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, pkg.id);
    await user.type(screen.getByRole('combobox', { name: /開始日/ }), typed(days[0]!));
    await user.type(screen.getByRole('combobox', { name: /終了日/ }), typed(days[2]!));
    await user.click(screen.getByRole('heading', { name: '空き状況の追加' }));

    const a = await screen.findByRole('button', { name: `${formatDate(days[0]!)} ${slots[0]}` });
    expect(a).toHaveAttribute('aria-pressed', 'false');
    await user.click(a);
    expect(slotButton(days[0]!, slots[0]!)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1枠を選択中')).toBeInTheDocument();
    await user.click(slotButton(days[0]!, slots[0]!));
    expect(slotButton(days[0]!, slots[0]!)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('0枠を選択中')).toBeInTheDocument();
    // A whole day, and one slot of another day.
    await user.click(
      screen.getByRole('button', { name: `${formatDate(days[1]!)}の時間帯をすべて選択` }),
    );
    await user.click(slotButton(days[2]!, slots[1]!));
    expect(screen.getByText(`${slots.length + 1}枠を選択中`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));

    await screen.findByRole('heading', { name: '空き状況一覧' });
    await searchList(user, pkg.title);
    const cell = await screen.findByRole('cell', { name: formatDate(days[0]!) });
    const row = cell.closest('tr')!;
    expect(row).toHaveTextContent(`${slots.length + 1}枠`);

    // Edit: the saved picks are chosen; one more and the end date moved.
    await user.click(within(row).getByRole('link', { name: pkg.title }));
    await waitFor(() =>
      expect(slotButton(days[2]!, slots[1]!)).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('combobox', { name: 'パッケージ' })).toBeDisabled();
    await user.click(slotButton(days[2]!, slots[0]!));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '空き状況一覧' });
    const updated = await screen.findByRole('cell', { name: formatDate(days[0]!) });
    await waitFor(() => expect(updated.closest('tr')).toHaveTextContent(`${slots.length + 2}枠`));

    await user.click(within(updated.closest('tr')!).getByRole('button', { name: /を削除$/ }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: formatDate(days[0]!) })).toBeNull(),
    );
  });

  it('an end before the start keeps its text and says so, as the other forms do', async () => {
    const { user } = renderApp('/availability/add-new-availability');
    const select = await screen.findByRole('combobox', { name: 'パッケージ' }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, pkg.id);
    await user.type(screen.getByRole('combobox', { name: /開始日/ }), typed(days[2]!));
    const end = screen.getByRole('combobox', { name: /終了日/ });
    await user.type(end, typed(days[0]!));
    await user.click(screen.getByRole('heading', { name: '空き状況の追加' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(shownErrors()).toEqual(['終了日は開始日と同じか、それより後の日付にしてください']),
    );
    expect(end).toHaveValue(typed(days[0]!));
  });

  it('asks before saving a multi-slot package with no slot chosen', async () => {
    const { user } = renderApp('/availability/add-new-availability');
    const select = await screen.findByRole('combobox', { name: 'パッケージ' }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, pkg.id);
    await user.type(screen.getByRole('combobox', { name: /開始日/ }), typed(days[0]!));
    await user.type(screen.getByRole('combobox', { name: /終了日/ }), typed(days[1]!));
    await user.click(screen.getByRole('heading', { name: '空き状況の追加' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('時間帯が1つも選択されていません');
    await user.click(within(question).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: '空き状況の追加' })).toBeInTheDocument();
    await user.click(slotButton(days[0]!, slots[0]!));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '空き状況一覧' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('update asks for both dates ("please fill date")', async () => {
    const { data } = await gql<{ availabilities: { items: { id: string }[] } }>(
      '{ availabilities(query: { pageSize: 1 }) { items { id } } }',
    );
    const { user } = renderApp(
      `/availability/add-new-availability/${data!.availabilities.items[0]!.id}`,
    );
    const start = await screen.findByRole('combobox', { name: /開始日/ }, { timeout: 10_000 });
    await waitFor(() => expect(start).not.toHaveValue(''));
    await user.clear(start);
    await user.clear(screen.getByRole('combobox', { name: /終了日/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        '開始日と終了日を入力してください',
        '開始日と終了日を入力してください',
      ]),
    );
  });
});

describe('availability of one day', () => {
  it('asks for the day ("please fill start date"), then lists the packages of that day', async () => {
    const { user, router } = renderApp('/availability/availability-list?view=day');
    await user.click(await screen.findByRole('button', { name: '表示' }, { timeout: 10_000 }));
    expect(await screen.findByText('開始日を入力してください')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /日付/ }), typed(days[1]!));
    await user.click(screen.getByRole('button', { name: '表示' }));
    await waitFor(() => expect(router.state.location.search).toContain(`date=${days[1]}`));
    const table = await screen.findByRole('table', {
      name: new RegExp(formatDate(days[1]!).replace(/[()]/g, '.')),
    });
    expect(
      within(table).getByRole('rowheader', { name: new RegExp(pkg.title) }),
    ).toBeInTheDocument();
  });
});
