import { describe, expect, it } from 'vitest';
import { calendarDate } from './dates.js';

describe('calendarDate', () => {
  it('takes YYYY-MM-DD as it is and refuses days that do not exist', () => {
    expect(calendarDate('2026-11-22')).toBe('2026-11-22');
    expect(calendarDate(' 2028-02-29 ')).toBe('2028-02-29');
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
      '',
      'tomorrow',
      '2026-11-2',
    ]) {
      expect(calendarDate(bad)).toBeUndefined();
    }
  });

  it('reads an ISO timestamp with a zone as its day in Japan', () => {
    expect(calendarDate('2026-11-21T15:00:00.000Z')).toBe('2026-11-22');
    expect(calendarDate('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
    expect(calendarDate('2026-11-22T14:59:59Z')).toBe('2026-11-22');
    expect(calendarDate('2026-11-22T00:00:00+09:00')).toBe('2026-11-22');
    expect(calendarDate('2026-11-22T25:00:00Z')).toBeUndefined();
  });

  it('gives the date part of a timestamp without a zone', () => {
    expect(calendarDate('2026-11-22T23:30:00')).toBe('2026-11-22');
    expect(calendarDate('2026-02-30T00:00:00')).toBeUndefined();
  });
});
