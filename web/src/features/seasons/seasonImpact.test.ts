import { describe, expect, it } from 'vitest';
import type { SeasonFieldsFragment } from '../../__generated__/graphql';
import { seasonImpact } from './seasonImpact';
import { seasonToValues } from './seasonSchema';

const saved: SeasonFieldsFragment = {
  id: 's1',
  title: '通常シーズン',
  status: 'ACTIVE',
  startDate: '2030-01-01',
  endDate: '2030-03-31',
  timeSlots: [
    { id: 't1', startTime: '10:00', endTime: '13:00' },
    { id: 't2', startTime: '14:00', endTime: '17:00' },
  ],
  createdAt: null,
  updatedAt: null,
};

describe('seasonImpact', () => {
  it('asks nothing for a title edit, or slots only reordered', () => {
    const values = seasonToValues(saved);
    expect(seasonImpact({ ...values, title: '新' }, saved)).toBeNull();
    expect(
      seasonImpact({ ...values, timeSlots: [...values.timeSlots].reverse() }, saved),
    ).toBeNull();
  });

  it('asks when the days or the slots change, with the season after the change', () => {
    const values = seasonToValues(saved);
    expect(seasonImpact({ ...values, endDate: '2030-02-28' }, saved)).toEqual({
      season: {
        id: 's1',
        startDate: '2030-01-01',
        endDate: '2030-02-28',
        timeSlots: [
          { startTime: '10:00', endTime: '13:00' },
          { startTime: '14:00', endTime: '17:00' },
        ],
        status: 'ACTIVE',
      },
    });
    const moved = values.timeSlots.map((s, i) => (i === 1 ? { ...s, endTime: '16:00' } : s));
    expect(seasonImpact({ ...values, timeSlots: moved }, saved)?.season?.timeSlots[1]).toEqual({
      startTime: '14:00',
      endTime: '16:00',
    });
  });

  it('asks for a status change (an inactive season gives no package its slots) and a new season', () => {
    const values = seasonToValues(saved);
    expect(seasonImpact({ ...values, active: false }, saved)?.season?.status).toBe('INACTIVE');
    expect(seasonImpact(values)).toEqual({
      season: {
        startDate: '2030-01-01',
        endDate: '2030-03-31',
        timeSlots: [
          { startTime: '10:00', endTime: '13:00' },
          { startTime: '14:00', endTime: '17:00' },
        ],
        status: 'ACTIVE',
      },
    });
    expect(seasonImpact({ ...values, endDate: '2029-12-31' })).toBeNull();
  });
});
