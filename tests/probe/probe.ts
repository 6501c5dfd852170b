import { pino } from 'pino';
import { buildSchema } from '../../gateway/src/graphql/schema.js';
import { startGateway } from '../../gateway/src/server.js';
import { restBase } from '../../gateway/src/config.js';
import { envelopeShape, recordCount } from './envelope-shape.js';
import { probes, type Probe } from './probes.js';
import { rootQuery } from './selection.js';

export interface ProbeOptions {
  /** The REST server (as REST_BASE_URL: with or without /api/v1). */
  rest: string;
  token?: string;
  email?: string;
  password?: string;
  /** Rows asked for per list (default 50). */
  pageSize?: number;
  /** Gets probed per list, for ids of its first page (default 3). */
  getsPerList?: number;
}

export interface Finding {
  /** The GraphQL field path with list indices as `*` (e.g. `seasons.items.*.startDate`). */
  path: string;
  count: number;
  /** One of the messages (what the reader said about the value). */
  example: string;
}

export type Verdict = 'OK' | 'EMPTY' | 'LOSES DATA' | 'FAILED';

export interface EndpointReport {
  endpoint: string;
  field: string;
  envelope: string;
  records: number;
  findings: Finding[];
  /** A whole-query refusal (the screen would show an error instead of its rows). */
  failure?: string;
  verdict: Verdict;
}

interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string };
}

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: GqlError[];
}

/**
 * Starts the gateway in-process against `rest`, reads every READ endpoint of docs/product.md §7
 * through it (never a write), and reports per endpoint what a screen would get.
 */
export async function runProbe(options: ProbeOptions): Promise<EndpointReport[]> {
  const restUrl = restBase(options.rest);
  const gateway = await startGateway({
    store: { kind: 'memory' },
    restBaseUrl: restUrl,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  });
  try {
    const token = options.token ?? (await signIn(gateway.url, options));
    const schema = buildSchema();
    const gql = (query: string) => postGql(gateway.url, token, query);
    const raw = (path: string) => rawEnvelope(restUrl, token, path);
    const reports: EndpointReport[] = [];
    for (const probe of probes(options.pageSize ?? 50)) {
      const query = rootQuery(schema, probe.field, probe.args);
      const [answer, envelope] = await Promise.all([gql(query), raw(probe.rest)]);
      reports.push(report(probe, answer, envelope));
      if (probe.kind !== 'list' || !probe.get) continue;
      const ids = idsOf(answer, probe.field).slice(0, options.getsPerList ?? 3);
      for (const id of ids) {
        const getQuery = rootQuery(schema, probe.get.field, `id: ${JSON.stringify(id)}`);
        const restPath = probe.get.rest(id);
        const [one, oneEnvelope] = await Promise.all([gql(getQuery), raw(restPath)]);
        reports.push(
          report({ kind: 'one', field: probe.get.field, rest: restPath }, one, oneEnvelope),
        );
      }
    }
    return reports;
  } finally {
    await gateway.close();
  }
}

/** Signs in through the gateway (POST /admin/login upstream) and returns the bearer token. */
async function signIn(url: string, options: ProbeOptions): Promise<string> {
  if (!options.email || !options.password)
    throw new Error('give --token, or --email and --password');
  const answer = await postGql(
    url,
    null,
    `mutation { login(email: ${JSON.stringify(options.email)}, password: ${JSON.stringify(options.password)}, issueToken: true) { accessToken } }`,
  );
  const token = (answer.data?.login as { accessToken?: string } | undefined)?.accessToken;
  if (!token) throw new Error(`sign-in refused: ${answer.errors?.[0]?.message ?? 'no token'}`);
  return token;
}

async function postGql(url: string, token: string | null, query: string): Promise<GqlAnswer> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as GqlAnswer;
}

