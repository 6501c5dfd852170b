import { describe, expect, it } from 'vitest';
import { record } from '../rest/read.js';
import { packageTable } from './table.js';

/** The package's field errors under one REST list (`seasonPrice.*.…`). */
const errorsUnder = (list: string) =>
  Object.fromEntries(
    Object.entries(packageTable.fieldErrors).filter(([rest]) => rest.startsWith(`${list}.`)),
  );

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
    expect(errorsUnder('seasonPrice')).toEqual({
      'seasonPrice.*._id': 'seasonPrices.*.id',
      'seasonPrice.*.weekDayPrice': 'seasonPrices.*.weekdayPrice',
      'seasonPrice.*.weekEndPrice': 'seasonPrices.*.weekendPrice',
      'seasonPrice.*.action': 'seasonPrices.*.delete',
    });
  });
});

describe("a package's add-ons", () => {
  const addOnRow = {
    _id: 'a1',
    title: 'BBQ',
    price: '500',
    minPeople: 1,
    maxPeople: 4,
    type: 2,
    description: 'grill',
    image: '/uploads/bbq.png',
    noOfAddOnPerDay: 3,
  };

  it('reads each entry whole, its image on the gateway origin; a bad one fails the list', () => {
    const [addOn] = packageTable.of({ addOns: [addOnRow] }).get('addOns')!;
    expect(addOn).toMatchObject({ id: 'a1', price: 500, type: 'PEOPLE_BASED', perDayLimit: 3 });
    expect(addOn!.imageUrl).toMatch(/bbq\.png$/);
    const bad = packageTable.of(record({ addOns: [{ ...addOnRow, type: 9 }] }, 'package'));
    expect(() => bad.get('addOns')).toThrow(/package\.addOns\.type has unknown code 9/);
  });

  it('writes each entry with what it gives, and action delete for a deleted one', () => {
    const body = packageTable.body({
      addOns: [
        {
          title: '花火',
          price: 500,
          minPeople: 1,
          maxPeople: 4,
          type: 'PEOPLE_BASED',
          description: null,
          imageUrl: 'https://x/y.png',
          perDayLimit: 2,
        },
        { id: 'a1', delete: true },
      ],
    } as Parameters<typeof packageTable.body>[0]);
    expect(body.addOns).toEqual([
      {
        title: '花火',
        price: 500,
        minPeople: 1,
        maxPeople: 4,
        type: 2,
        image: 'https://x/y.png',
        noOfAddOnPerDay: 2,
      },
      { _id: 'a1', action: 'delete' },
    ]);
  });

  it("names an entry's REST field errors by their GraphQL paths", () => {
    expect(errorsUnder('addOns')).toEqual({
      'addOns.*._id': 'addOns.*.id',
      'addOns.*.image': 'addOns.*.imageUrl',
      'addOns.*.noOfAddOnPerDay': 'addOns.*.perDayLimit',
      'addOns.*.action': 'addOns.*.delete',
    });
  });
});

describe("a package's photos", () => {
  const photosOf = (file: unknown) => packageTable.of(record({ file }, 'package')).get('photos');

  it('reads each record of the list, its URL on the gateway origin; none when absent', () => {
    expect(packageTable.of({}).get('photos')).toEqual([]);
    expect(
      photosOf([
        { fileName: 'seed/a.jpg', photo: 'https://up.example/api/v1/files/seed/a.jpg?v=2' },
        null,
        { fileName: 12, photo: 'https://cdn.example/b.jpg', extra: true },
      ]),
    ).toEqual([
      { fileName: 'seed/a.jpg', url: '/api/v1/files/seed/a.jpg?v=2' },
      { fileName: '12', url: 'https://cdn.example/b.jpg' },
    ]);
  });

  it('fails the list on an unreadable photo, naming its first bad field', () => {
    expect(() => photosOf([{ fileName: 'a', photo: 'b' }, { photo: {} }])).toThrow(
      'unexpected upstream shape: package.file.fileName is not a string',
    );
    expect(() => photosOf([{ fileName: 'a', photo: '' }, { fileName: 'b' }])).toThrow(
      'unexpected upstream shape: package.file.photo is not a string',
    );
    expect(() => photosOf('a.jpg')).toThrow(
      'unexpected upstream shape: package.file is not a list',
    );
  });

  it('writes each photo whole, its url as photo; no list, no key', () => {
    const body = packageTable.body({
      photos: [
        { url: '/api/v1/files/a.jpg', fileName: 'a.jpg' },
        { fileName: '', url: '' },
      ],
    } as Parameters<typeof packageTable.body>[0]);
    expect(body.file).toEqual([
      { fileName: 'a.jpg', photo: '/api/v1/files/a.jpg' },
      { fileName: '', photo: '' },
    ]);
    expect(Object.keys((body.file as object[])[0]!)).toEqual(['fileName', 'photo']);
    const unsent = [{ photos: null }, {}] as Parameters<typeof packageTable.body>[0][];
    expect(unsent.map((input) => 'file' in packageTable.body(input))).toEqual([false, false]);
  });

  it("names a photo's REST field errors by their GraphQL paths", () => {
    expect(errorsUnder('file')).toEqual({ 'file.*.photo': 'photos.*.url' });
    expect(packageTable.fieldErrors.file).toBe('photos');
  });
});
