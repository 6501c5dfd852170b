import { describe, expect, it } from 'vitest';
import { isIsoDay, shiftDay, todayInJapan } from './businessDay';

describe('board date', () => {
  it('is today in Japan, not in UTC', () => {
    // 2026-11-23 20:30 UTC is already 2026-11-24 05:30 in Tokyo.
    expect(todayInJapan(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-24');
    expect(todayInJapan(new Date('2026-11-23T14:59:00Z'))).toBe('2026-11-23');
    // Japan's midnight is 15:00 UTC, all year (no daylight saving), and across a year's end.
    expect(todayInJapan(new Date('2026-07-01T15:00:00Z'))).toBe('2026-07-02');
    expect(todayInJapan(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
  it('accepts only real days', () => {
    expect(isIsoDay('2026-11-23')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026/11/23')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
  it('moves by days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
