// Runs one benchmark module and prints its rows as JSON on the last line of stdout.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bench-one <module>');
const mod = (await import(pathToFileURL(resolve(file)).href)) as {
  default: () => Promise<BenchRow[]>;
};
const rows = await mod.default();
process.stdout.write(`\n${JSON.stringify(rows)}\n`);
process.exit(0);
