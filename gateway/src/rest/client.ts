import type { Readable } from 'node:stream';
import { interceptors, Pool, type Dispatcher, type FormData, type RetryHandler } from 'undici';
import { bodyText } from './body-text.js';
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
  /** The GraphQL client's address, passed on with the gateway secret (api sign-in limits). */
  clientIp?: string | undefined;
}

export type CallResult = { answer: RawAnswer } | { failure: Failure };

export interface RestClientOptions {
  /** Base URL ending in /api/v1. */
  baseUrl: string;
  timeoutMs: number;
  /** Most sockets kept open to the upstream. */
  connections?: number;
  /** Largest answer body read into memory; a larger one is cut off as a failure. */
  maxAnswerBytes?: number;
  /** GATEWAY_SECRET: with it, each call carries its client's address for the api to believe. */
  gatewaySecret?: string | undefined;
}

/** The api's names for them (api/src/http/client-address.ts). */
const CLIENT_ADDRESS_HEADER = 'x-client-address';
const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** No answer of the contract comes near this (a page of 10 000 coupons is ~5 MB). */
const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** Retries of an idempotent GET: one, on a connection error or a 502/503/504. */
const MAX_RETRIES = 1;
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
 * The decision of undici's retry interceptor (its public `retry` option): one more try of a GET
 * after a connection error or a 502/503/504, at once. `onAttempt` counts the retry, so
 * x-upstream-calls counts every HTTP request made. undici's own default decision cannot be
 * wrapped (it sits behind a private symbol), hence these few lines.
 */
function retryOnce(onAttempt: (() => void) | undefined): RetryHandler.RetryCallback {
  return (error, { state, opts }, callback) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    const retryable =
      opts.method === 'GET' &&
      state.counter <= MAX_RETRIES &&
      (typeof status === 'number'
        ? retryableStatus.has(status)
        : connectionErrors.has(errorCode(error)));
    if (!retryable) return callback(error);
    onAttempt?.();
    callback(null);
  };
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The call's failure for an error thrown while requesting or reading. */
function failureOf(error: unknown, timeoutMs: number): CallResult {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { failure: { kind: 'timeout', reason: `no answer within ${timeoutMs} ms` } };
  }
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return { failure: { kind: 'timeout', reason: code } };
  }
  return { failure: { kind: 'unavailable', reason: `connection failed (${code})` } };
}

/**
 * The one REST client: a keep-alive undici Pool to the upstream origin, composed with undici's
 * retry interceptor (one retry of GETs on connection errors and 502/503/504); a deadline per call
 * (an AbortSignal covering the queue, the retry and the body); the caller's bearer token and
 * request id forwarded. It never throws: every outcome is a raw answer or a classified transport
 * failure.
 */
export class RestClient {
  readonly origin: string;
  readonly basePath: string;
  readonly timeoutMs: number;
  private readonly maxAnswerBytes: number;
  private readonly gatewaySecret: string | undefined;
  private readonly pool: Pool;
  private readonly retrying: Dispatcher;

  constructor(options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
    this.gatewaySecret = options.gatewaySecret;
    this.pool = new Pool(this.origin, {
      connections: options.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    });
    // throwOnError false: the last answer of a retried GET (a 502 twice) reaches the caller as an
    // answer, for the envelope to classify.
    this.retrying = this.pool.compose(
      interceptors.retry({ maxRetries: MAX_RETRIES, throwOnError: false, minTimeout: 0 }),
    );
  }

  /**
   * Sends one call; `onAttempt` runs once per HTTP request made (retries count). The deadline
   * covers the whole call, retry included, and also a request still queued for a connection: the
   * answer comes when it passes, whatever the upstream does.
   */
  send(call: RestCall, onAttempt?: () => void): Promise<CallResult> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': call.requestId,
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (this.gatewaySecret && call.clientIp) {
      headers[CLIENT_ADDRESS_HEADER] = call.clientIp;
      headers[GATEWAY_SECRET_HEADER] = this.gatewaySecret;
    }
    let body: string | FormData | undefined;
    if (call.form) {
      body = call.form;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    const signal = AbortSignal.timeout(this.timeoutMs);
    onAttempt?.();
    // `retryOptions` per request: undici's retry interceptor merges them over its own.
    const request: Dispatcher.RequestOptions & { retryOptions: RetryHandler.RetryOptions } = {
      method: call.method,
      path: `${this.basePath}${call.path}${queryString(call.query)}`,
      headers,
      body,
      signal,
      retryOptions: { retry: retryOnce(onAttempt) },
    };
    return new Promise((resolve) => {
      // The deadline answers at once, even for a call still queued for a connection (undici
      // aborts a queued request only when it leaves the queue).
      const onAbort = () => resolve(failureOf(signal.reason, this.timeoutMs));
      signal.addEventListener('abort', onAbort, { once: true });
      void this.exchange(request).then((result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      });
    });
  }

  /** One request and its body, read up to the size limit (past it the stream is destroyed). */
  private async exchange(request: Dispatcher.RequestOptions): Promise<CallResult> {
    try {
      const response = await this.retrying.request(request);
      const text = await bodyText(response.body, this.maxAnswerBytes);
      if (text === null) {
        const reason = `answer larger than ${this.maxAnswerBytes} bytes`;
        return { failure: { kind: 'unavailable', reason } };
      }
      return {
        answer: {
          status: response.statusCode,
          contentType: headerText(response.headers['content-type']),
          body: text,
          headers: response.headers,
        },
      };
    } catch (error) {
      return failureOf(error, this.timeoutMs);
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
