import { describe, expect, it } from 'vitest';
import { revenueTicks } from './revenueTicks';

describe('revenueTicks', () => {
  it('steps by a round amount up to the highest revenue', () => {
    expect(revenueTicks(30_300)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(revenueTicks(2_257_100)).toEqual([0, 1_000_000, 2_000_000]);
    expect(revenueTicks(4_400)).toEqual([0, 2_000, 4_000]);
  });

  it('never steps by less than one yen, and is 0 alone without revenue', () => {
    expect(revenueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(revenueTicks(0)).toEqual([0]);
  });
});
