import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp } from '../../test/renderApp';

interface Row {
  id: string;
  bookingNumber: string;
  status: string;
  packageTitle: string;
}

const bookings = async (status: string) =>
  (
    await gql<{ bookings: { items: Row[] } }>(
      `{ bookings(query: { pageSize: 50, sortBy: date }, status: ${status}) { items { id bookingNumber status packageTitle } } }`,
    )
  ).data!.bookings.items;

describe('a booking at the front desk', () => {
  it('checks in and undoes it from the booking page, saying who did it', async () => {
    // The earliest booked visit: the day board's tests use the busiest day.
    const booked = (await bookings('BOOKED'))[0]!;
    const n = booked.bookingNumber;
    const { user } = renderApp(`/profile/add-new-profile/${booked.id}`);
    const desk = await screen.findByRole('group', { name: '受付' });
    expect(within(desk).getByText('到着予定')).toBeInTheDocument();

    await user.click(within(desk).getByRole('button', { name: `チェックイン（予約 ${n}）` }));
    expect(await within(desk).findByText(/^到着済み \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(desk).getByText(/^受付: .+/)).toBeInTheDocument();

    await user.click(within(desk).getByRole('button', { name: `取り消す（予約 ${n}）` }));
    await within(desk).findByText('到着予定');
    expect(within(desk).getByRole('button', { name: `来られなかった（予約 ${n}）` })).toBeEnabled();
  });

  it('shows the desk changes in the activity list in Japanese', async () => {
    const booked = (await bookings('BOOKED'))[2]!;
    const n = booked.bookingNumber;
    const { user, router } = renderApp(`/profile/add-new-profile/${booked.id}`);
    const desk = await screen.findByRole('group', { name: '受付' });
    await user.click(within(desk).getByRole('button', { name: `来られなかった（予約 ${n}）` }));
    await within(desk).findByText('不着');

    await router.navigate('/audit?type=BOOKING&op=ACTION');
    const link = await screen.findByRole('link', { name: n });
    const row = link.closest('tr')!;
    expect(within(row).getByText('受付')).toBeInTheDocument();
    expect(within(row).getByText('到着予定 → 不着')).toBeInTheDocument();
  });

  it('offers no check-in on a cancelled booking', async () => {
    const cancelled = (await bookings('CANCELLED'))[0]!;
    renderApp(`/profile/add-new-profile/${cancelled.id}`);
    const desk = await screen.findByRole('group', { name: '受付' });
    expect(within(desk).getByText('—')).toBeInTheDocument();
    expect(within(desk).queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks a note in Japanese, then adds it with its writer and time', async () => {
    const booked = (await bookings('BOOKED'))[1]!;
    const { user } = renderApp(`/profile/add-new-profile/${booked.id}`);
    const form = await screen.findByRole('form', { name: 'メモを追加' });
    expect(screen.getByText('メモはまだありません。')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'メモを追加' }));
    expect(await within(form).findByText('メモを入力してください')).toBeInTheDocument();

    const field = within(form).getByLabelText(/メモを追加/, { selector: 'textarea' });
    await user.click(field);
    await user.paste('あ'.repeat(501));
    await user.click(within(form).getByRole('button', { name: 'メモを追加' }));
    expect(
      await within(form).findByText('メモは500文字以内で入力してください'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '大型犬2匹、車は2番に駐車');
    await user.click(within(form).getByRole('button', { name: 'メモを追加' }));
    const list = await screen.findByRole('list', { name: 'この予約のメモ' });
    expect(within(list).getByText('大型犬2匹、車は2番に駐車')).toBeInTheDocument();
    // Written by the signed-in admin, at 2026/12/24(木) 10:05 style.
    expect(within(list).getByText(/・\d{4}\/\d{2}\/\d{2}\(.\) \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(await screen.findByText('メモを追加しました')).toBeInTheDocument();
    // The form is empty again for the next note.
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'メモを追加' })).getByRole('textbox'),
      ).toHaveValue(''),
    );
  });
});
