import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp } from '../../test/renderApp';

interface Row {
  id: string;
  bookingNumber: string;
  status: string;
  date: string;
  packageTitle: string;
}

const list = async (field: string, args = '') => {
  const answer = await gql<Record<string, { items: Row[]; total: number }>>(
    `{ ${field}(query: { pageSize: 100 }${args}) { total items { id bookingNumber status date packageTitle } } }`,
  );
  return answer.data![field]!;
};

describe('booking lists', () => {
  it('offers cancel only on pending bookings, and cancels one after a confirm', async () => {
    const pending = (await list('pendingBookings')).items[0]!;
    const { user, router } = renderApp(
      `/profile/pendinglist?q=${encodeURIComponent(pending.bookingNumber)}`,
    );
    const link = await screen.findByRole('link', { name: pending.bookingNumber });
    const row = link.closest('tr')!;
    expect(within(row).getByText('保留中')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: `予約 ${pending.bookingNumber} をキャンセル` }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('この予約をキャンセルしますか？')).toBeInTheDocument();
    // Going back leaves it pending.
    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect(within(row).getByText('保留中')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: `予約 ${pending.bookingNumber} をキャンセル` }),
    );
    await user.click(await screen.findByRole('button', { name: 'キャンセルする' }));
    expect(
      await screen.findByText(`「${pending.bookingNumber}」に一致するデータはありません`),
    ).toBeInTheDocument();

    await router.navigate(`/profile/cancel-list?q=${encodeURIComponent(pending.bookingNumber)}`);
    const moved = (await screen.findByRole('link', { name: pending.bookingNumber })).closest('tr')!;
    expect(within(moved).getByText('キャンセル')).toBeInTheDocument();
    expect(within(moved).queryByRole('button', { name: /キャンセル$/ })).not.toBeInTheDocument();
  });

  it('filters all bookings by status and visit days kept in the URL, without cancel on booked ones', async () => {
    const booked = (await list('bookings', ', status: BOOKED')).items[0]!;
    const { router } = renderApp(
      `/profile/profile-list?status=BOOKED&from=${booked.date}&to=${booked.date}`,
    );
    const table = await screen.findByRole('table', { name: 'すべての予約' });
    await waitFor(() => expect(within(table).getAllByText('予約済み').length).toBeGreaterThan(0));
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) {
      expect(within(row).getByText('予約済み')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /をキャンセル/ })).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('状態')).toHaveValue('BOOKED');
    expect(screen.getByLabelText('利用日（から）')).toHaveValue(booked.date.replace(/-/g, '/'));
    expect(router.state.location.search).toContain('status=BOOKED');
  });

  it('says when the end day is before the start day, and asks for nothing', async () => {
    renderApp('/profile/profile-list?from=2026-11-20&to=2026-11-01');
    // Said once, beside the dates; the empty list offers no 新規追加 (bookings have none).
    await screen.findByText('終了日は開始日と同じか、それより後の日付にしてください');
    expect(
      screen.getAllByText('終了日は開始日と同じか、それより後の日付にしてください'),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'CSV出力' })).toBeDisabled();
    expect(screen.queryByText(/新規追加/)).not.toBeInTheDocument();
  });

  it('takes a search of more than 200 characters in the URL as its first 200, without failing', async () => {
    renderApp(`/profile/profile-list?q=${encodeURIComponent('柴'.repeat(250))}`);
    const box = await screen.findByRole('searchbox', { name: '検索' });
    expect(box).toHaveValue('柴'.repeat(200));
    expect(await screen.findByText(/に一致するデータはありません/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
  });
});

describe('booking detail', () => {
  it('shows everything of a booked booking and offers no cancel', async () => {
    const booked = (await list('bookings', ', status: BOOKED')).items[0]!;
    renderApp(`/profile/add-new-profile/${booked.id}`);
    await screen.findByRole('heading', { name: `予約 ${booked.bookingNumber}` });
    for (const section of [
      'ご利用内容',
      'お客様',
      'お車でお越しの方',
      'ワンちゃん',
      'オプション',
      '料金',
      'お支払い',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '予約をキャンセル' })).not.toBeInTheDocument();
    // The look-up of the user's bookings lists this one too.
    const others = await screen.findByRole('table', { name: 'この利用者の予約' });
    expect(
      await within(others).findByRole('link', { name: booked.bookingNumber }),
    ).toBeInTheDocument();
  });

  it('adds its price lines up to the total (the base price shown) and reads the address in order', async () => {
    const answer = await gql<{
      bookings: {
        items: {
          id: string;
          bookingNumber: string;
          totalPrice: number;
          addOns: { unitPrice: number }[];
          address: { prefecture: string; city: string; district: string };
        }[];
      };
    }>(
      '{ bookings(query: { pageSize: 100 }, status: BOOKED) { items { id bookingNumber totalPrice addOns { unitPrice } address { prefecture city district } } } }',
    );
    const booked = answer.data!.bookings.items.find(
      (b) => b.addOns.length > 0 && b.address.city && b.address.district,
    )!;
    renderApp(`/profile/add-new-profile/${booked.id}`);
    await screen.findByRole('heading', { name: `予約 ${booked.bookingNumber}` });
    const charges = screen.getByRole('heading', { name: '料金' }).closest('.bp6-card')!;
    const yen = (label: string) => {
      const term = within(charges as HTMLElement).getByText(label, { selector: 'dt' });
      return Number(term.nextElementSibling!.textContent!.replace(/[^\d]/g, ''));
    };
    const lines = [
      '基本料金',
      '追加料金（大人）',
      '追加料金（子ども）',
      '追加料金（ピクニック）',
      '追加料金（犬）',
      'オプション',
    ].map(yen);
    expect(lines[0]).toBeGreaterThan(0);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(yen('合計'));
    expect(yen('合計')).toBe(booked.totalPrice);
    const { prefecture, city, district } = booked.address;
    expect(screen.getByText(new RegExp(`${prefecture} ${city} ${district}`))).toBeInTheDocument();
  });

  it('cancels a pending booking from its detail page', async () => {
    const pending = (await list('pendingBookings')).items[1]!;
    const { user } = renderApp(`/profile/add-new-profile/${pending.id}`);
    await screen.findByRole('heading', { name: `予約 ${pending.bookingNumber}` });
    await user.click(
      screen.getByRole('button', { name: `予約 ${pending.bookingNumber} をキャンセル` }),
    );
    await user.click(await screen.findByRole('button', { name: 'キャンセルする' }));
    // The booking reads as cancelled, and cannot be cancelled again.
    expect((await screen.findAllByText('キャンセル')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `予約 ${pending.bookingNumber} をキャンセル` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks to choose a customer first ("Select User")', async () => {
    const { user } = renderApp('/profile/add-new-profile');
    await user.click(await screen.findByRole('button', { name: '予約を表示' }));
    expect(await screen.findByText('お客様を選択してください')).toBeInTheDocument();
  });
});

describe('booking list columns', () => {
  it('show each booking’s package in a sortable パッケージ column', async () => {
    const booked = (await list('bookings', ', status: BOOKED')).items[0]!;
    renderApp(`/profile/profile-list?q=${encodeURIComponent(booked.bookingNumber)}`);
    const table = await screen.findByRole('table', { name: 'すべての予約' });
    expect(within(table).getByRole('columnheader', { name: /パッケージ/ })).toBeInTheDocument();
    const row = (await within(table).findByRole('link', { name: booked.bookingNumber })).closest(
      'tr',
    )!;
    expect(within(row).getByText(booked.packageTitle)).toBeInTheDocument();
  });
});
