import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, rememberRecent, RECENT_KEY, type RecentRecord } from './recentRecords';

const rec = (n: number): RecentRecord => ({
  kind: 'BOOKING',
  id: `b${n}`,
  title: `BK-${n}`,
  detail: null,
});

describe('recent records', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last ten opened, newest first, each once', () => {
    for (let n = 1; n <= 12; n++) rememberRecent(rec(n));
    rememberRecent(rec(5));
    const recent = readRecent();
    expect(recent).toHaveLength(10);
    expect(recent.map((r) => r.id)).toEqual([
      'b5',
      'b12',
      'b11',
      'b10',
      'b9',
      'b8',
      'b7',
      'b6',
      'b4',
      'b3',
    ]);
  });

  it('reads damaged storage as none', () => {
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, JSON.stringify([{ kind: 'NOPE', id: 1 }, rec(1)]));
    expect(readRecent()).toEqual([rec(1)]);
  });
});
