import { describe, expect, it } from 'vitest';
import { record } from '../rest/read.js';
import { figuresTable, graphTable, monthsTable } from './table.js';

const pointsOf = (series: unknown) =>
  graphTable.of(record({ startDate: '2027-08-01', endDate: '2027-08-02', series }, 'graph'));
const monthsOf = (months: unknown) =>
  monthsTable.of(record({ startDate: '2027-08-01', endDate: '2027-09-30', months }, 'months'));

describe("the dashboard's booking counts and revenue", () => {
  it("reads the figures' count and total, 0 when absent", () => {
    const figures = figuresTable.of(record({ count: '12', totalPrice: 34000.4 }, 'dashboard'));
    expect([figures.get('bookingCount'), figures.get('totalPrice')]).toEqual([12, 34000]);
    const none = figuresTable.of({});
    expect([none.get('bookingCount'), none.get('totalPrice')]).toEqual([0, 0]);
    const odd = figuresTable.of(record({ count: 'many' }, 'dashboard'));
    expect(() => odd.get('bookingCount')).toThrow(
      'unexpected upstream shape: dashboard.count is not a number',
    );
  });

  it("reads each point of the graph's series, none when absent", () => {
    expect(graphTable.of({}).get('points')).toEqual([]);
    expect(
      pointsOf([
        { date: '2027-08-01', count: 2, totalPrice: '9000' },
        'x',
        { date: { $date: 1817650800000 }, count: '0', totalPrice: 0 },
      ]).get('points'),
    ).toEqual([
      { date: '2027-08-01', bookingCount: 2, totalPrice: 9000 },
      { date: '2027-08-08', bookingCount: 0, totalPrice: 0 },
    ]);
  });

  it('fails the series on a point whose date, count or total cannot be read', () => {
    expect(() => pointsOf([{ date: 'x', count: 'y' }]).get('points')).toThrow(
      'unexpected upstream shape: graph.series.date is not a date',
    );
    expect(() => pointsOf([{ date: '2027-08-01', totalPrice: 1 }]).get('points')).toThrow(
      'unexpected upstream shape: graph.series.count is not a number',
    );
    expect(() => pointsOf([{ date: '2027-08-01', count: 1 }]).get('points')).toThrow(
      'unexpected upstream shape: graph.series.totalPrice is not a number',
    );
  });

  it('reads each month, none when absent; an unreadable one fails the months', () => {
    expect(monthsTable.of({}).get('months')).toEqual([]);
    expect(monthsOf([{ month: '2027-08', count: 3, totalPrice: 12000 }]).get('months')).toEqual([
      { month: '2027-08', bookingCount: 3, totalPrice: 12000 },
    ]);
    expect(() => monthsOf([{ month: 202708, count: 'x' }]).get('months')).toThrow(
      'unexpected upstream shape: months.months.count is not a number',
    );
    expect(() => monthsOf([{ count: 1, totalPrice: 1 }]).get('months')).toThrow(
      'unexpected upstream shape: months.months.month is not a string',
    );
  });
});
