// Issue 34, also-list: the bundle the sign-in page loads holds no operation document of the
// admin; the admin's operations come only with the signed-in screens (web/src/__generated__/auth.ts
// holds the sign-in's own, the areas' screenQueries.ts load the rest on navigation).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productsPrepared } from '../support/products-prepared';
import { builtWeb } from '../support/webBuild';

/** The sign-in's own operations, which the sign-in page needs (auth.graphql). */
const SIGN_IN_OPERATIONS = ['Login', 'Logout', 'Viewer'];

/** Operation documents as the build writes them: `{kind:"OperationDefinition",…,name:{…value:"X"}`. */
const OPERATION =
  /kind:\s*["'`]OperationDefinition["'`],\s*operation:\s*["'`](?:query|mutation|subscription)["'`],\s*name:\s*\{\s*kind:\s*["'`]Name["'`],\s*value:\s*["'`](\w+)["'`]/g;
/** Static imports between chunks (`import{…}from"./x.js"`, `import"./x.js"`), not `import(…)`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

let assets: string;
let files: string[];
const read = (file: string) => readFileSync(join(assets, file), 'utf8');
const operationsIn = (text: string) => [...text.matchAll(OPERATION)].map((m) => m[1]!);

/** The chunks a page loads with `start`: they and everything they import statically. */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of read(file).matchAll(STATIC_IMPORT)) queue.push(m[1]!);
  }
  return seen;
}

beforeAll(async () => {
  await productsPrepared();
  const dist = await builtWeb();
  assets = join(dist, 'assets');
  files = readdirSync(assets).filter((f) => f.endsWith('.js'));
});

describe('the sign-in page’s bundle', () => {
  it('finds the operations in the build at all (the check below can fail)', () => {
    const all = new Set(files.flatMap((f) => operationsIn(read(f))));
    expect(all.size).toBeGreaterThan(80);
    for (const name of [...SIGN_IN_OPERATIONS, 'DeleteUser', 'Users', 'Bookings'])
      expect(all).toContain(name);
  });

  it('holds only the sign-in’s own operations: the entry and its preloads, login screen included', () => {
    const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(0);
    // The login screen is in the entry (app/routes/authRoutes.tsx), not a chunk of its own.
    expect(files.filter((f) => /^LoginPage-[\w-]+\.js$/.test(f))).toEqual([]);
    const signIn = staticClosure(loaded);
    const operations = [...signIn].flatMap((f) => operationsIn(read(f)));
    expect([...new Set(operations)].sort()).toEqual(SIGN_IN_OPERATIONS);
  });
});
