// Benchmark of the audit trail (issue 32), one client at a time:
//   (a) the same one-field season update through a gateway with the trail and one without, in
//       front of the same reference api, alternated in one run: the p50 the trail adds (≤ 1 ms);
//   (b) 1 000 000 events seeded in the gateway's store (one INSERT … generate_series), on PGlite
//       and on PostgreSQL (a scratch database, dropped after): a record's history p99 (≤ 20 ms)
//       and the activity list filtered by actor and month, page and total, p99 (≤ 50 ms), through
//       the same queries the resolvers run (audit/history.ts, audit/list.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { readHistory } from '../../gateway/src/audit/history';
import { readPage } from '../../gateway/src/audit/list';
import { startGateway } from '../../gateway/src/server';
import { postGraphql, startStack, type Stack } from '../../gateway/src/test-support/stack';
import { Store, type StoreLocation } from '../../gateway/src/store/store';
import { type BenchRow } from './bench-rows';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = 300;
const EVENTS = 1_000_000;
const ACTORS = 20;
const RECORDS = 50_000;
const QUERIES = 300;

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function must<T>(result: { data: T | null; errors: unknown[] }): T {
  if (result.errors.length > 0 || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const UPDATE = `mutation U($id: ID!, $input: SeasonPatch!) {
  updateSeason(id: $id, input: $input, force: true) { season { id title } }
}`;

async function updateRows(stack: Stack): Promise<BenchRow[]> {
  const off = await startGateway({
    restBaseUrl: stack.api.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    store: { kind: 'memory' },
    auditTrail: false,
  });
  try {
    const auth = { authorization: `Bearer ${stack.token}` };
    const season = must(
      await stack.gql<{ seasons: { items: { id: string; title: string }[] } }>(
        '{ seasons(query: { pageSize: 1 }) { items { id title } } }',
      ),
    ).seasons.items[0]!;
    const on: number[] = [];
    const without: number[] = [];
    // Warm both (the store opened, the caller's role known, the JIT settled).
    for (let i = 0; i < 20; i++) {
      must(await stack.gql(UPDATE, { id: season.id, input: { title: `${season.title}` } }));
      must(
        await postGraphql(off.url, UPDATE, { id: season.id, input: { title: season.title } }, auth),
      );
    }
    for (let i = 0; i < ROUNDS; i++) {
      const title = `${season.title} ${i % 2}`;
      const first = i % 2 === 0;
      const a = async () =>
        on.push(
          await timed(async () =>
            must(await stack.gql(UPDATE, { id: season.id, input: { title } })),
          ),
        );
      const b = async () =>
        without.push(
          await timed(async () =>
            must(await postGraphql(off.url, UPDATE, { id: season.id, input: { title } }, auth)),
          ),
        );
      if (first) {
        await a();
        await b();
      } else {
        await b();
        await a();
      }
    }
    const delta = percentile(on, 50) - percentile(without, 50);
    return [
      { name: 'update p50, trail on', value: percentile(on, 50), unit: 'ms' },
      { name: 'update p50, trail off', value: percentile(without, 50), unit: 'ms' },
      {
        name: 'what the trail adds to an update (p50 on − off)',
        value: delta,
        unit: 'ms',
        target: '≤ 1',
        pass: delta <= 1,
      },
    ];
  } finally {
    await off.close();
  }
}

const TYPES = [
  'Package',
  'Season',
  'Holiday',
  'Availability',
  'Coupon',
  'NewsTopic',
  'Booking',
  'StaffUser',
];

/** 1 000 000 events over the last 347 days: 20 actors, 8 record types, 50 000 records. */
async function seed(store: Store): Promise<number> {
  return timed(() =>
    store.query(
      `INSERT INTO audit_events (at, actor_id, actor, actor_name, via, operation, mutation,
         record_type, record_id, record_title, changes, request_id, outcome)
       SELECT now() - (i * interval '30 seconds'), 'actor' || (i % ${ACTORS}),
         'actor' || (i % ${ACTORS}), 'ベンチ 太郎',
         'SESSION', 'UPDATE', 'updatePackage',
         (ARRAY['${TYPES.join("','")}'])[1 + i % ${TYPES.length}], 'rec' || (i % ${RECORDS}),
         'ベンチの記録', '[{"field":"price","before":1000,"after":1200}]'::jsonb,
         'bench-' || i, 'SUCCEEDED'
       FROM generate_series(1, ${EVENTS}) AS i`,
    ),
  ).then(async (ms) => {
    // What autovacuum does on PostgreSQL (PGlite has none): statistics and the visibility map.
    await store.exec('VACUUM ANALYZE audit_events');
    return ms;
  });
}

async function queryRows(location: StoreLocation, label: string): Promise<BenchRow[]> {
  const store = new Store(location);
  try {
    const seedMs = await seed(store);
    const history: number[] = [];
    const list: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const record = (i * 7919) % RECORDS;
      const type = TYPES[record % TYPES.length]!;
      history.push(await timed(() => readHistory(store, type, `rec${record}`, 50)));
      const month = new Date(Date.now() - ((i % 11) + 1) * 30 * 86_400_000);
      const start = `${month.toISOString().slice(0, 8)}01`;
      const end = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0))
        .toISOString()
        .slice(0, 10);
      list.push(
        await timed(() =>
          readPage(
            store,
            { actorId: `actor${i % ACTORS}`, range: { startDate: start, endDate: end } },
            1,
            50,
          ),
        ),
      );
    }
    const h = percentile(history, 99);
    const l = percentile(list, 99);
    return [
      { name: `${label}: seed 1 000 000 events`, value: seedMs / 1000, unit: 's' },
      { name: `${label}: a record's history p50`, value: percentile(history, 50), unit: 'ms' },
      {
        name: `${label}: a record's history p99`,
        value: h,
        unit: 'ms',
        target: '≤ 20',
        pass: h <= 20,
      },
      { name: `${label}: activity by actor + month p50`, value: percentile(list, 50), unit: 'ms' },
      {
        name: `${label}: activity by actor + month p99 (page + total)`,
        value: l,
        unit: 'ms',
        target: '≤ 50',
        pass: l <= 50,
      },
    ];
  } finally {
    await store.close();
  }
}

async function onPostgres(): Promise<BenchRow[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return [{ name: 'PostgreSQL: not reachable, skipped', value: 0, unit: '' }];
  }
  const name = `bench_audit_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await queryRows({ kind: 'postgres', url: url.toString() }, 'PostgreSQL');
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export default async function bench(): Promise<BenchRow[]> {
  const stack = await startStack();
  let rows: BenchRow[];
  try {
    rows = await updateRows(stack);
  } finally {
    await stack.close();
  }
  // A PGlite of its own (in a data folder: the in-memory one is the update rows' store).
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  try {
    rows.push(...(await queryRows({ kind: 'pglite', dir }, 'PGlite')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  rows.push(...(await onPostgres()));
  return rows;
}
