import { readFileSync } from 'node:fs';
import { sendJson, stubUpstream, type StubRequest, type StubUpstream } from './stub-upstream.js';

/**
 * A stub of the REST contract for the patch table: the records of a fixture
 * (fixtures/patch-upstream.json: one record per updatable area, as the reference api's GETs
 * answered them, each route the table calls, and the fields each update endpoint writes, as
 * recorded through a proxy while the table ran on the reference api), served in another
 * backend's shapes, written whole. A new update mutation needs its record, routes and write
 * added there (the table's first test counts them).
 *
 * - Reads answer in shapes a loosely written Express + MongoDB server sends and the gateway must
 *   read: ids as `{$oid}`, every number as a numeric string, dates as the UTC instant of their
 *   midnight in Japan, timestamps as `{$date}`, an extra `__v`, a get by id's record as a
 *   one-element `data` list, a list's `results` and `meta` inside `data`.
 * - An update replaces the record with what it was sent: a field the endpoint writes that the
 *   body leaves out is gone afterwards (a backend that does not merge), so a patch that resets
 *   or drops an unsent field shows in the record read back. Other fields (server-owned, derived)
 *   are kept; `updatedAt` moves on. Answers carry no record, so the gateway reads it back.
 */
export interface ContractStub extends StubUpstream {
  records: Map<string, Record<string, unknown>>;
}

type Rec = Record<string, unknown>;
interface Route {
  list?: string;
  get?: string;
  first?: string;
  raw?: unknown;
}
interface Write {
  /** The record written: its id, or `body` for the body's `_id`. */
  id: string;
  /** The fields this endpoint writes (as the gateway sent them when the fixture was taken). */
  fields: string[];
}
export interface ContractFixture {
  records: Record<string, Rec>;
  routes: Record<string, Route>;
  writes: Record<string, Write>;
}

export const patchUpstreamFixture = (): ContractFixture =>
  JSON.parse(
    readFileSync(new URL('./fixtures/patch-upstream.json', import.meta.url), 'utf8'),
  ) as ContractFixture;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** A value in the stub's shapes (see above). */
function odd(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => odd(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, odd(v, k)]));
  }
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  if (key === '_id') return { $oid: value };
  if (DAY.test(value)) return new Date(`${value}T00:00:00+09:00`).toISOString();
  if (STAMP.test(value)) return { $date: value };
  return value;
}

const OK = { status: true, statusCode: 200, message: 'Success' };

export async function contractStub(fixture: ContractFixture): Promise<ContractStub> {
  const records = new Map(Object.entries(structuredClone(fixture.records)));
  const served = (id: string) => ({ ...(odd(records.get(id)) as Rec), __v: 0 });

  const read = (route: Route, path: string) => {
    if (route.raw !== undefined) return route.raw;
    if (route.list) {
      return {
        ...OK,
        data: { results: [served(route.list)], meta: { total: 1, pageNo: 1, pageSize: 10 } },
      };
    }
    const id = (route.get ?? route.first)!;
    // A get by id answers a one-element list; a singleton (the settings) its record.
    return { ...OK, data: path.endsWith(id) ? [served(id)] : served(id) };
  };

  const write = (req: StubRequest, spec: Write): void => {
    const body = JSON.parse(req.body.toString() || '{}') as Rec;
    const id = spec.id === 'body' ? String(body._id) : spec.id;
    const stored = records.get(id);
    if (!stored) throw new Error(`no record ${id}`);
    const { _id: _ignored, ...sent } = body;
    const written = new Set([...spec.fields, ...Object.keys(sent)]);
    const kept = Object.fromEntries(Object.entries(stored).filter(([k]) => !written.has(k)));
    records.set(id, { ...kept, ...sent, updatedAt: new Date().toISOString() });
  };

  const upstream = await stubUpstream((req, res) => {
    const path = new URL(req.url, 'http://stub').pathname;
    const key = `${req.method} ${path}`;
    const route = fixture.routes[key];
    if (req.method === 'GET' && route) return sendJson(res, 200, read(route, path));
    const spec = fixture.writes[key];
    if (spec) {
      write(req, spec);
      return sendJson(res, 200, { ...OK, message: 'Updated successfully' });
    }
    sendJson(res, 404, { status: false, statusCode: 404, message: `Cannot ${key}` });
  });
  return { ...upstream, records };
}
