import { describe, expect, it } from 'vitest';
import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import { bookingsCsv } from './bookingCsv';
import {
  gatewayStatusLabel,
  orderStatusLabel,
  paymentStatusLabel,
} from '../../components/paymentLabels';

describe('payment and order states in Japanese', () => {
  it.each([
    [paymentStatusLabel, 'paid', '支払い済み'],
    [paymentStatusLabel, 'unpaid', '未払い'],
    [paymentStatusLabel, 'FAILED', '支払い失敗'],
    [paymentStatusLabel, '', '不明'],
    [gatewayStatusLabel, 'requires_payment_method', '支払い方法の入力待ち'],
    [gatewayStatusLabel, 'succeeded', '決済完了'],
    [gatewayStatusLabel, 'processing', '処理中'],
    [gatewayStatusLabel, 'card_declined', 'カードが拒否されました'],
    [orderStatusLabel, 'confirmed', '確定'],
    [orderStatusLabel, 'pending', '保留中'],
    [orderStatusLabel, 'cancelled', 'キャンセル'],
  ])('%o(%s) → %s', (label, raw, shown) => {
    expect(label(raw)).toBe(shown);
  });

  it('says an unknown state is other, with the value as sent; never reads the prototype', () => {
    expect(gatewayStatusLabel('requires_magic')).toBe('その他（requires_magic）');
    expect(orderStatusLabel('constructor')).toBe('その他（constructor）');
  });

  it('the CSV export writes the payment state in Japanese', () => {
    const row = {
      id: 'b1',
      bookingNumber: 'BK-1',
      userId: null,
      packageTitle: 'ピクニック',
      status: 'PENDING',
      paymentStatus: 'unpaid',
      paymentProvider: 'STRIPE',
      totalPrice: 1000,
      people: 2,
      children: 0,
      bigAndMediumDogs: 0,
      smallDogs: 1,
      totalDogs: 1,
      firstName: '花子',
      lastName: '山田',
      englishFirstName: 'HANAKO',
      englishLastName: 'YAMADA',
      email: 'hanako@example.com',
      mobileNumber: '090-0000-0000',
      date: '2031-01-01',
      startTime: null,
      endTime: null,
      timeSlot: '10:00-13:00',
      createdAt: '2030-12-01T00:00:00.000Z',
      updatedAt: '2030-12-01T00:00:00.000Z',
    } as BookingRowFieldsFragment;
    const line = bookingsCsv([row]).split('\r\n')[1]!;
    expect(line).toContain(',保留中,未払い,Stripe,');
    expect(line).not.toMatch(/unpaid|PENDING/);
  });
});
