import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatYen } from './format';

describe('ja-JP formatting', () => {
  it('formats dates with the Japanese weekday', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21(土)');
    expect(formatDate('')).toBe('');
  });
  it('formats date-times', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('2026-11-21T09:30:00')).toBe('2026/11/21 09:30');
  });
  it('formats yen with the ja-JP currency sign and separators', () => {
    expect(formatYen(12345)).toMatch(/^[￥¥]12,345$/);
    expect(formatYen(null)).toBe('');
  });
});
