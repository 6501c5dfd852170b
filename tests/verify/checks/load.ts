// Load: many concurrent staff on the web admin's queries through the gateway (bearer token),
// with zero errors, latency percentiles, and the gateway's memory back near its start afterwards.
import { cannon, describeCodes } from '../support/cannon';
import { mib, settledRss } from '../support/memory';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';
import type { Mix } from '../support/web-operations';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export async function loadCheck(
  stack: VerifyStack,
  mix: Mix,
  options: LoadOptions,
): Promise<Row[]> {
  const check = `load ${options.connections}×${options.durationSeconds}s`;
  const bodies = mix.operations.map((o) => o.body);
  const fresh = await settledRss(stack.gateway.pid, 2);
  // Warm-up: JIT, connection pools and DataLoaders reach their working size before the baseline.
  await cannon({ url: stack.url, token: stack.token, connections: 10, durationSeconds: 3, bodies });
  const before = await settledRss(stack.gateway.pid);
  const run = await cannon({
    url: stack.url,
    token: stack.token,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    bodies,
  });
  const after = await settledRss(stack.gateway.pid, 6);
  const growth = after / before - 1;
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
      'gateway RSS fresh / before / after the run (MiB)',
      `${mib(fresh)} / ${mib(before)} / ${mib(after)}`,
      'before = after warm-up',
      true,
    ),
    row(
      check,
      'gateway RSS growth after GC',
      `${(growth * 100).toFixed(1)}%`,
      '≤ 20%',
      growth <= 0.2,
    ),
  ];
}
