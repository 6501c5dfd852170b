// The api and gateway test suites on both databases: PostgreSQL on 127.0.0.1:5432 (one fresh
// database per test file) and the embedded PGlite. Both runs go side by side.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { ADMIN_DATABASE_URL, postgresAnswers } from '../support/database';
import { ROOT } from '../support/processes';
import { row, type Row } from '../support/report';
import type { VerifySizes } from '../support/sizes';

interface SuiteRun {
  code: number | null;
  files: string;
  tests: string;
  errors: string;
  unhandled: string[];
  seconds: number;
  tail: string;
}

// Colours are off (NO_COLOR); this strips any that remain.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function summary(output: string, label: string): string {
  const line = output.split('\n').find((l) => l.trim().startsWith(label));
  return line ? line.trim().slice(label.length).trim() : '';
}

/** Unhandled errors of a run: "message (test file)", from vitest's report. */
function unhandled(text: string): string[] {
  const found = text.matchAll(
    /(?:Uncaught Exception|Unhandled Rejection)[^\n]*\n+([^\n]+)[\s\S]*?originated in "([^"]+)"/g,
  );
  return [...new Set([...found].map((m) => `${m[1]!.trim().slice(0, 80)} (${m[2]})`))];
}

/**
 * Two workers on PostgreSQL: the database does its work in its own processes, so two files at
 * once use the second core (88 files: 111 s against 177 s with one, back to back on this 2-core
 * machine). On PGlite the database runs inside the worker and two were slower, so one.
 */
function runSuites(env: Record<string, string>, workers: 1 | 2): Promise<SuiteRun> {
  const bin = join(ROOT, 'node_modules', '.bin');
  const began = Date.now();
  const child = spawn(
    join(bin, 'vitest'),
    // The stack layers: the api-unit and gateway-unit projects touch no database.
    [
      'run',
      '--project',
      'api',
      '--project',
      'gateway',
      `--maxWorkers=${workers}`,
      '--reporter=dot',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      const text = output.replace(ANSI, '');
      resolve({
        code,
        files: summary(text, 'Test Files'),
        tests: summary(text, 'Tests'),
        errors: summary(text, 'Errors') || 'none',
        unhandled: unhandled(text),
        seconds: (Date.now() - began) / 1000,
        tail: text.slice(-3000),
      });
    }),
  );
}

function rows(database: string, run: SuiteRun): Row[] {
  const check = `suites api+gateway on ${database}`;
  const ok = run.code === 0;
  if (!ok)
    console.error(
      `verify: suites on ${database} failed (exit ${run.code}):\n${run.tail.slice(-1500)}`,
    );
  return [
    row(check, 'test files', run.files || '?', 'all passed', ok),
    row(check, 'tests', run.tests || '?', 'all passed', ok),
    row(
      check,
      'unhandled errors',
      run.unhandled.length > 0 ? `${run.errors}: ${run.unhandled.join('; ')}` : run.errors,
      'none',
      run.errors === 'none',
    ),
    row(check, 'run time (s)', run.seconds, '', true),
  ];
}

export async function suitesCheck(sizes: Pick<VerifySizes, 'suitesOnPglite'>): Promise<Row[]> {
  const withPostgres = await postgresAnswers();
  if (!withPostgres)
    console.error(
      `verify: no PostgreSQL answers at ${ADMIN_DATABASE_URL}; skipping the PostgreSQL run`,
    );
  const [pglite, postgres] = await Promise.all([
    sizes.suitesOnPglite ? runSuites({ TEST_DATABASE_URL: '' }, 1) : Promise.resolve(null),
    withPostgres
      ? // Beside the PGlite run (verify -- --full), the two share the cores: one worker each.
        runSuites({ TEST_DATABASE_URL: ADMIN_DATABASE_URL }, sizes.suitesOnPglite ? 1 : 2)
      : Promise.resolve(null),
  ]);
  return [
    ...(pglite
      ? rows('PGlite', pglite)
      : [
          row(
            'suites api+gateway on PGlite',
            'skipped',
            'npm test runs them (verify -- --full runs them here)',
            '',
            true,
          ),
        ]),
    ...(postgres
      ? rows('PostgreSQL', postgres)
      : [
          row(
            'suites api+gateway on PostgreSQL',
            'skipped',
            `no PostgreSQL at ${ADMIN_DATABASE_URL}`,
            'PostgreSQL answers',
            true,
          ),
        ]),
  ];
}
