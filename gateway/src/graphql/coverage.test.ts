import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/** Contract tests and their helpers (e.g. uploads/test-upload.ts). */
function contractTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? contractTests(join(dir, e.name))
      : /\.contract\.test\.ts$|^test-.*\.ts$/.test(e.name)
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

// Every query and mutation is exercised against the real reference api: a root field added to
// the schema without a contract test fails here.
describe('contract test coverage', () => {
  const text = contractTests(SRC).join('\n');
  const schema = buildSchema();
  const roots = [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((f) => `query ${f}`),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `mutation ${f}`),
  ];
  it.each(roots)('%s has a contract test', (root) => {
    const field = root.split(' ')[1]!;
    // In an operation (`field(…)`, `field {`), or named in a table of operations (`'field'`).
    const used = new RegExp(`\\b${field}\\b\\s*[({}]|['"]${field}['"]`);
    expect(used.test(text)).toBe(true);
  });
});
