// `npm run bench`: runs every benchmark module under tests/bench/*.bench.ts one after another
// (never in parallel: they measure this machine) and prints one table of figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const dir = 'tests/bench';
const only = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows = [];
for (const file of modules) {
  console.error(`bench: ${file} …`);
  const run = spawnSync('tsx', ['scripts/bench-one.ts', join(dir, file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // A module that could not start (no tsx yet, say) has no output: its row says why.
  if (run.error) console.error(`bench: ${file} could not run: ${run.error.message}`);
  const line = (run.stdout ?? '').trim().split('\n').pop() ?? '';
  try {
    for (const row of JSON.parse(line)) rows.push({ bench: file.replace('.bench.ts', ''), ...row });
  } catch {
    rows.push({
      bench: file.replace('.bench.ts', ''),
      name: 'FAILED',
      value: NaN,
      unit: '',
      target: run.error ? run.error.message : `exit ${run.status}`,
    });
  }
}

const fmt = (v) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v);
// A row that says whether it meets its target (`pass`) shows pass or FAIL.
const verdict = (r) => (r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL');
const table = [
  ['bench', 'figure', 'value', 'unit', 'target', 'met'],
  ...rows.map((r) => [r.bench, r.name, fmt(r.value), r.unit, r.target ?? '', verdict(r)]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const [i, r] of table.entries()) {
  console.log(r.map((c, j) => c.padEnd(widths[j])).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
if (rows.some((r) => r.name === 'FAILED')) process.exitCode = 1;
