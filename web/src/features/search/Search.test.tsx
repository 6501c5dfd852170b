import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { gql, renderApp } from '../../test/renderApp';

interface Booking {
  id: string;
  bookingNumber: string;
  lastName: string;
  firstName: string;
  mobileNumber: string;
  date: string;
  status: 'BOOKED' | 'PENDING' | 'CANCELLED';
}

const FIELDS = 'id bookingNumber lastName firstName mobileNumber date status';

/** The newest-visit booking of a seeded customer's phone: the first booking hit the search lists. */
async function aBooking(): Promise<Booking> {
  const any = await gql<{ bookings: { items: Booking[] } }>(
    `{ bookings(query: { pageSize: 1 }) { items { ${FIELDS} } } }`,
  );
  const phone = any.data!.bookings.items[0]!.mobileNumber;
  const first = await gql<{ bookings: { items: Booking[] } }>(
    `query($q: BookingListQuery) { bookings(query: $q) { items { ${FIELDS} } } }`,
    { q: { search: phone, pageSize: 1, sortBy: 'date', sortDirection: 'DESC' } },
  );
  return first.data!.bookings.items[0]!;
}

describe('search from anywhere', () => {
  beforeEach(() => localStorage.clear());

  it('opens with Ctrl+K, finds a booking by phone, opens it with Enter and remembers it', async () => {
    const booking = await aBooking();
    const { user, router } = renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: 'すべての記録を検索' });
    expect(
      screen.getByText('最近開いた記録はありません。予約番号や氏名を入力してください。'),
    ).toBeInTheDocument();
    await user.type(input, booking.mobileNumber);
    const list = await screen.findByRole('listbox', { name: 'すべての記録を検索' });
    const option = await within(list).findByRole('option', {
      name: new RegExp(booking.bookingNumber),
    });
    expect(within(list).getByText('予約')).toBeInTheDocument();
    // Its status and visit day as the rest of the admin writes them (2026/12/24(木)).
    expect(option).toHaveTextContent(ja.bookings.status[booking.status]);
    expect(option).toHaveTextContent(formatDate(booking.date));
    expect(option).not.toHaveTextContent(booking.date);
    // The first hit is active; Enter opens it.
    expect(option.querySelector('.bp6-active')).not.toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/profile/add-new-profile/${booking.id}`),
    );

    // Opened again: the booking is the first recent record, before anything is typed.
    await user.click(screen.getByRole('button', { name: '検索（Ctrl+K / ⌘K）' }));
    const again = await screen.findByRole('listbox', { name: 'すべての記録を検索' });
    expect(within(again).getByText('最近開いた記録')).toBeInTheDocument();
    expect(within(again).getAllByRole('option')[0]).toHaveTextContent(booking.bookingNumber);
    // Escape closes it once focus is inside it: the overlay moves focus in a frame after the list
    // shows, and a key pressed before that goes to the header's button (a race under load).
    await waitFor(() => expect(document.activeElement?.closest('.bp6-overlay')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('listbox', { name: 'すべての記録を検索' })).toBeNull(),
    );
  });

  it('says so when nothing matches', async () => {
    const { user } = renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    await user.click(screen.getByRole('button', { name: '検索（Ctrl+K / ⌘K）' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'すべての記録を検索' }),
      'zzqqxx該当なし',
    );
    expect(
      await screen.findByText('「zzqqxx該当なし」に一致する記録はありません。'),
    ).toBeInTheDocument();
  });
});
