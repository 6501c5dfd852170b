import { describe, expect, it } from 'vitest';
import { groupDigits, yenText } from './numbers';

const VALUES = [
  0, 1, 12, 999, 1000, 12345, 999999, 1000000, 1234567890, -1, -1000, -98765, 2.4, 2.5,
];

describe('numbers without Intl', () => {
  it.each(VALUES)('groups %d as ja-JP does', (n) => {
    expect(groupDigits(n)).toBe(Math.round(n).toLocaleString('ja-JP'));
  });
  it.each(VALUES)('writes %d yen as the ja-JP JPY currency format', (n) => {
    const intl = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    expect(yenText(n)).toBe(intl.format(Math.round(n)));
  });
  it('leaves non-finite values as they are', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
  });
});
