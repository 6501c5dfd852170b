import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ImpactBookingFragment } from '../../__generated__/graphql';
import { crossLinks } from '../../app/crossLinks';
import { ImpactConfirmation, type Impact } from './ImpactConfirmation';

const booking = (n: number, status: ImpactBookingFragment['status']): ImpactBookingFragment => ({
  id: `b${n}`,
  bookingNumber: `BK-20261201-000${n}`,
  packageTitle: '手ぶらBBQプラン',
  date: '2026-12-01',
  startTime: '10:00',
  endTime: '13:00',
  timeSlot: '10:00-13:00',
  status,
  firstName: '花子',
  lastName: '山田',
  englishFirstName: 'Hanako',
  englishLastName: 'Yamada',
  people: 2,
  children: 1,
  totalDogs: n,
});

function show(impact: Impact | null) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <MemoryRouter>
      <ImpactConfirmation impact={impact} onConfirm={onConfirm} onCancel={onCancel} />
    </MemoryRouter>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ImpactConfirmation', () => {
  it('names the count, lists each booking with a link to it, and saves only on the button naming the count', async () => {
    const { onConfirm, onCancel, user } = show({
      count: 3,
      leftOutBookings: 0,
      bookings: [booking(1, 'BOOKED'), booking(2, 'PENDING'), booking(3, 'BOOKED')],
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('3件の予約に影響します。保存しますか？')).toBeVisible();
    const table = within(dialog).getByRole('table', { name: '影響を受ける予約' });
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'BK-20261201-0001',
      'BK-20261201-0002',
      'BK-20261201-0003',
    ]);
    expect(links[1]).toHaveAttribute('href', crossLinks.bookingDetails('b2'));
    expect(within(table).getByText('保留中')).toBeVisible();
    expect(within(table).getAllByText('山田 花子')).toHaveLength(3);
    expect(within(table).getAllByText('Hanako Yamada')).toHaveLength(3);
    // Every booking of the days was read: no warning.
    expect(within(dialog).queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '保存せずに編集に戻る' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '3件に影響することを承知で保存' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says how many are not listed when the list is capped', async () => {
    show({ count: 250, leftOutBookings: 0, bookings: [booking(1, 'BOOKED')] });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('250件の予約に影響します。保存しますか？')).toBeVisible();
    expect(within(dialog).getByText('ほか249件は一覧に表示していません。')).toBeVisible();
  });

  it('warns of the bookings it could not read, beside the ones it lists', async () => {
    show({ count: 1, leftOutBookings: 2, bookings: [booking(1, 'BOOKED')] });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('1件の予約に影響します。保存しますか？')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '読み取れない予約が2件あります。影響を受ける可能性があります。予約一覧で確かめてください。',
    );
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    expect(
      within(dialog).getByRole('button', { name: '1件に影響することを承知で保存' }),
    ).toBeVisible();
  });

  it('asks before saving when no booking it read is stranded but some could not be read', async () => {
    const { onConfirm, user } = show({ count: 0, leftOutBookings: 3, bookings: [] });
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('影響を確かめられない予約があります。保存しますか？'),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('読み取れない予約が3件あります。');
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: '読み取れない予約があることを承知で保存' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without an impact', () => {
    show(null);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
