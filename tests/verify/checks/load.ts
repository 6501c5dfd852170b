// Load: many concurrent staff on the web admin's queries through the gateway (bearer token),
// with zero errors, latency percentiles, and the gateway's memory back near its start afterwards.
//
// Memory is compared after a garbage collection, with the gateway quiet for up to 36 s after the
// run: its resident memory then must be back within 20% of the fresh process's (the gateway hands
// the burst's pages back itself after 30 quiet seconds, see gateway/src/memory/idle-release.ts),
// and its live heap too (what the program still holds: a leak shows there).
import { DEFAULT_QUIET_SECONDS } from '../../../gateway/src/memory/idle-release';
import { cannon, describeCodes } from '../support/cannon';
import { mib, settledMemory } from '../support/memory';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';
import type { Mix } from '../support/web-operations';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

const growth = (after: number, before: number) => after / before - 1;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

export async function loadCheck(
  stack: VerifyStack,
  mix: Mix,
  options: LoadOptions,
): Promise<Row[]> {
  const check = `load ${options.connections}×${options.durationSeconds}s`;
  const bodies = mix.operations.map((o) => o.body);
  const target = { url: stack.url, token: stack.token, bodies };
  const fresh = await settledMemory(stack.gateway, 2);
  await cannon({ ...target, connections: options.connections, durationSeconds: 5 });
  const before = await settledMemory(stack.gateway);
  const run = await cannon({ ...target, ...options });
  // Samples are 0.75 s apart: the release's quiet wait, then 6 s for it to run and settle.
  const after = await settledMemory(stack.gateway, Math.ceil((DEFAULT_QUIET_SECONDS + 6) / 0.75));
  const rssGrowth = growth(after.rss, fresh.rss);
  const heapGrowth = growth(after.heapUsed, fresh.heapUsed);
  const graphqlErrors = [...run.codes.values()].reduce((a, b) => a + b, 0);
  return [
    row(
      check,
      `mix of web admin queries (api on ${stack.database})`,
      mix.operations.length,
      '≥ 5',
      mix.operations.length >= 5,
    ),
    row(check, 'requests answered', run.requests, '> 0', run.requests > 0),
    row(check, 'requests/s', run.perSecond, '', true),
    row(check, 'latency p50 (ms)', run.p50, '', true),
    row(check, 'latency p99 (ms)', run.p99, '', true),
    row(check, 'latency max (ms)', run.maxMs, '', true),
    row(check, 'connection errors + timeouts', run.errors, '0', run.errors === 0),
    row(check, 'non-2xx responses', run.non2xx, '0', run.non2xx === 0),
    row(
      check,
      'GraphQL errors',
      `${graphqlErrors} (${describeCodes(run.codes)})`,
      '0',
      graphqlErrors === 0,
    ),
    row(
      check,
      'gateway RSS fresh / after 5 s warm-up / after run, quiet (MiB)',
      `${mib(fresh.rss)} / ${mib(before.rss)} / ${mib(after.rss)}`,
      '',
      true,
    ),
    row(
      check,
      'gateway RSS after run vs fresh start',
      percent(rssGrowth),
      '≤ +20%',
      rssGrowth <= 0.2,
    ),
    row(
      check,
      'gateway heap total / external after run (MiB)',
      `${mib(after.heapTotal)} / ${mib(after.external)}`,
      '',
      true,
    ),
    row(
      check,
      'gateway live heap fresh / after warm-up / after run (MiB)',
      `${mib(fresh.heapUsed)} / ${mib(before.heapUsed)} / ${mib(after.heapUsed)}`,
      '',
      true,
    ),
    row(
      check,
      'gateway live heap after run vs fresh start',
      percent(heapGrowth),
      '≤ +20%',
      heapGrowth <= 0.2,
    ),
  ];
}
