// The suite's two layers, decided from each test file's source so that nobody has to tag a file:
// - unit: starts no process, server, database or browser (pure functions, codecs, schemas,
//   components without data); runs in the `<part>-unit` vitest projects (`npm run test:unit`);
// - stack: everything else, on the real api, gateway, PGlite and Chromium (the `<part>` projects).
// A test file is in the stack layer when it, or a file it imports by a relative path (followed
// through the whole graph), uses one of STARTERS. The unit projects also refuse to open a socket
// or a child process at run time (tests/support/unit-guard.ts), so a starter this scan misses
// fails the fast layer with a message instead of slowing it down. A comment `test-layer: unit` or
// `test-layer: stack` in a test file overrides the scan.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What starts a process, a server, a database or a browser, or needs the stack of a project. */
const STARTERS = [
  /\bstart(TestApi|Stack|Product|Api|Gateway)\s*\(/,
  /\bgatewayOver\s*\(/,
  /\bstubUpstream\s*\(/,
  /\bopenDb\s*\(/,
  /\bnew PGlite\b/,
  /\blaunchBrowser\s*\(/,
  /(?<![.\w])(spawn|spawnSync|fork|exec|execFile|execSync|execFileSync)\s*\(/,
  /\bpromisify\(\s*(exec|execFile)\s*\)/,
  /\.listen\s*\(/,
  /(?<!function\s+)\bconnectRedis\s*\(/,
  /\bnew Socket\s*\(/,
  /\binject\(\s*['"]gateway(Url|Token)['"]\s*\)/,
];

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
// Relative imports and re-exports that load code (`import type` loads none), and dynamic imports.
const IMPORT =
  /(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

interface Scanned {
  starts: boolean;
  imports: string[];
}
const scanned = new Map<string, Scanned>();

function scan(file: string): Scanned {
  let entry = scanned.get(file);
  if (!entry) {
    // Styles and assets are not scanned.
    const source = SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext))
      ? readFileSync(file, 'utf8')
      : '';
    entry = {
      starts: STARTERS.some((starter) => starter.test(source)),
      imports: [...source.matchAll(IMPORT)]
        .map((match) => resolveImport(file, (match[1] ?? match[2])!))
        .filter((target): target is string => target !== undefined),
    };
    scanned.set(file, entry);
  }
  return entry;
}

export const UNIT_LAYER_REFUSAL =
  'the unit layer starts no process or server: this test belongs in the stack layer ' +
  '(tests/support/layers.ts sorts a file there when it, or what it imports, uses a starter)';

const PRAGMA = /\/\/\s*test-layer:\s*(unit|stack)\b/;

/** Whether `file`, or anything it imports by a relative path, uses a starter. */
export function needsStack(file: string): boolean {
  const pragma = PRAGMA.exec(readFileSync(file, 'utf8'))?.[1];
  if (pragma) return pragma === 'stack';
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const { starts, imports } = scan(next);
    if (starts) return true;
    for (const target of imports) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

function testFiles(dir: string, pattern: RegExp, skip: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip.test(path))
    .sort();
}

export interface Layers {
  /** Paths relative to the workspace, for a vitest project's `include`. */
  unit: string[];
  stack: string[];
}

/** The unit and stack test files of one workspace (`root`), under `dir` (relative to it). */
export function layersOf(
  root: string,
  dir: string,
  options: { pattern?: RegExp; skip?: RegExp } = {},
): Layers {
  const pattern = options.pattern ?? /\.test\.tsx?$/;
  const skip = options.skip ?? /[/\\]node_modules[/\\]/;
  const layers: Layers = { unit: [], stack: [] };
  for (const file of testFiles(join(root, dir), pattern, skip)) {
    layers[needsStack(file) ? 'stack' : 'unit'].push(relative(root, file));
  }
  return layers;
}

/**
 * graphql 16 ships CJS (main) and ESM (module) builds; Node loads the CJS one for Apollo and
 * graphql-tools, so tests must too (the gateway started in-process, Apollo Client in jsdom), or
 * schema objects from the two copies do not mix.
 */
export const graphqlCjsAlias = { find: /^graphql$/, replacement: 'graphql/index.js' };

/**
 * Test files run at once in every project. Each project sets it itself: vitest does not pass the
 * root config's `maxWorkers` on to its projects, which default to one worker on two cores, so
 * until 2026-11-28 every project but the end-to-end one ran one file at a time, whatever the root
 * said. The projects before the end-to-end one (2 117 tests), two pairs back to back on this
 * 2-core machine on a slow day: 260.7 and 274.7 s with two files at a time against 330.8 and
 * 386.6 s with one.
 */
export const TEST_WORKERS = 2;
