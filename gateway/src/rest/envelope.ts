import type { Failure, RestFieldError } from './failure.js';

/**
 * The one place that knows the response shapes of the REST contract. Pure: a raw answer in,
 * a value or a classified failure out.
 *
 * Shapes a caller can ask for:
 * - `data`: `{status, statusCode, message, data}` → `data`
 * - `list`: `{results, meta: {total, pageNo, pageSize}}` → the list and its paging
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
  /** The response headers as undici gives them (lower-case names), e.g. `retry-after`. */
  headers?: Record<string, string | string[] | undefined>;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : undefined;
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

const fail = (failure: Failure): { ok: false; failure: Failure } => ({ ok: false, failure });

/** `errors: [{param, msg}]`, `errors: [{property, message}]` or `valData: [{param, msg}]`. */
export function fieldErrorsOf(body: Json): RestFieldError[] | undefined {
  const list = Array.isArray(body.errors)
    ? body.errors
    : Array.isArray(body.valData)
      ? body.valData
      : undefined;
  if (!list) return undefined;
  const out: RestFieldError[] = [];
  for (const item of list) {
    if (!isObject(item)) continue;
    const field = text(item.param) ?? text(item.property) ?? text(item.field) ?? '';
    const message = text(item.msg) ?? text(item.message) ?? 'is invalid';
    out.push({ field, message });
  }
  return out;
}

function byHttpStatus(status: number, message: string): Failure | undefined {
  if (status === 401) return { kind: 'unauthenticated', message };
  if (status === 403) return { kind: 'forbidden', message };
  if (status === 404) return { kind: 'not_found', message };
  return undefined;
}

function parse(raw: RawAnswer): { json: unknown } | { reason: string } {
  if (raw.body.trim() === '') return { reason: `empty body (HTTP ${raw.status})` };
  const looksJson = /\bjson\b/i.test(raw.contentType) || /^\s*[[{]/.test(raw.body);
  if (!looksJson) {
    return {
      reason: `non-JSON body (HTTP ${raw.status}, ${raw.contentType || 'no content type'})`,
    };
  }
  try {
    return { json: JSON.parse(raw.body) as unknown };
  } catch {
    return { reason: `malformed JSON (HTTP ${raw.status})` };
  }
}

/** The refusal in a parsed body, or undefined when the body is a success envelope. */
function refusal(status: number, body: Json, shape: Shape): Failure | undefined {
  const message = text(body.message) ?? 'The request was refused';
  const code = num(body.statusCode);
  const bare = !('status' in body) && code === undefined;
  // The wallet balance refuses with a bare {message} (HTTP 503): the server's own words.
  if (bare && shape === 'balance' && text(body.message))
    return { kind: 'domain', message, upstreamCode: null };
  const httpFailure = byHttpStatus(status, message) ?? byHttpStatus(code ?? 0, message);
  if (httpFailure) return httpFailure;
  if (status >= 500) return { kind: 'unavailable', reason: `HTTP ${status}: ${message}` };
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors)
    return { kind: 'validation', message: fieldErrors[0]?.message ?? message, fieldErrors };
  // CONFLICT is the stale-update refusal (5002, or a bare 409); a 409 carrying another listed
  // domain code (e.g. 5300 duplicate file name) is that domain error with its code.
  if (code === 5002 || (status === 409 && (code === undefined || code === 409))) {
    return { kind: 'conflict', message, upstreamCode: code ?? null };
  }
  if (code === 400 && status === 400) return { kind: 'validation', message, fieldErrors: [] };
  const upstreamCode = code !== undefined && code !== status ? code : null;
  if (status >= 400 || body.status === false) return { kind: 'domain', message, upstreamCode };
  // Spec section 8: a body without `status: true` (e.g. a bare {message}) is an error with its
  // message; so is one lacking the data its shape needs (see value()). The image upload answer
  // has no statusCode but `status: true` and data: a success.
  if (bare || body.status !== true) return { kind: 'domain', message, upstreamCode: null };
  return undefined;
}

/** A list and its paging facts ({total, pageNo, pageSize}); missing facts come from the list. */
const listOf = (results: unknown[], paging: Json): ListValue => ({
  results,
  total: num(paging.total) ?? results.length,
  pageNo: num(paging.pageNo) ?? 1,
  pageSize: num(paging.pageSize) ?? results.length,
});

const unexpected = (what: string): { ok: false; failure: Failure } =>
  fail({ kind: 'unavailable', reason: `unexpected shape: ${what}` });

function value<S extends Shape>(shape: S, body: Json): Normalised<S> {
  const message = text(body.message) ?? '';
  const done = (v: ShapeValues[S]): Normalised<S> => ({ ok: true, message, value: v });
  const data = body.data;
  const needs = shape === 'list' ? 'results' : shape === 'message' ? undefined : 'data';
  if (needs && !(needs in body)) {
    return fail({
      kind: 'domain',
      message: message || 'The request was refused',
      upstreamCode: null,
    });
  }
  switch (shape) {
    case 'data':
      return done(data as ShapeValues[S]);
    case 'message':
      return done(null as ShapeValues[S]);
    case 'first': {
      if (!Array.isArray(data))
        return isObject(data) ? done(data as ShapeValues[S]) : unexpected('data is not a list');
      if (data.length === 0) return fail({ kind: 'not_found', message: message || 'Not found' });
      return done(data[0] as ShapeValues[S]);
    }
    case 'nested': {
      const outer = isObject(data) && isObject(data.data) ? data.data : undefined;
      if (!outer || !Array.isArray(outer.data)) return unexpected('no data.data.data list');
      return done(listOf(outer.data, outer) as ShapeValues[S]);
    }
    case 'list': {
      if (!Array.isArray(body.results)) return unexpected('no results list');
      return done(listOf(body.results, isObject(body.meta) ? body.meta : {}) as ShapeValues[S]);
    }
    case 'balance': {
      if (!isObject(data)) return unexpected('no data.Balance');
      const raw = data.Balance;
      const balance = typeof raw === 'string' && raw.trim() !== '' ? num(Number(raw)) : num(raw);
      if (balance === undefined) return unexpected('no data.Balance');
      const meta = isObject(body.meta) ? body.meta : {};
      return done({ balance, total: num(meta.total) ?? null, data } as ShapeValues[S]);
    }
  }
  return unexpected(`unknown shape ${String(shape)}`);
}

/** Classifies one REST answer: the value of the asked shape, or the failure it carries. */
export function normalise<S extends Shape>(raw: RawAnswer, shape: S): Normalised<S> {
  const parsed = parse(raw);
  if ('reason' in parsed) {
    return fail(byHttpStatus(raw.status, '') ?? { kind: 'unavailable', reason: parsed.reason });
  }
  if (!isObject(parsed.json)) {
    return fail(
      byHttpStatus(raw.status, '') ?? { kind: 'unavailable', reason: 'body is not an object' },
    );
  }
  const refused = refusal(raw.status, parsed.json, shape);
  if (refused) return fail(refused);
  if (raw.status < 200 || raw.status >= 300) {
    return fail({ kind: 'unavailable', reason: `unexpected HTTP ${raw.status}` });
  }
  return value(shape, parsed.json);
}
