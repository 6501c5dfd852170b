import type { Failure, RestFieldError } from './failure.js';
import { fieldErrorsOf } from './field-errors.js';

export { fieldErrorsOf };

/**
 * The one place that knows the response shapes of the REST contract. Pure: a raw answer in,
 * a value or a classified failure out. It reads the envelope families a loosely written
 * Express backend sends (see README, "REST shapes the gateway accepts").
 *
 * Shapes a caller can ask for:
 * - `data`: `{status, statusCode, message, data}` → `data` (on a get, a one-element list is its
 *   element; an empty list or null is NOT_FOUND)
 * - `list`: `{results, meta: {total, pageNo, pageSize}}`, also inside `data`, or `data` as the
 *   list with `meta` beside it → the list and its paging
 * - `first`: package get, `data` is a list → its first element (none → not found)
 * - `nested`: booking edit look-up by user, a list in `data.data.data` with paging in `data.data`
 * - `balance`: wallet balance, `data.Balance` and `meta.total`
 * - `message`: no value, only the server's message (deletes, actions)
 */
export type Shape = 'data' | 'list' | 'first' | 'nested' | 'balance' | 'message';

export interface ListValue {
  results: unknown[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface BalanceValue {
  balance: number;
  total: number | null;
  /** The rest of `data` (e.g. currency, updatedAt). */
  data: Record<string, unknown>;
}

export interface ShapeValues {
  data: unknown;
  list: ListValue;
  first: unknown;
  nested: ListValue;
  balance: BalanceValue;
  message: null;
}

export type Normalised<S extends Shape> =
  { ok: true; message: string; value: ShapeValues[S] } | { ok: false; failure: Failure };

/** An answer as read from the wire. */
export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Response headers (lower-case names), when the transport kept them. */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
}

/** What was asked: the method and path (for route-missing answers) and the requested page. */
export interface Asked {
  method?: string;
  path?: string;
  page?: number;
  pageSize?: number;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : undefined;
/** A finite number, or a string holding one (`"3000"`). */
export const numLike = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};

const fail = (failure: Failure): { ok: false; failure: Failure } => ({ ok: false, failure });

/** The server's own words: `message` (a string, or NestJS's list), else `error` or `msg`. */
function messageOf(body: Json): string | undefined {
  const m = body.message;
  if (Array.isArray(m)) {
    const parts = m.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    if (parts.length > 0) return parts.join('; ');
  }
  return text(m) ?? text(body.error) ?? text(body.msg) ?? text(body.errorMessage);
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
export function retryAfterOf(raw: RawAnswer, now = Date.now()): number | null {
  const header = raw.headers?.['retry-after'];
  const v = Array.isArray(header) ? header[0] : header;
  if (!v) return null;
  const seconds = Number(v.trim());
  if (v.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function byHttpStatus(status: number, message: string, raw: RawAnswer): Failure | undefined {
  if (status === 401) return { kind: 'unauthenticated', message };
  if (status === 403) return { kind: 'forbidden', message };
  if (status === 404) return { kind: 'not_found', message };
  if (status === 429)
    return {
      kind: 'rate_limited',
      message: message || 'Too many requests',
      retryAfter: retryAfterOf(raw),
    };
  return undefined;
}

const routeMissing = (asked: Asked, status: number): Failure => ({
  kind: 'unavailable',
  reason: `the server has no route ${asked.method ?? ''} ${asked.path ?? '(unknown path)'} (HTTP ${status})`,
});

const isWrite = (asked: Asked) => asked.method !== undefined && asked.method !== 'GET';
/** A get of one record by id (`/season/get/:id`): its data may arrive as a one-element list. */
const isGetOne = (asked: Asked) =>
  asked.method === 'GET' && asked.path !== undefined && /\/get\/[^/]+$/.test(asked.path);

function parse(raw: RawAnswer): { json: unknown } | { reason: string } | { empty: true } {
  const body = raw.body.charCodeAt(0) === 0xfeff ? raw.body.slice(1) : raw.body;
  if (body.trim() === '') return { empty: true };
  const looksJson = /\bjson\b/i.test(raw.contentType) || /^\s*[[{]/.test(body);
  if (!looksJson) {
    return {
      reason: `non-JSON body (HTTP ${raw.status}, ${raw.contentType || 'no content type'})`,
    };
  }
  try {
    return { json: JSON.parse(body) as unknown };
  } catch {
    return { reason: `malformed JSON (HTTP ${raw.status})` };
  }
}

/** true: a success marker; false: a refusal marker; undefined: none. */
function marker(status: unknown): boolean | undefined {
  if (status === true) return true;
  if (status === false) return false;
  if (typeof status === 'number') return status >= 200 && status < 300;
  if (typeof status !== 'string') return undefined;
  const s = status.trim().toLowerCase();
  if (['true', 'success', 'ok', 'succeeded', '1'].includes(s)) return true;
  if (['false', 'error', 'fail', 'failed', 'failure', '0'].includes(s)) return false;
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n >= 200 && n < 300 : undefined;
}

/** The refusal in a parsed body, or undefined when the body is a success envelope. */
function refusal(raw: RawAnswer, body: Json, shape: Shape, asked: Asked): Failure | undefined {
  const status = raw.status;
  const said = messageOf(body);
  const message = said ?? 'The request was refused';
  const code = numLike(body.statusCode);
  const flag = marker(body.status);
  const bare = !('status' in body) && code === undefined;
  // The wallet balance refuses with a bare {message} (HTTP 503): the server's own words.
  if (bare && shape === 'balance' && said) return { kind: 'domain', message, upstreamCode: null };
  if ((status === 404 || code === 404) && shape === 'list') return routeMissing(asked, 404);
  const httpFailure =
    byHttpStatus(status, message, raw) ??
    (flag === true ? undefined : byHttpStatus(code ?? 0, message, raw));
  if (httpFailure) return httpFailure;
  if (status >= 500) return { kind: 'unavailable', reason: `HTTP ${status}: ${message}` };
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors && (status >= 400 || flag === false || (code ?? 0) >= 400))
    return { kind: 'validation', message: fieldErrors[0]?.message ?? message, fieldErrors };
  // CONFLICT is the stale-update refusal (5002, or a bare 409); a 409 carrying another listed
  // domain code (e.g. 5300 duplicate file name) is that domain error with its code.
  if (code === 5002 || (status === 409 && (code === undefined || code === 409))) {
    return { kind: 'conflict', message, upstreamCode: code ?? null };
  }
  if (code === 400 && (status === 400 || flag === false))
    return { kind: 'validation', message, fieldErrors: [] };
  const upstreamCode = code !== undefined && code !== status ? code : null;
  if (status >= 400 || flag === false) return { kind: 'domain', message, upstreamCode };
  if (code !== undefined && (code < 200 || code >= 300) && flag !== true)
    return { kind: 'domain', message, upstreamCode: code };
  if (flag === true) return undefined;
  // Without a status marker: a 2xx statusCode, or a body carrying data or results, is a
  // success. docs/product.md §7: a bare {message} is an error with its message.
  if (code !== undefined || 'data' in body || 'results' in body) return undefined;
  return { kind: 'domain', message, upstreamCode: null };
}

/** A list and its paging facts; missing facts come from the request, then from the list. */
const listOf = (results: unknown[], paging: Json, asked: Asked): ListValue => ({
  results,
  total:
    numLike(paging.total) ?? numLike(paging.totalDocs) ?? numLike(paging.count) ?? results.length,
  pageNo: numLike(paging.pageNo) ?? numLike(paging.page) ?? asked.page ?? 1,
  pageSize: numLike(paging.pageSize) ?? numLike(paging.limit) ?? asked.pageSize ?? results.length,
});

const unexpected = (what: string): { ok: false; failure: Failure } =>
  fail({ kind: 'unavailable', reason: `unexpected shape: ${what}` });

/** The list and its paging in any of the list families, or undefined. */
function findList(body: Json, asked: Asked): ListValue | undefined {
  const meta = isObject(body.meta) ? body.meta : undefined;
  if ('results' in body && (Array.isArray(body.results) || body.results === null)) {
    return listOf((body.results as unknown[] | null) ?? [], meta ?? {}, asked);
  }
  const data = body.data;
  if (isObject(data)) {
    const inner = isObject(data.meta) ? data.meta : (meta ?? data);
    if ('results' in data && (Array.isArray(data.results) || data.results === null))
      return listOf((data.results as unknown[] | null) ?? [], inner, asked);
    if (Array.isArray(data.docs)) return listOf(data.docs, data, asked);
  }
  if (Array.isArray(data)) return listOf(data, meta ?? body, asked);
  if ('data' in body && data === null) return listOf([], meta ?? {}, asked);
  return undefined;
}

const notFound = (): { ok: false; failure: Failure } =>
  fail({ kind: 'not_found', message: 'Not found.' });

function value<S extends Shape>(shape: S, body: Json, asked: Asked): Normalised<S> {
  const message = messageOf(body) ?? '';
  const done = (v: ShapeValues[S]): Normalised<S> => ({ ok: true, message, value: v });
  const data = body.data;
  switch (shape) {
    case 'message':
      return done(null as ShapeValues[S]);
    case 'list': {
      const list = findList(body, asked);
      if (list) return done(list as ShapeValues[S]);
      if (!('results' in body) && !('data' in body))
        return fail({
          kind: 'domain',
          message: message || 'The request was refused',
          upstreamCode: null,
        });
      return unexpected('no results list');
    }
    case 'data':
    case 'first': {
      if (!('data' in body)) {
        if (isWrite(asked) && shape === 'data') return done(null as ShapeValues[S]);
        return fail({
          kind: 'domain',
          message: message || 'The request was refused',
          upstreamCode: null,
        });
      }
      const one = shape === 'first' || isGetOne(asked);
      // A write answers the record it saved: a one-element list is that record.
      if (!one && isWrite(asked) && Array.isArray(data) && data.length === 1)
        return done(data[0] as ShapeValues[S]);
      if (!one) return done(data as ShapeValues[S]);
      if (Array.isArray(data))
        return data.length === 0 ? notFound() : done(data[0] as ShapeValues[S]);
      if (data === null || data === undefined) return notFound();
      if (!isObject(data)) return unexpected('data is not a record');
      return done(data as ShapeValues[S]);
    }
    case 'nested': {
      const outer = isObject(data) && isObject(data.data) ? data.data : undefined;
      if (!outer || !Array.isArray(outer.data)) return unexpected('no data.data.data list');
      return done(listOf(outer.data, outer, asked) as ShapeValues[S]);
    }
    case 'balance': {
      if (!isObject(data)) return unexpected('no data.Balance');
      const balance = numLike(data.Balance) ?? numLike(data.balance);
      if (balance === undefined) return unexpected('no data.Balance');
      const meta = isObject(body.meta) ? body.meta : {};
      return done({ balance, total: numLike(meta.total) ?? null, data } as ShapeValues[S]);
    }
  }
  return unexpected(`unknown shape ${String(shape)}`);
}

/** Classifies one REST answer: the value of the asked shape, or the failure it carries. */
export function normalise<S extends Shape>(
  raw: RawAnswer,
  shape: S,
  asked: Asked = {},
): Normalised<S> {
  const parsed = parse(raw);
  if ('empty' in parsed) {
    // 204 No Content (or an empty 2xx) on a write: done, nothing to read.
    if (raw.status >= 200 && raw.status < 300 && isWrite(asked))
      return {
        ok: true,
        message: '',
        value: (shape === 'list'
          ? { results: [], total: 0, pageNo: 1, pageSize: 0 }
          : null) as ShapeValues[S],
      };
    return fail(
      byHttpStatus(raw.status, '', raw) ?? {
        kind: 'unavailable',
        reason: `empty body (HTTP ${raw.status})`,
      },
    );
  }
  if ('reason' in parsed) {
    // Express's "Cannot GET /x" page, or any page for a 404: the route is not there.
    if (raw.status === 404 || /Cannot (GET|POST|PUT|PATCH|DELETE) /.test(raw.body))
      return fail(routeMissing(asked, raw.status));
    return fail(
      byHttpStatus(raw.status, '', raw) ?? { kind: 'unavailable', reason: parsed.reason },
    );
  }
  if (!isObject(parsed.json)) {
    return fail(
      byHttpStatus(raw.status, '', raw) ?? {
        kind: 'unavailable',
        reason: 'body is not an object',
      },
    );
  }
  const refused = refusal(raw, parsed.json, shape, asked);
  if (refused) return fail(refused);
  if (raw.status < 200 || raw.status >= 300) {
    return fail({ kind: 'unavailable', reason: `unexpected HTTP ${raw.status}` });
  }
  return value(shape, parsed.json, asked);
}

export type { RestFieldError };
