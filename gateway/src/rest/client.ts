import type { Readable } from 'node:stream';
import { Pool, type Dispatcher, type FormData } from 'undici';
import type { RawAnswer } from './envelope.js';
import type { Failure } from './failure.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

/** One call of the REST contract, relative to its /api/v1 base. */
export interface RestCall {
  method: HttpMethod;
  /** Path under /api/v1, e.g. `/season/get/abc`; ids already encoded. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** A multipart body (file uploads) instead of JSON. */
  form?: FormData;
  token?: string | null;
  requestId: string;
}

export type CallResult = { answer: RawAnswer } | { failure: Failure };

export interface RestClientOptions {
  /** Base URL ending in /api/v1. */
  baseUrl: string;
  timeoutMs: number;
  /** Most sockets kept open to the upstream. */
  connections?: number;
}

/** Errors that mean the request did not reach a working server: safe to retry for a GET. */
const connectionErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);
const retryableStatus = new Set([502, 503, 504]);

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'UNKNOWN';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The one REST client: a keep-alive undici Pool to the upstream origin, a deadline per call
 * (retry included), one retry of GETs on connection errors and 502/503/504, and the caller's
 * bearer token and request id forwarded. It never throws: every outcome is a raw answer or a
 * classified transport failure.
 */
export class RestClient {
  readonly origin: string;
  readonly basePath: string;
  readonly timeoutMs: number;
  private readonly pool: Pool;

  constructor(options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.pool = new Pool(this.origin, {
      connections: options.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    });
  }

  /** Sends one call; `onAttempt` runs once per HTTP request made (retries count). */
  async send(call: RestCall, onAttempt?: () => void): Promise<CallResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': call.requestId,
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let body: string | FormData | undefined;
    if (call.form) {
      body = call.form;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    const path = `${this.basePath}${call.path}${queryString(call.query)}`;
    try {
      const attempts = call.method === 'GET' ? 2 : 1;
      let last: CallResult = { failure: { kind: 'unavailable', reason: 'no attempt' } };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        onAttempt?.();
        try {
          const res = await this.pool.request({
            method: call.method,
            path,
            headers,
            body,
            signal: controller.signal,
          });
          const text = await res.body.text();
          const contentType = String(res.headers['content-type'] ?? '');
          last = { answer: { status: res.statusCode, contentType, body: text } };
          if (!retryableStatus.has(res.statusCode)) return last;
        } catch (error) {
          if (controller.signal.aborted) {
            return {
              failure: { kind: 'timeout', reason: `no answer within ${this.timeoutMs} ms` },
            };
          }
          const code = errorCode(error);
          if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
            return { failure: { kind: 'timeout', reason: code } };
          }
          last = { failure: { kind: 'unavailable', reason: `connection failed (${code})` } };
          if (!connectionErrors.has(code)) return last;
        }
      }
      return last;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A streaming request to the upstream origin for the file proxy: the body is piped, never
   * buffered. `path` is absolute (it starts with /api/v1).
   */
  stream(options: {
    method: HttpMethod;
    path: string;
    headers: Record<string, string>;
    body: Readable | null;
    timeoutMs: number;
  }): Promise<Dispatcher.ResponseData> {
    return this.pool.request({
      method: options.method,
      path: options.path,
      headers: options.headers,
      body: options.body,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
