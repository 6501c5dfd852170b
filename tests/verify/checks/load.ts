// Load: many concurrent staff on the web admin's queries through the gateway (bearer token),
// with zero errors, latency percentiles, and the compiled gateway's peak resident memory within
// what a container limit needs (300 MB). The peak is the kernel's high-water mark (VmHWM), so it
// covers the warm-up and the whole run with no sampling gaps.
import { cannon, describeCodes } from '../support/cannon';
import { mib, rssBytes } from '../support/processes';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';
import type { Mix } from '../support/web-operations';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** Peak resident memory the gateway may reach under the load (bytes). */
const PEAK_RSS_LIMIT = 300 * 1024 * 1024;

export async function loadCheck(
  stack: VerifyStack,
  mix: Mix,
  options: LoadOptions,
): Promise<Row[]> {
  const check = `load ${options.connections}×${options.durationSeconds}s`;
  const bodies = mix.operations.map((o) => o.body);
  const target = { url: stack.url, token: stack.token, bodies };
  const fresh = rssBytes(stack.gateway.pid);
  await cannon({ ...target, connections: options.connections, durationSeconds: 5 });
  const run = await cannon({ ...target, ...options });
  const after = rssBytes(stack.gateway.pid);
  const peak = rssBytes(stack.gateway.pid, 'VmHWM');
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
      'gateway RSS fresh / right after the run (MiB)',
      `${mib(fresh)} / ${mib(after)}`,
      '',
      true,
    ),
    row(
      check,
      'gateway peak RSS, warm-up and run (MiB)',
      mib(peak),
      `≤ ${mib(PEAK_RSS_LIMIT)}`,
      peak <= PEAK_RSS_LIMIT,
    ),
  ];
}
