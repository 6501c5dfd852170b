import type { Failure, RestFieldError } from './failure.js';

/**
 * The one place that knows the response shapes of the REST contract. Pure: a raw answer in,
 * a value or a classified failure out.
 *
 * Shapes a caller can ask for:
 * - `data`: `{status, statusCode, message, data}` → `data`
 * - `list`: `{results, meta: {total, pageNo, pageSize}}` → the list and its paging
 * - `first`: package get, `data` is a list → its first element (none → not found)
 * - `nested`: booking edit look-up, `data.data.data`
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
}

export interface ShapeValues {
  data: unknown;
  list: ListValue;
  first: unknown;
  nested: unknown;
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
function refusal(status: number, body: Json): Failure | undefined {
  const message = text(body.message) ?? 'The request was refused';
  const code = num(body.statusCode);
  const httpFailure = byHttpStatus(status, message) ?? byHttpStatus(code ?? 0, message);
  if (httpFailure) return httpFailure;
  if (status >= 500) return { kind: 'unavailable', reason: `HTTP ${status}: ${message}` };
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors)
    return { kind: 'validation', message: fieldErrors[0]?.message ?? message, fieldErrors };
  if (status === 409 || code === 5002) {
    return { kind: 'conflict', message, upstreamCode: code ?? null };
  }
  if (code === 400 && status === 400) return { kind: 'validation', message, fieldErrors: [] };
  const upstreamCode = code !== undefined && code !== status ? code : null;
  if (status >= 400 || body.status === false) return { kind: 'domain', message, upstreamCode };
  // Spec section 8: a body lacking statusCode or status is an error with its message (the
  // dashboard balance answers a bare {message}); so is one lacking the data its shape needs.
  if (!('status' in body) || code === undefined)
    return { kind: 'domain', message, upstreamCode: null };
  return undefined;
}

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
      const inner = isObject(data) && isObject(data.data) ? data.data.data : undefined;
      return inner === undefined ? unexpected('no data.data.data') : done(inner as ShapeValues[S]);
    }
    case 'list': {
      const meta = isObject(body.meta) ? body.meta : {};
      if (!Array.isArray(body.results)) return unexpected('no results list');
      const list: ListValue = {
        results: body.results,
        total: num(meta.total) ?? body.results.length,
        pageNo: num(meta.pageNo) ?? 1,
        pageSize: num(meta.pageSize) ?? body.results.length,
      };
      return done(list as ShapeValues[S]);
    }
    case 'balance': {
      const raw = isObject(data) ? data.Balance : undefined;
      const balance = typeof raw === 'string' && raw.trim() !== '' ? num(Number(raw)) : num(raw);
      if (balance === undefined) return unexpected('no data.Balance');
      const meta = isObject(body.meta) ? body.meta : {};
      return done({ balance, total: num(meta.total) ?? null } as ShapeValues[S]);
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
  const refused = refusal(raw.status, parsed.json);
  if (refused) return fail(refused);
  if (raw.status < 200 || raw.status >= 300) {
    return fail({ kind: 'unavailable', reason: `unexpected HTTP ${raw.status}` });
  }
  return value(shape, parsed.json);
}
