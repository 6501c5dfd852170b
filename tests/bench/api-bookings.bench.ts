// Benchmark: GET /booking/list over 100 000 bookings (page of 10, sorted by visit day, searched
// by the most common family name) on PGlite in memory and, when reachable, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startBenchApi, type BenchApi } from './bench-api';
import { type BenchRow } from './bench-rows';

const BOOKINGS = 100_000;
/** The seed makes 300 bookings per unit of scale. */
const SCALE = BOOKINGS / 300;
const WARM_UP = 30;
const REQUESTS = 200;
/** Requests measured with the total counted afresh each time (the first look at a new search). */
const COLD_REQUESTS = 50;
const ADMIN = { email: 'bench@dogstay.example', password: 'bench-password-1' };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function startSeeded(
  databaseUrl: string | undefined,
): Promise<{ bench: BenchApi; seedSeconds: number }> {
  const started = performance.now();
  const bench = await startBenchApi({
    name: 'bookings',
    admin: ADMIN,
    seed: true,
    databaseUrl,
    seedScale: SCALE,
  });
  return { bench, seedSeconds: (performance.now() - started) / 1000 };
}

/** p50 and p95 of the list request after a warm-up, one request at a time. */
async function measure(bench: BenchApi, label: string, seedSeconds: number): Promise<BenchRow[]> {
  const { api } = bench;
  const token = await bench.adminToken();
  const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
  const [common] = await api.db.query<{ name: string; n: number }>(
    'SELECT last_name AS name, count(*)::int AS n FROM bookings GROUP BY last_name ORDER BY count(*) DESC, last_name LIMIT 1',
  );
  const url = `${api.url}/api/v1/booking/list?pageNo=1&pageSize=10&sortColumn=date&sortDir=desc&search=${encodeURIComponent(common!.name)}`;
  const call = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { results: unknown[]; meta: { total: number } };
    if (res.status !== 200 || body.results.length !== 10)
      throw new Error(`unexpected answer ${res.status}`);
    return body.meta.total;
  };
  let matches = 0;
  for (let i = 0; i < WARM_UP; i++) matches = await call();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const cold: number[] = [];
  for (let i = 0; i < COLD_REQUESTS; i++) {
    // A new booking data version empties the total cache, as any booking write does.
    await api.db.query('UPDATE booking_data_version SET version = version + 1');
    const start = performance.now();
    await call();
    cold.push(performance.now() - start);
  }
  cold.sort((a, b) => a - b);
  return [
    { name: `${label}: bookings seeded`, value: count!.n, unit: 'rows' },
    { name: `${label}: seed and start`, value: seedSeconds, unit: 's' },
    { name: `${label}: matches for "${common!.name}"`, value: matches, unit: 'rows' },
    {
      name: `${label}: /booking/list search p50`,
      value: percentile(times, 50),
      unit: 'ms',
      target: '< 15',
    },
    { name: `${label}: /booking/list search p95`, value: percentile(times, 95), unit: 'ms' },
    { name: `${label}: same, total counted afresh p50`, value: percentile(cold, 50), unit: 'ms' },
    { name: `${label}: same, total counted afresh p95`, value: percentile(cold, 95), unit: 'ms' },
  ];
}

async function onPglite(): Promise<BenchRow[]> {
  const { bench, seedSeconds } = await startSeeded(undefined);
  try {
    return await measure(bench, 'PGlite', seedSeconds);
  } finally {
    await bench.close();
  }
}

/** A scratch database on the PostgreSQL server, dropped afterwards; none when the server is unreachable. */
async function onPostgres(): Promise<BenchRow[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return [{ name: 'PostgreSQL: not reachable, skipped', value: 0, unit: '' }];
  }
  const name = `bench_bookings_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const { bench, seedSeconds } = await startSeeded(url.toString());
    try {
      return await measure(bench, 'PostgreSQL', seedSeconds);
    } finally {
      await bench.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchApiBookings(): Promise<BenchRow[]> {
  return [...(await onPglite()), ...(await onPostgres())];
}

export default benchApiBookings;
