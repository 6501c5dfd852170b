import { describe, expect, it } from 'vitest';
import { checkDate, checkDateTime, checkTime, scalars } from './scalars.js';

describe('Date', () => {
  it.each([
    ['2027-02-28', true],
    ['2027-02-29', false],
    ['2028-02-29', true], // leap year
    ['2100-02-29', false], // a century is not a leap year…
    ['2000-02-29', true], // …unless divisible by 400
    ['2027-04-30', true],
    ['2027-04-31', false],
    ['2027-12-31', true],
    ['2027-13-01', false],
    ['2027-00-10', false],
    ['2027-01-00', false],
    ['2027-1-01', false],
    ['2027/01/01', false],
    ['2027-01-01T00:00:00Z', false],
  ])('%s is a date: %s', (value, ok) => {
    expect(checkDate(value)).toBe(ok ? value : null);
  });
});

describe('DateTime', () => {
  it.each([
    ['2027-01-01T09:30:00.000Z', '2027-01-01T09:30:00.000Z'],
    ['2027-01-01T18:30:00+09:00', '2027-01-01T09:30:00.000Z'],
    ['2027-01-01T09:30Z', '2027-01-01T09:30:00.000Z'],
    ['2027-01-01 09:30:00', null],
    ['2027-02-30T09:30:00Z', null],
  ])('%s → %s', (value, expected) => {
    expect(checkDateTime(value)).toBe(expected);
  });
});

describe('Time', () => {
  it.each([
    ['09:30', '09:30'],
    ['23:59:59', '23:59'],
    ['24:00', null],
    ['9:30', null],
  ])('%s → %s', (value, expected) => {
    expect(checkTime(value)).toBe(expected);
  });
});

describe('Time on the way out', () => {
  it('passes HH:mm as it is, cuts seconds, refuses what is no time of day', () => {
    expect(scalars.Time.serialize('09:30')).toBe('09:30');
    expect(scalars.Time.serialize('23:59:59')).toBe('23:59');
    expect(() => scalars.Time.serialize('24:00')).toThrow('Time value from upstream is invalid');
    expect(() => scalars.Time.serialize('9:30')).toThrow('Time value from upstream is invalid');
  });
});
