import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === '__generated__'
        ? []
        : files(join(dir, e.name), name)
      : name.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

const resolverFiles = files(SRC, /^resolvers\.ts$/).map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** A string or template literal that starts like a REST path: '/season/list', `/news/get/${id}`. */
const REST_PATH = /(['"`])\/[A-Za-z]/;
/** A REST call made directly on the session instead of through the area's data source. */
const REST_CALL = /\brest\s*\.\s*(get|post|put|patch|delete|call)\s*\(/;

// Resolvers only compose the request's data sources (<area>/source.ts): a REST path written in a
// resolver would bypass the one place that owns the area's endpoints.
describe('resolvers reach REST only through data sources', () => {
  it('finds the resolver files', () => {
    expect(resolverFiles.length).toBeGreaterThanOrEqual(14);
  });
  it.each(resolverFiles)('$file names no REST path and calls no REST method', ({ text }) => {
    expect(text).not.toMatch(REST_PATH);
    expect(text).not.toMatch(REST_CALL);
  });
  it('the check catches a path and a direct call', () => {
    expect("rest.get('/season/list', { shape: 'list' })").toMatch(REST_PATH);
    expect('rest.delete(`/news/delete/${id}`)').toMatch(REST_CALL);
  });
});
