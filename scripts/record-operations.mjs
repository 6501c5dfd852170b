// Writes web/src/__generated__/records.graphql: the standard operations of every record type the
// web admin edits, derived from the schema the way react-admin's ra-data-graphql derives them by
// introspection, so no area copies another's list, one, create, update and delete documents.
//
// A record type is a type `T` for which
// - an area declares `fragment TFields on T` (what its screens show), and
// - the schema has `Query.t(id: ID!): T`, `Mutation.createT`, `Mutation.updateT` and
//   `Mutation.deleteT`.
// For each, in order:
// - `query Ts(…)`: every Query field answering `TPage`, with all its arguments as variables, rows
//   as `TRowFields` when the area declares that fragment, else `TFields`;
// - `query T($id: ID!)`;
// - `fragment SavedT on TPayload`: the server's message and the saved record;
// - `mutation CreateT`, `UpdateT` (all the field's arguments) and `DeleteT` (`...Deleted`).
// Anything else an area asks (extra lists, choices, reports) stays hand-written beside it.
//
// `node scripts/record-operations.mjs [--schema DIR] [--docs DIR] [--out FILE]`: the defaults are
// schema/, web/src/ and web/src/__generated__/records.graphql (other folders: its test's).
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSchema, getNamedType, isObjectType, Kind, parse } from 'graphql';

const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    schema: { type: 'string', default: join(root, 'schema') },
    docs: { type: 'string', default: join(root, 'web/src') },
    out: { type: 'string', default: join(root, 'web/src/__generated__/records.graphql') },
  },
});
const out = resolve(options.out);

/** Every `.graphql` file below `dir`, generated ones left out. */
function graphqlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.includes('__generated__'))
    .sort();
}

// The schema's own generated inputs (schema/__generated__/patches.graphql) are part of it.
const schemaFiles = readdirSync(resolve(options.schema), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith('.graphql'))
  .map((e) => join(e.parentPath, e.name))
  .sort();
const schema = buildSchema(schemaFiles.map((f) => readFileSync(f, 'utf8')).join('\n'));

/** The fragment names the web's own documents declare, by type. */
const fragments = new Map();
for (const file of graphqlFiles(resolve(options.docs))) {
  for (const def of parse(readFileSync(file, 'utf8')).definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, relative(root, file));
  }
}

const query = schema.getQueryType();
const mutation = schema.getMutationType();
const lower = (s) => s[0].toLowerCase() + s.slice(1);
const upper = (s) => s[0].toUpperCase() + s.slice(1);
const variables = (field) =>
  field.args.length === 0 ? '' : `(${field.args.map((a) => `$${a.name}: ${a.type}`).join(', ')})`;
const args = (field) =>
  field.args.length === 0 ? '' : `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})`;
const call = (kind, name, field, body) =>
  `${kind} ${name}${variables(field)} {\n  ${field.name}${args(field)} {\n${body}  }\n}\n`;

const blocks = [];
const types = Object.values(schema.getTypeMap())
  .filter((t) => isObjectType(t) && fragments.has(`${t.name}Fields`))
  .sort((a, b) => a.name.localeCompare(b.name));
for (const type of types) {
  const T = type.name;
  const queries = query.getFields();
  const mutations = mutation.getFields();
  const one = queries[lower(T)];
  const [create, update, remove] = ['create', 'update', 'delete'].map((v) => mutations[v + T]);
  if (!one || !create || !update || !remove) continue;

  const rows = fragments.has(`${T}RowFields`) ? `${T}RowFields` : `${T}Fields`;
  const payload = getNamedType(create.type);
  const saved = Object.values(payload.getFields()).find((f) => getNamedType(f.type) === type);
  if (!saved) throw new Error(`${payload.name} has no field of type ${T}`);

  const parts = [`# ${T} (fields: ${fragments.get(`${T}Fields`)})\n`];
  for (const list of Object.values(queries)) {
    if (getNamedType(list.type).name !== `${T}Page`) continue;
    parts.push(
      call(
        'query',
        upper(list.name),
        list,
        `    items {\n      ...${rows}\n    }\n    ...PageFields\n`,
      ),
    );
  }
  parts.push(call('query', T, one, `    ...${T}Fields\n`));
  parts.push(
    `fragment Saved${T} on ${payload.name} {\n  message\n  ${saved.name} {\n    ...${T}Fields\n  }\n}\n`,
  );
  parts.push(call('mutation', `Create${T}`, create, `    ...Saved${T}\n`));
  parts.push(call('mutation', `Update${T}`, update, `    ...Saved${T}\n`));
  parts.push(call('mutation', `Delete${T}`, remove, `    ...Deleted\n`));
  blocks.push(parts.join('\n'));
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  "# Generated by scripts/record-operations.mjs from schema/ and each area's `TFields` fragment.\n" +
    '# Do not edit: declare the fragment beside the area, then run `npm run codegen`.\n\n' +
    blocks.join('\n'),
);
console.log(`records: ${blocks.length} record types → ${relative(root, out)}`);
