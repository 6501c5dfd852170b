import { describe, expect, it } from 'vitest';
import { runsOf } from './dateRuns.js';
import { seasonOfDay, slotsKey, type SeasonDays } from './seasonOfDay.js';

const season = (id: string | null, startDate: string, endDate: string, active = true) =>
  ({
    id,
    active,
    startDate,
    endDate,
    timeSlots: [{ startTime: '10:00', endTime: id ?? 'new' }],
  }) satisfies SeasonDays;

const winter = season('w', '2027-01-01', '2027-03-31');
const late = season('l', '2027-02-01', '2027-04-30');
const sameStart = season('a', '2027-02-01', '2027-02-10');

describe('seasonOfDay (the reference api’s reading)', () => {
  it('takes the first priced season that is active and covers the day', () => {
    const prices = [{ seasonId: 'x' }, { seasonId: 'w' }, { seasonId: 'l' }];
    expect(seasonOfDay(prices, '2027-02-15', [winter, late])?.id).toBe('w');
    expect(seasonOfDay(prices, '2027-04-15', [winter, late])?.id).toBe('l');
  });

  it('else the active season covering the day that started last, on the same start the lower id', () => {
    expect(seasonOfDay([], '2027-02-15', [winter, late])?.id).toBe('l');
    expect(seasonOfDay(null, '2027-01-15', [winter, late])?.id).toBe('w');
    expect(seasonOfDay([], '2027-02-05', [late, sameStart])?.id).toBe('a');
    expect(seasonOfDay([], '2027-02-15', [winter, { ...late, active: false }])?.id).toBe('w');
    expect(seasonOfDay([{ seasonId: 'w' }], '2027-12-01', [winter, late])).toBeNull();
  });

  it('a new season (no id yet) wins a tie of first days', () => {
    const fresh = season(null, '2027-02-01', '2027-02-05');
    expect(seasonOfDay([], '2027-02-03', [sameStart, fresh])?.id).toBeNull();
    expect(slotsKey(seasonOfDay([], '2027-02-03', [sameStart, fresh]))).toBe('10:00-new');
  });
});

describe('runsOf', () => {
  it('joins consecutive days, across a month end', () => {
    expect(runsOf(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-03'])).toEqual([
      { startDate: '2027-01-30', endDate: '2027-02-01' },
      { startDate: '2027-02-03', endDate: '2027-02-03' },
    ]);
  });
});