/** The REST answer's wrapping, read directly (a GET: never a write). */
async function rawEnvelope(restUrl: string, token: string, path: string): Promise<RawSeen> {
  try {
    const res = await fetch(`${restUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = (await res.text()).replace(/^\uFEFF/, '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { envelope: `${res.status} ${envelopeShape(body)}`, records: recordCount(body) };
  } catch (e) {
    return { envelope: `unreachable (${e instanceof Error ? e.message : String(e)})` };
  }
}

/** What the direct GET showed: its wrapping, and how many records its list held. */
interface RawSeen {
  envelope: string;
  records?: number;
}

function idsOf(answer: GqlAnswer, field: string): string[] {
  const page = answer.data?.[field] as { items?: { id?: unknown }[] } | null | undefined;
  return (page?.items ?? []).flatMap((i) => (typeof i?.id === 'string' ? [i.id] : []));
}

function recordsOf(answer: GqlAnswer, probe: Probe): number {
  const value = answer.data?.[probe.field];
  if (value === null || value === undefined) return 0;
  if (probe.kind === 'list') return (value as { items?: unknown[] }).items?.length ?? 0;
  return Array.isArray(value) ? value.length : 1;
}

function report(probe: Probe, answer: GqlAnswer, raw: RawSeen): EndpointReport {
  const envelope = raw.envelope;
  const endpoint = `GET ${probe.rest.replace(/\?.*$/, '')}`;
  const errors = answer.errors ?? [];
  const whole = errors.find((e) => (e.path?.length ?? 0) <= 1);
  const byPath = new Map<string, Finding>();
  for (const e of errors) {
    if ((e.path?.length ?? 0) <= 1) continue;
    const path = e.path!.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
    const found = byPath.get(path);
    if (found) found.count++;
    else byPath.set(path, { path, count: 1, example: e.message });
  }
  const findings = [...byPath.values()];
  const records = recordsOf(answer, probe);
  // The gateway leaves a record out of a page when a non-null field (e.g. a title)
  // cannot be read: the screen shows the others, so the probe counts what was left out.
  if (probe.kind === 'list' && raw.records !== undefined && raw.records > records) {
    findings.push({
      path: `${probe.field}.items`,
      count: raw.records - records,
      example: 'record left out of the page: a guaranteed field could not be read',
    });
  }
  const failure = whole ? `${whole.extensions?.code ?? 'ERROR'}: ${whole.message}` : undefined;
  const verdict: Verdict = failure
    ? 'FAILED'
    : findings.length > 0
      ? 'LOSES DATA'
      : records === 0
        ? 'EMPTY'
        : 'OK';
  return { endpoint, field: probe.field, envelope, records, findings, failure, verdict };
}

/** A screen would lose data: some endpoint failed or lost fields. */
export const losesData = (reports: readonly EndpointReport[]): boolean =>
  reports.some((r) => r.verdict === 'FAILED' || r.verdict === 'LOSES DATA');

/** The report as text: one table row per endpoint, then each finding under its endpoint. */
export function formatReport(reports: readonly EndpointReport[]): string {
  const head = ['endpoint', 'GraphQL', 'envelope', 'records', 'problems', 'verdict'];
  const rows = reports.map((r) => [
    r.endpoint,
    r.field,
    r.envelope,
    String(r.records),
    String(r.findings.reduce((n, f) => n + f.count, 0) + (r.failure ? 1 : 0)),
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)];
  const detailed = reports.filter((r) => r.failure || r.findings.length > 0);
  if (detailed.length > 0) out.push('', 'Fields missing or odd:');
  for (const r of detailed) {
    out.push(`  ${r.endpoint} (${r.field}): ${r.verdict}`);
    if (r.failure) out.push(`    whole answer refused: ${r.failure}`);
    for (const f of r.findings) out.push(`    ${f.path} ×${f.count}: ${f.example}`);
  }
  const bad = reports.filter((r) => r.verdict === 'FAILED' || r.verdict === 'LOSES DATA').length;
  out.push(
    '',
    bad === 0
      ? `Verdict: every screen reads its data (${reports.length} endpoints probed).`
      : `Verdict: ${bad} of ${reports.length} endpoints would lose data on screen.`,
  );
  return out.join('\n');
}
