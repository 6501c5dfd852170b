import { describe, expect, it } from 'vitest';
import { record } from '../rest/read.js';
import { packageTable } from './table.js';

const priceRow = {
  _id: { $oid: 'p1' },
  seasonId: 's1',
  seasonTitle: '夏',
  weekDayPrice: '1000',
  weekEndPrice: 1200,
  dogExtraPrice: 300,
  peopleExtraPrice: 400,
  childrenExtraPrice: 200,
};

describe("a package's season prices", () => {
  it('reads each entry whole; a list row has none', () => {
    expect(packageTable.of({ seasonPrice: [priceRow] }).get('seasonPrices')).toEqual([
      {
        id: 'p1',
        seasonId: 's1',
        seasonTitle: '夏',
        weekdayPrice: 1000,
        weekendPrice: 1200,
        dogExtraPrice: 300,
        peopleExtraPrice: 400,
        childrenExtraPrice: 200,
      },
    ]);
    expect(packageTable.of({}).get('seasonPrices')).toBeNull();
  });

  it('fails the whole list when an entry cannot be read', () => {
    const row = packageTable.of(
      record({ seasonPrice: [priceRow, { ...priceRow, weekEndPrice: 'x' }] }, 'package'),
    );
    expect(() => row.get('seasonPrices')).toThrow(
      /package\.seasonPrice\.weekEndPrice is not a number/,
    );
  });

  it('writes each entry with what it gives, and action delete for a deleted one', () => {
    const body = packageTable.body({
      seasonPrices: [
        { id: 'p1', weekdayPrice: 900, weekendPrice: null, delete: false },
        { seasonId: 's2', weekdayPrice: 0, dogExtraPrice: 1, peopleExtraPrice: 2 },
        { id: 'p3', delete: true },
        { id: '', seasonId: '', childrenExtraPrice: 3 },
      ],
    } as Parameters<typeof packageTable.body>[0]);
    expect(body.seasonPrice).toEqual([
      { _id: 'p1', weekDayPrice: 900 },
      { seasonId: 's2', weekDayPrice: 0, dogExtraPrice: 1, peopleExtraPrice: 2 },
      { _id: 'p3', action: 'delete' },
      { childrenExtraPrice: 3 },
    ]);
    expect(Object.keys((body.seasonPrice as object[])[1]!)).toEqual([
      'seasonId',
      'weekDayPrice',
      'dogExtraPrice',
      'peopleExtraPrice',
    ]);
  });

  it("names an entry's REST field errors by their GraphQL paths", () => {
    expect(
      Object.entries(packageTable.fieldErrors).filter(([rest]) => rest.startsWith('seasonPrice.')),
    ).toEqual(
      Object.entries({
        'seasonPrice.*._id': 'seasonPrices.*.id',
        'seasonPrice.*.weekDayPrice': 'seasonPrices.*.weekdayPrice',
        'seasonPrice.*.weekEndPrice': 'seasonPrices.*.weekendPrice',
        'seasonPrice.*.action': 'seasonPrices.*.delete',
      }),
    );
  });
});
