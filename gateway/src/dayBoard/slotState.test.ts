import { describe, expect, it } from 'vitest';
import { slotState } from './compose.js';

describe('slotState', () => {
  it('says OVERBOOKED when more is held than the inventory, FULL only when exactly all', () => {
    expect(slotState(4, 5, false)).toBe('OVERBOOKED');
    expect(slotState(4, 4, false)).toBe('FULL');
    expect(slotState(5, 4, false)).toBe('NEARLY_FULL');
    expect(slotState(10, 1, false)).toBe('OPEN');
    expect(slotState(4, 5, true)).toBe('HOLIDAY');
  });
});
