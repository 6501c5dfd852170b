// Faults: the api is killed (SIGKILL) in the middle of reads and writes through the gateway and
// started again. Meanwhile the gateway answers UPSTREAM_UNAVAILABLE (never an internal error),
// it recovers without being touched, and every write it answered as saved is in the database.
import { cannon, describeCodes } from '../support/cannon';
import { codesOf, gql } from '../support/graphql';
import { row, sleep, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';
import type { Mix } from '../support/web-operations';
import { writeStream, type WriteOutcome } from '../support/writes';

const PROBE = '{ packageCategories(query: { pageSize: 1 }) { total } }';
const TOLERATED = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);

/** Probes the gateway every 100 ms until it answers cleanly again; when it did. */
async function untilRecovered(stack: VerifyStack, limitMs: number) {
  const started = Date.now();
  let unavailable = 0;
  while (Date.now() - started < limitMs) {
    const answer = await gql(stack.url, PROBE, {}, stack.token).catch(() => null);
    if (answer && answer.errors.length === 0) return { at: Date.now(), unavailable };
    if (answer && codesOf(answer).includes('UPSTREAM_UNAVAILABLE')) unavailable++;
    await sleep(100);
  }
  return { at: null, unavailable };
}

async function missingWrites(stack: VerifyStack, accepted: WriteOutcome[]): Promise<string[]> {
  const ids = accepted.map((w) => w.id!);
  if (stack.sql) {
    const rows = await stack.sql.query<{ id: string }>(
      'SELECT id::text AS id FROM package_categories WHERE id::text = ANY($1)',
      [ids],
    );
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  }
  const missing: string[] = [];
  for (const id of ids) {
    const answer = await gql(
      stack.url,
      'query C($id: ID!) { packageCategory(id: $id) { id } }',
      { id },
      stack.token,
    );
    if (answer.errors.length > 0) missing.push(id);
  }
  return missing;
}

export async function faultsCheck(stack: VerifyStack, mix: Mix): Promise<Row[]> {
  const check = 'faults: api SIGKILL';
  const stopLoad = new AbortController();
  const reads = cannon({
    url: stack.url,
    token: stack.token,
    connections: 20,
    durationSeconds: 120,
    bodies: mix.operations.map((o) => o.body),
    signal: stopLoad.signal,
  });
  const writes = writeStream(
    stack.url,
    stack.token,
    `verify-fault-${Date.now()}`,
    4,
    stopLoad.signal,
  );
  await sleep(3_000);
  const killedAt = Date.now();
  stack.api().child.kill('SIGKILL');
  await stack.api().exited;
  // Let the outage be seen for a moment before the api comes back.
  await sleep(1_000);
  const restart = stack.restartApi().then(() => Date.now());
  const recovery = await untilRecovered(stack, 120_000);
  const healthyAt = await restart;
  await sleep(3_000);
  stopLoad.abort();
  const [readRun, outcomes] = await Promise.all([reads, writes]);

  // After recovery everything answers: one more clean burst.
  const after = await Promise.all(
    Array.from({ length: 20 }, () => gql(stack.url, PROBE, {}, stack.token)),
  );
  const afterErrors = after.filter((a) => a.errors.length > 0).length;

  const writeCodes = new Map<string, number>();
  for (const w of outcomes)
    for (const c of w.codes) writeCodes.set(c, (writeCodes.get(c) ?? 0) + 1);
  const allCodes = new Map(readRun.codes);
  for (const [c, n] of writeCodes) allCodes.set(c, (allCodes.get(c) ?? 0) + n);
  const unavailable = (allCodes.get('UPSTREAM_UNAVAILABLE') ?? 0) + recovery.unavailable;
  const untolerated = [...allCodes].filter(([c]) => !TOLERATED.has(c));
  const accepted = outcomes.filter((w) => w.id !== null);
  const missing = await missingWrites(stack, accepted);
  const recoveredAfterRestart = recovery.at === null ? null : Math.max(0, recovery.at - healthyAt);
  return [
    row(check, 'reads / writes sent', `${readRun.requests} / ${outcomes.length}`, '', true),
    row(check, 'UPSTREAM_UNAVAILABLE answers meanwhile', unavailable, '> 0', unavailable > 0),
    row(
      check,
      'other error codes',
      untolerated.length === 0 ? 'none' : describeCodes(new Map(untolerated)),
      'none',
      untolerated.length === 0,
    ),
    row(
      check,
      'gateway non-2xx / connection errors',
      `${readRun.non2xx} / ${readRun.errors}`,
      '0 / 0',
      readRun.non2xx === 0 && readRun.errors === 0,
    ),
    row(check, 'api down → back healthy (ms)', healthyAt - killedAt, '', true),
    row(
      check,
      'gateway answering after api healthy (ms)',
      recoveredAfterRestart ?? 'never',
      '≤ 2000',
      recoveredAfterRestart !== null && recoveredAfterRestart <= 2_000,
    ),
    row(
      check,
      'errors after recovery',
      `${afterErrors} of ${after.length}`,
      '0',
      afterErrors === 0,
    ),
    row(check, 'writes accepted (answered saved)', accepted.length, '> 0', accepted.length > 0),
    row(
      check,
      'accepted writes missing from the database',
      `${missing.length} (checked via ${stack.sql ? 'SQL' : 'the api'})`,
      '0',
      missing.length === 0,
    ),
  ];
}
