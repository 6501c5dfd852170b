import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  monthWeeks,
  monthsBetween,
  seasonOfDay,
  toggleDay,
  togglePick,
  type SlotPick,
} from './calendar';

const pick = (date: string, slotIndex: number): SlotPick => ({
  date,
  slotIndex,
  startTime: '',
  endTime: '',
});

describe('availability calendar', () => {
  it('lists the days and months of a range', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysBetween('2026-12-02', '2026-11-29')).toEqual([]);
    expect(monthsBetween('2026-11-29', '2027-01-02')).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)!.filter(Boolean).at(-1)).toBe('2026-11-30');
  });

  it("prefers the package's priced season, else an active one", () => {
    const seasons = [
      { id: 'a', status: 'ACTIVE', startDate: '2026-01-01', endDate: '2026-12-31', timeSlots: [] },
      { id: 'b', status: 'ACTIVE', startDate: '2026-11-01', endDate: '2026-11-30', timeSlots: [] },
      {
        id: 'c',
        status: 'INACTIVE',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        timeSlots: [],
      },
    ];
    expect(seasonOfDay('2026-11-10', seasons, new Set(['b']))?.id).toBe('b');
    expect(seasonOfDay('2026-11-10', seasons, new Set())?.id).toBe('a');
    expect(seasonOfDay('2026-06-10', seasons, new Set(['c']))?.id).toBe('c');
    expect(seasonOfDay('2027-01-10', seasons, new Set())).toBeUndefined();
  });

  it('adds a pick, and removes it when chosen again', () => {
    const once = togglePick([], pick('2026-11-02', 1));
    const twice = togglePick(once, pick('2026-11-01', 0));
    expect(twice.map((p) => `${p.date}/${p.slotIndex}`)).toEqual(['2026-11-01/0', '2026-11-02/1']);
    expect(togglePick(twice, pick('2026-11-02', 1))).toEqual([pick('2026-11-01', 0)]);
  });

  it('picks a whole day, or clears it when it was all picked', () => {
    const day = [pick('2026-11-01', 0), pick('2026-11-01', 1)];
    const some = [pick('2026-11-01', 1), pick('2026-11-03', 0)];
    const all = toggleDay(some, day);
    expect(all).toHaveLength(3);
    expect(toggleDay(all, day)).toEqual([pick('2026-11-03', 0)]);
  });
});
