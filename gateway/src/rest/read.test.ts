import { describe, expect, it } from 'vitest';
import { instantOf, japanDateOf, Rec, ShapeError } from './read.js';
import { bool, date, id, mapped, optDateTime, optInt, str } from './codecs.js';
import { table } from './table.js';

const rec = (raw: Record<string, unknown>) => new Rec(raw, 'thing');

describe('Rec: values as a loosely written server sends them', () => {
  it.each([
    ['a string id', { _id: 'abc' }, 'abc'],
    ['a numeric id', { _id: 42 }, '42'],
    ['a MongoDB $oid', { _id: { $oid: '65f0c0ffee' } }, '65f0c0ffee'],
  ])('id: %s', (_, raw, id) => expect(rec(raw).id()).toBe(id));

  it.each([
    [3000, 3000],
    ['3000', 3000],
    [' 12.5 ', 12.5],
    [{ $numberInt: '7' }, 7],
  ])('num(%j) = %j', (v, n) => expect(rec({ v }).num('v')).toBe(n));

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['active', true],
    ['yes', true],
    [false, false],
    [0, false],
    [2, false],
    ['2', false],
    ['false', false],
    ['inactive', false],
  ])('bool(%j) = %j', (v, b) => expect(rec({ v }).bool('v')).toBe(b));

  it.each([
    ['2026-06-30', '2026-06-30'],
    ['2026-06-30T15:00:00Z', '2026-07-01'],
    ['2026-06-30T14:59:59.999Z', '2026-06-30'],
    ['2026-06-30T00:00:00.000Z', '2026-06-30'],
    ['2026-06-30T23:30:00', '2026-06-30'],
    ['2026-07-01T00:00:00+09:00', '2026-07-01'],
    [Date.parse('2026-06-30T15:00:00Z'), '2026-07-01'],
    [String(Date.parse('2026-06-30T15:00:00Z')), '2026-07-01'],
    [{ $date: '2026-06-30T15:00:00Z' }, '2026-07-01'],
    [{ $date: { $numberLong: String(Date.parse('2026-06-30T15:00:00Z')) } }, '2026-07-01'],
  ])('date(%j) = %s (the day in Japan)', (v, d) => expect(rec({ v }).date('v')).toBe(d));

  it.each([
    ['2026-06-30T10:00:00', '2026-06-30T01:00:00.000Z'],
    ['2026-06-30 10:00', '2026-06-30T01:00:00.000Z'],
    ['2026-06-30T10:00:00Z', '2026-06-30T10:00:00.000Z'],
    ['2026-06-30T10:00:00+0900', '2026-06-30T01:00:00.000Z'],
    [1782810000000, new Date(1782810000000).toISOString()],
    ['1782810000000', new Date(1782810000000).toISOString()],
    [{ $date: '2026-06-30T10:00:00.000Z' }, '2026-06-30T10:00:00.000Z'],
  ])('dateTime(%j) = %s (no zone is Japan time)', (v, t) =>
    expect(rec({ v }).dateTime('v')).toBe(t),
  );

  it.each([['2026-13-45'], ['2027-02-30'], ['tomorrow'], [true], [{}]])(
    'date(%j) is refused',
    (v) => expect(() => rec({ v }).date('v')).toThrow(ShapeError),
  );

  it('instants and days of odd values are undefined, never a throw', () => {
    for (const v of [null, undefined, '', 'x', NaN, [], {}, true]) {
      expect(instantOf(v)).toBeUndefined();
      expect(japanDateOf(v)).toBeUndefined();
    }
  });
});

/** A small seeded random generator (mulberry32): the same records on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('table records: random records with fields removed or retyped', () => {
  interface Thing {
    id: string;
    title: string;
    price: number | null;
    active: boolean;
    day: string;
    at: string | null;
    tags: string[];
  }
  const things = table<Thing>(
    { what: 'thing', type: 'Thing' },
    {
      id: { rest: '_id', codec: id },
      title: { rest: 'title', codec: str },
      price: { rest: 'price', codec: optInt },
      active: { rest: 'active', codec: bool },
      day: { rest: 'day', codec: date },
      at: { rest: 'at', codec: optDateTime },
      tags: { rest: 'tags', codec: mapped((r, k) => r.list(k).map(String)) },
    },
  );
  const FIELDS = ['id', 'title', 'price', 'active', 'day', 'at', 'tags'] as const;
  const good = {
    _id: 'x1',
    title: 'T',
    price: 3000,
    active: 1,
    day: '2026-07-01',
    at: '2026-07-01T00:00:00.000Z',
    tags: ['a'],
  };
  const odd: unknown[] = [
    null,
    undefined,
    '',
    'x',
    0,
    -1,
    1.5,
    NaN,
    true,
    false,
    [],
    [1],
    {},
    { $oid: 1 },
    '2026-99-99',
  ];

  it('a field that cannot be read throws ShapeError alone; the good ones still read', () => {
    const next = random(20261123);
    const expected = things.of(good);
    for (let run = 0; run < 2000; run++) {
      const raw: Record<string, unknown> = { ...good };
      const changed = new Set<string>();
      for (const key of Object.keys(good)) {
        const roll = next();
        if (roll < 0.15) {
          raw[key] = undefined;
          changed.add(key);
        } else if (roll < 0.35) {
          raw[key] = odd[Math.floor(next() * odd.length)];
          changed.add(key);
        }
      }
      const thing = things.of(raw);
      const keyOf: Record<string, string> = { id: '_id' };
      for (const field of FIELDS) {
        const key = keyOf[field] ?? field;
        let value: unknown;
        try {
          value = thing.get(field);
        } catch (e) {
          expect(e).toBeInstanceOf(ShapeError);
          expect(changed.has(key)).toBe(true);
          continue;
        }
        if (!changed.has(key)) expect(value).toEqual(expected.get(field));
      }
    }
  });

  it('a value that is not a record at all fails every field but those with defaults', () => {
    for (const raw of [null, 'x', 3, [good]]) {
      const thing = things.of(raw);
      expect(() => thing.get('id')).toThrow(ShapeError);
      expect(thing.get('price')).toBeNull();
    }
  });
});
