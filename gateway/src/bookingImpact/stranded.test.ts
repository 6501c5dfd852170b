import { describe, expect, it } from 'vitest';
import { bookingTable } from '../bookings/table.js';
import { impactOf, removedPairs, removedTimeSlots } from './stranded.js';
import { todayInJapan } from './today.js';

const booking = (id: string, date: string, startTime: string) =>
  bookingTable.of({ _id: id, bookingId: id, date, startTime, timeSlot: '' });

describe('stranded', () => {
  it('today is the day in Japan: 23:30 UTC is already the next day there', () => {
    expect(todayInJapan(new Date('2026-11-23T14:59:00Z'))).toBe('2026-11-23');
    expect(todayInJapan(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24');
  });

  it('a season slot kept with the same times is not removed, whatever its order or id', () => {
    const stored = [
      { id: 'a', startTime: '10:00', endTime: '13:00' },
      { id: 'b', startTime: '14:00', endTime: '17:00' },
    ];
    expect(removedTimeSlots(stored, [{ startTime: '14:00', endTime: '17:00' }])).toEqual([
      stored[0],
    ]);
    expect(removedTimeSlots(stored, [{ startTime: '14:00', endTime: '16:00' }])).toHaveLength(2);
  });

  it('an availability pair is removed only on days still covered and only when a selection is sent', () => {
    const stored = [
      { slotIndex: 0, date: '2030-01-01' },
      { slotIndex: 1, date: '2030-01-01' },
      { slotIndex: 0, date: '2030-01-05' },
    ];
    const range = { startDate: '2030-01-01', endDate: '2030-01-03' };
    expect(removedPairs(stored, undefined, range)).toEqual([]);
    expect(removedPairs(stored, [{ slotIndex: 1, date: '2030-01-01' }], range)).toEqual([
      stored[0],
    ]);
  });

  it('counts all and lists the first by day, then slot', () => {
    const rows = [
      booking('c', '2030-01-02', '10:00'),
      booking('b', '2030-01-01', '14:00'),
      booking('a', '2030-01-01', '10:00'),
    ];
    const got = impactOf(rows, 2);
    expect(got.count).toBe(3);
    expect(got.bookings.map((b) => b.get('id'))).toEqual(['a', 'b']);
  });
});
