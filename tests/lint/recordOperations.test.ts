import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, NoUnusedFragmentsRule, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/record-operations.mjs');

// A record type (Thing: one, list, create, update, delete), one without a delete (Note), and a
// type no area declares fields for (Tag).
const SCHEMA = `
interface Page { total: Int! }
input ListQuery { page: Int }
input ThingInput { title: String! }
type Thing { id: ID! title: String! updatedAt: String }
type ThingPage implements Page { total: Int! items: [Thing!]! }
type ThingPayload { message: String! thing: Thing }
type Note { id: ID! text: String! }
type NotePayload { message: String! note: Note }
type Tag { id: ID! }
type DeletePayload { id: ID! message: String! }
type Query {
  thing(id: ID!): Thing
  things(query: ListQuery, kind: String): ThingPage!
  note(id: ID!): Note
  tag(id: ID!): Tag
}
type Mutation {
  createThing(input: ThingInput!): ThingPayload!
  updateThing(id: ID!, input: ThingInput!, expectedUpdatedAt: String, force: Boolean = false): ThingPayload!
  deleteThing(id: ID!): DeletePayload!
  createNote(text: String!): NotePayload!
  updateNote(id: ID!, text: String!): NotePayload!
}
`;

const DOCS = `
fragment PageFields on Page { total }
fragment Deleted on DeletePayload { id message }
fragment ThingFields on Thing { id title updatedAt }
fragment ThingRowFields on Thing { id title }
fragment NoteFields on Note { id text }
`;

let dir: string;
let generated: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'record-operations-'));
  mkdirSync(path.join(dir, 'schema'));
  mkdirSync(path.join(dir, 'docs/area'), { recursive: true });
  writeFileSync(path.join(dir, 'schema/all.graphql'), SCHEMA);
  writeFileSync(path.join(dir, 'docs/area/area.graphql'), DOCS);
  const out = path.join(dir, 'out/records.graphql');
  execFileSync(process.execPath, [
    SCRIPT,
    '--schema',
    `${dir}/schema`,
    '--docs',
    `${dir}/docs`,
    '--out',
    out,
  ]);
  generated = readFileSync(out, 'utf8');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('record operations generated from the schema and the fields fragments', () => {
  it('writes the five standard operations of a record type, valid against the schema', () => {
    const names = parse(generated).definitions.map((d) => ('name' in d ? d.name?.value : ''));
    expect(names).toEqual([
      'Things',
      'Thing',
      'SavedThing',
      'CreateThing',
      'UpdateThing',
      'DeleteThing',
    ]);
    // NoteFields stays unused: Note is no record type.
    const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    const errors = validate(buildSchema(SCHEMA), parse(`${DOCS}\n${generated}`), rules);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("lists rows by the area's row fragment, and passes every argument of each field", () => {
    expect(generated).toContain('query Things($query: ListQuery, $kind: String)');
    expect(generated).toMatch(/items \{\s+\.\.\.ThingRowFields/);
    expect(generated).toContain('$expectedUpdatedAt: String, $force: Boolean');
    expect(generated).toMatch(/fragment SavedThing on ThingPayload \{\s+message\s+thing \{/);
  });

  it('leaves out a type without all five fields, and one no area declares fields for', () => {
    expect(generated).not.toMatch(/Note|Tag/);
  });
});
