import { describe, expect, it } from 'vitest';
import { code, date, id, int0, mapped, optDateTime } from './codecs.js';
import { enumCodec, ShapeError } from './read.js';
import { fieldValue, readingOf, RestRecord, table, wholeTable, type Rows } from './table.js';

type Kind = 'SMALL' | 'LARGE';
interface Thing {
  __typename?: 'Thing';
  id: string;
  title: string;
  price: number;
  kind: Kind;
  day: string;
  at?: string | null;
  history: string[];
}
interface ThingInput {
  title: string;
  price?: number | null;
  kind?: Kind | null;
  day: string;
}

let titleReads = 0;
const thingRows: Rows<Thing, ThingInput, 'history'> = {
  id: { rest: '_id', codec: id },
  title: {
    rest: 'name',
    codec: mapped((r, k) => (titleReads++, r.str(k))),
    required: true,
    writable: true,
    sortable: true,
  },
  price: { rest: 'thingPrice', codec: int0, writable: true, sortable: 'cost' },
  kind: {
    rest: 'kindCode',
    codec: code(enumCodec<Kind>({ SMALL: 1, LARGE: 2 }), 'SMALL'),
    writable: true,
  },
  day: { rest: 'startDate', codec: date, required: true, writable: true, alsoWritten: ['day'] },
  at: { rest: 'createdAt', codec: optDateTime },
};
const things = table<Thing, ThingInput, 'title' | 'cost', 'history'>(
  { what: 'thing', type: 'Thing', answered: ['history'] },
  thingRows,
);
const good = {
  _id: { $oid: 't1' },
  name: 'T',
  thingPrice: '3000',
  kindCode: 2,
  startDate: '2026-07-01',
};
const resolve = <K extends keyof typeof things.resolvers>(row: RestRecord<Thing>, field: K) =>
  things.resolvers[field]!(row);

describe('a table', () => {
  it('reads each field through its codec, under its REST name', () => {
    const row = things.of(good);
    expect(row.get('id')).toBe('t1');
    expect(resolve(row, 'title')).toBe('T');
    expect(resolve(row, 'price')).toBe(3000);
    expect(resolve(row, 'kind')).toBe('LARGE');
    expect(resolve(row, 'day')).toBe('2026-07-01');
    expect(resolve(row, 'at')).toBeNull();
  });

  it('throws an unreadable field in its own resolver; the others still read', () => {
    const row = things.of({ ...good, kindCode: 9, thingPrice: 'many' });
    expect(() => resolve(row, 'kind')).toThrow(ShapeError);
    expect(() => row.get('price')).toThrow(/thing.thingPrice is not a number/);
    expect(resolve(row, 'title')).toBe('T');
    expect(row.broken()).toBeUndefined();
  });

  it('reads a field once per record, the page check and the resolver alike', () => {
    titleReads = 0;
    const row = things.of({ ...good, name: 7 });
    expect(row.broken()).toBeUndefined();
    expect(resolve(row, 'title')).toBe('7');
    expect(row.get('title')).toBe('7');
    expect(titleReads).toBe(1);
    const bad = things.of({ ...good, name: [] });
    expect(bad.broken()?.message).toMatch(/thing.name is not a string/);
    expect(() => resolve(bad, 'title')).toThrow(ShapeError);
    expect(titleReads).toBe(2);
  });

  it('checks the required fields, id first, or only those selected', () => {
    expect(things.of({ ...good, _id: '', startDate: 'x' }).broken()?.message).toMatch(/_id/);
    const noDay = things.of({ ...good, startDate: 'x' });
    expect(noDay.broken()?.message).toMatch(/startDate/);
    expect(noDay.broken(new Set(['id', 'title']))).toBeUndefined();
  });

  it('reads a value that is not a record as an empty one', () => {
    for (const raw of [null, 'x', 3, [good]]) {
      const row = things.of(raw);
      expect(() => row.get('id')).toThrow(ShapeError);
      expect(row.get('price')).toBe(0);
    }
  });

  it('fails a nested list whose element lacks a required field', () => {
    const parent = things.of({ ...good, children: [good, { ...good, name: null }] });
    expect(() => things.elements(parent.rec.recs('children'))).toThrow(/children.name/);
    expect(things.elements(parent.rec.recs('missing'))).toEqual([]);
  });

  it('reads a value whole into a plain value: the first unreadable field fails it all', () => {
    expect(things.readWhole(good)).toEqual({
      id: 't1',
      title: 'T',
      price: 3000,
      kind: 'LARGE',
      day: '2026-07-01',
      at: null,
    });
    expect(() => things.readWhole({ ...good, name: null, startDate: 'x' })).toThrow(
      /thing\.name is not a string/,
    );
    expect(() => things.readWhole([good])).toThrow(/thing is not an object/);
    const parent = things.of({ ...good, child: { ...good, thingPrice: 'x' } });
    expect(() => things.readWhole(parent.rec.rec('child'))).toThrow(/thing\.child\.thingPrice/);
  });

  it("reads another type of the same REST shape by some of a table's rows, not their writes", () => {
    const brief = wholeTable<Pick<Thing, 'id' | 'title'>>(
      { what: 'brief', type: 'Brief' },
      readingOf(thingRows, ['id', 'title']),
    );
    expect(brief.readWhole(good)).toEqual({ id: 't1', title: 'T' });
    expect(brief.columns.map((c) => [c.field, c.rest, c.writable, c.sortable])).toEqual([
      ['id', '_id', undefined, undefined],
      ['title', 'name', undefined, undefined],
    ]);
    expect(brief.sort).toEqual({});
  });

  it('makes the write body, the field-error map and the sort map from the same rows', () => {
    expect(things.body({ title: 'T', day: '2026-07-01' })).toEqual({
      name: 'T',
      thingPrice: 0,
      kindCode: 1,
      startDate: '2026-07-01',
      day: '2026-07-01',
    });
    expect(things.fieldErrors).toEqual({
      name: 'title',
      thingPrice: 'price',
      kindCode: 'kind',
      startDate: 'day',
    });
    expect(things.sort).toEqual({ title: 'name', cost: 'thingPrice' });
  });

  it("names a list's filters by the fields' REST names, written as the fields are", () => {
    expect(things.filterQuery({ kind: 'LARGE', title: 'T', day: '2026-07-01' })).toEqual({
      kindCode: 2,
      name: 'T',
      startDate: '2026-07-01',
    });
    // No value is no filter, though the codec writes a fallback (SMALL) or 0 for none.
    const none = things.filterQuery({ kind: null, price: undefined });
    expect(Object.entries(none)).toEqual([
      ['kindCode', undefined],
      ['thingPrice', undefined],
    ]);
    expect(() => things.filterQuery({ history: [] })).toThrow(/Thing\.history is not in its table/);
  });

  it('answers generic readers by GraphQL name, and nothing for a field not in the table', () => {
    const row = things.of(good);
    expect(fieldValue(row, 'kind')).toBe('LARGE');
    expect(fieldValue(row, 'history')).toBeUndefined();
    expect(fieldValue({ kind: 'SMALL' }, 'kind')).toBe('SMALL');
  });
});
