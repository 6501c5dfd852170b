import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql, renderApp } from '../../test/renderApp';
import { named, watchOperations } from '../../test/sentOperations';
import { dayBoardCsv } from './dayBoardCsv';
import { print } from 'graphql';
import { DayBoardDocument, type DayBoardQuery } from '../../__generated__/graphql';

interface Held {
  id: string;
  bookingNumber: string;
  date: string;
  status: string;
  people: number;
}

/** The busiest visit day of the seeded booked and pending bookings, from the booking list. */
async function busiestDay(): Promise<{ date: string; held: Held[] }> {
  const answer = await gql<{ bookings: { items: Held[] } }>(
    '{ bookings(query: { pageSize: 10000 }) { items { id bookingNumber date status people } } }',
  );
  const held = answer.data!.bookings.items.filter(
    (b) => b.status === 'BOOKED' || b.status === 'PENDING',
  );
  const perDay = new Map<string, Held[]>();
  for (const b of held) perDay.set(b.date, [...(perDay.get(b.date) ?? []), b]);
  const [date, own] = [...perDay].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { date, held: own };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('day board', () => {
  it('lists every booked and pending booking of the day under its slot, with the day totals', async () => {
    const { date, held } = await busiestDay();
    renderApp(`/profile/day-board?date=${date}`);
    const totals = await screen.findByRole('region', { name: 'この日の合計' });
    const people = held.reduce((n, b) => n + b.people, 0);
    expect(within(totals).getByText('予約').nextSibling).toHaveTextContent(`${held.length}件`);
    expect(within(totals).getByText('大人').nextSibling).toHaveTextContent(`${people}人`);
    const tables = screen.getAllByRole('table', { name: /の到着予定$/ });
    const links = tables.flatMap((t) => within(t).getAllByRole('link'));
    expect(links.map((l) => l.textContent).sort()).toEqual(held.map((b) => b.bookingNumber).sort());
    const first = held[0]!;
    expect(screen.getByRole('link', { name: first.bookingNumber })).toHaveAttribute(
      'href',
      `/profile/add-new-profile/${first.id}`,
    );
  });

  it('asks for each day once when opened in the app and moved on a day', async () => {
    const sent = watchOperations();
    const { user, router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'メインメニュー' });
    await router.navigate('/profile/day-board?date=2026-12-31');
    await screen.findByRole('region', { name: 'この日の合計' });
    await user.click(screen.getByRole('button', { name: '次の日' }));
    await screen.findByRole('heading', { name: /日別ボード 2027\/01\/01/, level: 1 });
    await screen.findByRole('region', { name: 'この日の合計' });
    expect(named(sent, 'DayBoard').map((s) => s.variables)).toEqual([
      { date: '2026-12-31' },
      { date: '2027-01-01' },
    ]);
  });

  it('asks again, once, each time the board is opened (the desk sees the day as it is now)', async () => {
    const sent = watchOperations();
    const { router } = renderApp('/profile/day-board?date=2026-12-31');
    await screen.findByRole('region', { name: 'この日の合計' });
    expect(named(sent, 'DayBoard')).toHaveLength(1);
    await router.navigate('/season/season-list');
    await screen.findByRole('heading', { name: /シーズン/, level: 1 });
    await router.navigate('/profile/day-board?date=2026-12-31');
    await screen.findByRole('region', { name: 'この日の合計' });
    await waitFor(() => expect(named(sent, 'DayBoard')).toHaveLength(2));
    expect(named(sent, 'DayBoard').map((s) => s.variables)).toEqual([
      { date: '2026-12-31' },
      { date: '2026-12-31' },
    ]);
  });

  it('moves to the next and previous day and keeps the date in the URL', async () => {
    const { user, router } = renderApp('/profile/day-board?date=2026-12-31');
    await screen.findByRole('heading', { name: /日別ボード 2026\/12\/31/, level: 1 });
    await user.click(screen.getByRole('button', { name: '次の日' }));
    await screen.findByRole('heading', { name: /日別ボード 2027\/01\/01/, level: 1 });
    expect(router.state.location.search).toBe('?date=2027-01-01');
    await user.click(screen.getByRole('button', { name: '前の日' }));
    await screen.findByRole('heading', { name: /日別ボード 2026\/12\/31/, level: 1 });
    await user.click(screen.getByRole('button', { name: '前の日' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-12-30'));
  });

  it('says so when the date in the URL is not a day, and shows today instead', async () => {
    renderApp('/profile/day-board?date=2026-02-30');
    expect(await screen.findByText(/「2026-02-30」は日付として読めません/)).toBeInTheDocument();
  });

  it('writes the same rows as CSV', async () => {
    const { date, held } = await busiestDay();
    // The board's own query, so the CSV is written from exactly what the board asks for.
    const answer = await gql<DayBoardQuery>(print(DayBoardDocument), { date });
    const csv = dayBoardCsv(answer.data!.dayBoard!);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(held.length + 1);
    expect(lines[0]).toContain('予約番号');
    for (const b of held) expect(csv).toContain(b.bookingNumber);
  });
});
