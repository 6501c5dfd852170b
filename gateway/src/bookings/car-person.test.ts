import { describe, expect, it } from 'vitest';
import { record } from '../rest/read.js';
import { bookingTable } from './table.js';

const carPersonOf = (fields: Record<string, unknown>) =>
  bookingTable.of(record(fields, 'booking')).get('carPerson');

describe("a booking's car person", () => {
  it('reads its four parts from the booking record, "" when absent', () => {
    expect(
      carPersonOf({
        carPersonFirstName: '太郎',
        carPersonLastName: '山田',
        carPersonMobileNumber: 9012345678,
        carNumber: '品川 300 あ 12-34',
      }),
    ).toEqual({
      firstName: '太郎',
      lastName: '山田',
      mobileNumber: '9012345678',
      carNumber: '品川 300 あ 12-34',
    });
    expect(carPersonOf({ carPersonFirstName: null })).toEqual({
      firstName: '',
      lastName: '',
      mobileNumber: '',
      carNumber: '',
    });
  });

  it('fails on its first unreadable part, named under the booking', () => {
    expect(() => carPersonOf({ carPersonLastName: {}, carNumber: [] })).toThrow(
      'unexpected upstream shape: booking.carPersonLastName is not a string',
    );
    expect(() => carPersonOf({ carNumber: true })).toThrow(
      'unexpected upstream shape: booking.carNumber is not a string',
    );
  });
});
