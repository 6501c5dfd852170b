// `npm run verify`: proves on this machine, with real processes on loopback, that the product
// holds up in production; prints every figure in one table and exits non-zero when any fails.
// `npm run verify -- --only=load,faults` runs some checks. Sizes (support/sizes.ts): the default
// is CI's short proof (every check, smaller load and fewer random operations); `--full` the whole
// proof (200 clients for 30 s, 1 000 random operations, the suites on both databases); `--light`
// a smoke run.
import { abuseChecks } from './checks/abuse';
import { conflictCheck } from './checks/conflict';
import { faultsCheck } from './checks/faults';
import { hardeningCheck } from './checks/hardening';
import { loadCheck } from './checks/load';
import { apiShutdown, gatewayShutdown } from './checks/shutdown';
import { suitesCheck } from './checks/suites';
import { printTable, row, type Row } from './support/report';
import { sizesFrom } from './support/sizes';
import { loadSchema } from './support/schema';
import { startVerifyStack, type VerifyStack } from './support/stack';
import { webQueryMix, type Mix } from './support/web-operations';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const sizes = sizesFrom(args);
console.error(`verify: ${sizes.name} sizes`);
const wanted = (name: string) => !only || only.includes(name);

const rows: Row[] = [];
const started = Date.now();

async function section(name: string, run: () => Promise<Row[]>, always = false): Promise<void> {
  if (!always && !wanted(name)) return;
  const began = Date.now();
  console.error(`verify: ${name} …`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    rows.push(row(name, 'ran to the end', message.slice(0, 100), 'no exception', false));
  }
  console.error(`verify: ${name} done in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

await section('suites', () => suitesCheck(sizes));
await section('shutdown', async () => [...(await apiShutdown()), ...(await gatewayShutdown())]);

const stackChecks = ['load', 'conflict', 'faults', 'abuse', 'hardening'];
if (stackChecks.some(wanted)) {
  let stack: VerifyStack | undefined;
  let mix: Mix | undefined;
  await section(
    'stack',
    async () => {
      stack = await startVerifyStack();
      mix = await webQueryMix(loadSchema(), stack.url, stack.token);
      for (const skipped of mix.skipped) console.error(`verify: load mix leaves out ${skipped}`);
      console.error(`verify: load mix: ${mix.operations.map((o) => o.name).join(', ')}`);
      return [];
    },
    true,
  );
  if (stack && mix) {
    const [s, m] = [stack, mix];
    await section('load', () => loadCheck(s, m, sizes.load));
    await section('conflict', () => conflictCheck(s));
    await section('faults', () => faultsCheck(s, m));
    await section('hardening', () => hardeningCheck(s));
    await section('abuse', () => abuseChecks(s, sizes));
    await s.close();
  }
}

rows.push(row('verify', 'wall time (s)', (Date.now() - started) / 1000, '', true));
console.log('');
printTable(rows);
const failed = rows.filter((r) => !r.ok);
if (failed.length > 0) {
  console.log(`\nverify: ${failed.length} figure(s) failed`);
  process.exitCode = 1;
} else {
  console.log('\nverify: all checks passed');
}
