// test-layer: unit (reads schema/ and the tables; starts nothing)
import {
  buildASTSchema,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema, loadTypeDefs } from './graphql/schema.js';
import { tables, wholeTables } from './tables.js';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
/** The gateway's schema, its resolvers wired. */
const served = buildSchema();

const all = [
  ...tables.map((t) => [t.names.type, t, false] as const),
  ...wholeTables.map((t) => [t.names.type, t, true] as const),
];

describe.each(all)('the %s table', (_, table, whole) => {
  const { names } = table;
  const type = schema.getType(names.type);
  const rows = table.columns.map((c) => c.field);

  it('names a type of the schema, and every row is one of its fields', () => {
    expect(isObjectType(type)).toBe(true);
    if (!isObjectType(type)) return;
    const fields = Object.keys(type.getFields());
    const internal = names.internal ?? [];
    expect(rows.filter((r) => !fields.includes(r) && !internal.includes(r))).toEqual([]);
    expect(internal.filter((r) => fields.includes(r) || !rows.includes(r))).toEqual([]);
  });

  it('answers its rows through the resolvers of a record, or by property reads when read whole', () => {
    const servedType = served.getType(names.type);
    if (!isObjectType(servedType)) throw new Error(`${names.type} is not served`);
    const fields = servedType.getFields();
    const internal = names.internal ?? [];
    const resolved = (r: string) => fields[r]?.resolve !== undefined;
    // A record's row never falls to the default property read; a plain value's row always does.
    const wrong = rows.filter((r) => !internal.includes(r) && resolved(r) === whole);
    expect(wrong).toEqual([]);
  });

  it("has a row for each of the type's fields the gateway does not answer itself", () => {
    if (!isObjectType(type)) return;
    const answered = new Set(names.answered ?? []);
    const missing = Object.keys(type.getFields()).filter(
      (f) => !rows.includes(f) && !answered.has(f),
    );
    expect(missing).toEqual([]);
    expect([...answered].filter((f) => rows.includes(f))).toEqual([]);
  });

  it('requires only fields the schema guarantees (non-null)', () => {
    if (!isObjectType(type)) return;
    const fields = type.getFields();
    const required = table.columns
      .filter((c) => c.required && !names.internal?.includes(c.field))
      .map((c) => c.field);
    expect(required.filter((f) => !isNonNullType(fields[f]?.type))).toEqual([]);
  });

  it("writes exactly the input's fields", () => {
    const writable = table.columns.filter((c) => c.writable).map((c) => c.field);
    if (!names.input) {
      expect(writable).toEqual([]);
      return;
    }
    const input = schema.getType(names.input);
    expect(isInputObjectType(input)).toBe(true);
    if (!isInputObjectType(input)) return;
    const inputOnly = names.inputOnly ?? [];
    expect([...writable, ...inputOnly].sort()).toEqual(Object.keys(input.getFields()).sort());
    // The patch input (`…Patch`) the update takes has the same fields.
    const patch = schema.getType(names.input.replace(/Input$/, 'Patch'));
    if (isInputObjectType(patch)) {
      expect(Object.keys(patch.getFields()).sort()).toEqual(writable.sort());
    }
  });

  it("sorts by exactly the sort enum's values", () => {
    const sortable = Object.keys(table.sort);
    if (!names.sort) {
      expect(sortable).toEqual([]);
      return;
    }
    const sort = schema.getType(names.sort);
    expect(isEnumType(sort)).toBe(true);
    if (!isEnumType(sort)) return;
    expect(sortable.sort()).toEqual(
      sort
        .getValues()
        .map((v) => v.name)
        .sort(),
    );
  });
});
