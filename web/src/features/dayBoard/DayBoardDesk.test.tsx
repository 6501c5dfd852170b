import { screen, waitFor, within } from '@testing-library/react';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DayBoardDocument, type DayBoardQuery } from '../../__generated__/graphql';
import { gql, renderApp } from '../../test/renderApp';
import { dayBoardCsv } from './dayBoardCsv';

type Board = NonNullable<DayBoardQuery['dayBoard']>;

/** The busiest seeded day's board, as the screen asks for it. */
async function busiestBoard(): Promise<Board> {
  const answer = await gql<{ bookings: { items: { date: string; status: string }[] } }>(
    '{ bookings(query: { pageSize: 10000 }) { items { date status } } }',
  );
  const perDay = new Map<string, number>();
  for (const b of answer.data!.bookings.items) {
    if (b.status === 'BOOKED' || b.status === 'PENDING')
      perDay.set(b.date, (perDay.get(b.date) ?? 0) + 1);
  }
  const [date] = [...perDay].sort((a, b) => b[1] - a[1])[0]!;
  return (await gql<DayBoardQuery>(print(DayBoardDocument), { date })).data!.dayBoard!;
}

const rowsOf = (board: Board) => board.packages.flatMap((p) => p.slots.flatMap((s) => s.arrivals));

describe('day board: the desk ticks arrivals off', () => {
  it('checks in, marks a no-show and undoes each, with the counts of the day following', async () => {
    const board = await busiestBoard();
    const counts = board.totals.arrivals!;
    const target = rowsOf(board).find((a) => a.arrival?.state === 'EXPECTED')!;
    const n = target.bookingNumber;
    const { user } = renderApp(`/profile/day-board?date=${board.date}`);

    const desk = await screen.findByRole('region', { name: 'この日の受付' });
    const figure = (label: string) => within(desk).getByText(label).nextSibling;
    expect(figure('到着済み')).toHaveTextContent(`${counts.checkedIn}件`);
    expect(figure('到着予定')).toHaveTextContent(`${counts.expected}件`);
    expect(figure('不着')).toHaveTextContent(`${counts.noShows}件`);

    const row = (await screen.findByRole('link', { name: n })).closest('tr')!;
    // Expected: 到着予定 (printed) and its two buttons.
    expect(within(row).getByText('到着予定')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `来られなかった（予約 ${n}）` })).toBeEnabled();
    await user.click(within(row).getByRole('button', { name: `チェックイン（予約 ${n}）` }));
    // The check-in time, as HH:mm.
    expect(await within(row).findByText(/^到着済み \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(await screen.findByText(`予約 ${n} をチェックインしました`)).toBeInTheDocument();
    expect(figure('到着済み')).toHaveTextContent(`${counts.checkedIn + 1}件`);
    expect(figure('到着予定')).toHaveTextContent(`${counts.expected - 1}件`);
    expect(within(row).queryByRole('button', { name: /^チェックイン/ })).not.toBeInTheDocument();

    // The CSV carries the state and the time.
    const read = (await gql<DayBoardQuery>(print(DayBoardDocument), { date: board.date })).data!;
    const line = dayBoardCsv(read.dayBoard!)
      .split('\r\n')
      .find((l) => l.includes(n))!;
    expect(line).toMatch(/,到着済み,\d{2}:\d{2}$/);
    expect(dayBoardCsv(read.dayBoard!).split('\r\n')[0]).toMatch(/,受付,受付時刻$/);

    await user.click(within(row).getByRole('button', { name: `取り消す（予約 ${n}）` }));
    await within(row).findByRole('button', { name: `チェックイン（予約 ${n}）` });
    expect(figure('到着済み')).toHaveTextContent(`${counts.checkedIn}件`);

    await user.click(within(row).getByRole('button', { name: `来られなかった（予約 ${n}）` }));
    await within(row).findByText('不着');
    expect(figure('不着')).toHaveTextContent(`${counts.noShows + 1}件`);
    expect(figure('到着予定')).toHaveTextContent(`${counts.expected - 1}件`);

    await user.click(within(row).getByRole('button', { name: `取り消す（予約 ${n}）` }));
    await within(row).findByRole('button', { name: `来られなかった（予約 ${n}）` });
    await waitFor(() => expect(figure('不着')).toHaveTextContent(`${counts.noShows}件`));
  });
});
