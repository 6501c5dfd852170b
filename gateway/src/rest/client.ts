import type { IncomingHttpHeaders } from 'node:http';
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
  /** Largest answer body read into memory; a larger one is cut off as a failure. */
  maxAnswerBytes?: number;
}

/** No answer of the contract comes near this (a page of 10 000 coupons is ~5 MB). */
const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** The error an exchange aborts with when the answer outgrows its limit. */
class AnswerTooLarge extends Error {}

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

/** What one HTTP request to the upstream came to. */
type Outcome = RawAnswer | { error: Error };

/** The call's result for an outcome, and whether it is worth one more try (a GET only). */
function classify(outcome: Outcome): { result: CallResult; retryable: boolean } {
  if ('error' in outcome) {
    if (outcome.error instanceof AnswerTooLarge) {
      const reason = outcome.error.message;
      return { result: { failure: { kind: 'unavailable', reason } }, retryable: false };
    }
    const code = errorCode(outcome.error);
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return { result: { failure: { kind: 'timeout', reason: code } }, retryable: false };
    }
    return {
      result: { failure: { kind: 'unavailable', reason: `connection failed (${code})` } },
      retryable: connectionErrors.has(code),
    };
  }
  return { result: { answer: outcome }, retryable: retryableStatus.has(outcome.status) };
}

/**
 * One HTTP request through undici's dispatch API, its body gathered as it arrives: no response
 * stream and no stream consumer per call, as `request()` makes.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private abortedWith: Error | undefined;
  private status = 0;
  private contentType = '';
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly done: (outcome: Outcome) => void,
    private readonly maxBytes: number,
  ) {}

  /** Stops the request now, or as soon as it leaves the queue for a connection. */
  abort(reason: Error): void {
    this.abortedWith = reason;
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abortedWith) controller.abort(this.abortedWith);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return; // 1xx: the real answer follows
    this.status = statusCode;
    this.headers = headers;
    const type = headers['content-type'];
    this.contentType = Array.isArray(type) ? type.join(', ') : (type ?? '');
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      controller.abort(new AnswerTooLarge(`answer larger than ${this.maxBytes} bytes`));
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    const body =
      this.chunks.length === 1
        ? this.chunks[0]!.toString('utf8')
        : Buffer.concat(this.chunks).toString('utf8');
    this.done({
      status: this.status,
      contentType: this.contentType,
      body,
      headers: this.headers,
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.done({ error });
  }
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
  private readonly maxAnswerBytes: number;
  private readonly pool: Pool;

  constructor(options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
    this.pool = new Pool(this.origin, {
      connections: options.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    });
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
    let body: string | FormData | undefined;
    if (call.form) {
      body = call.form;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    const request: Dispatcher.DispatchOptions = {
      method: call.method,
      path: `${this.basePath}${call.path}${queryString(call.query)}`,
      headers,
      body,
    };
    return new Promise<CallResult>((resolve) => {
      let exchange: Exchange | undefined;
      let settled = false;
      const settle = (result: CallResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(result);
      };
      const deadline = setTimeout(() => {
        const reason = `no answer within ${this.timeoutMs} ms`;
        settle({ failure: { kind: 'timeout', reason } });
        exchange?.abort(new Error(reason));
      }, this.timeoutMs);
      const attempt = (attemptsLeft: number) => {
        onAttempt?.();
        exchange = new Exchange((outcome) => {
          if (settled) return;
          const { result, retryable } = classify(outcome);
          if (retryable && attemptsLeft > 1) attempt(attemptsLeft - 1);
          else settle(result);
        }, this.maxAnswerBytes);
        this.pool.dispatch(request, exchange);
      };
      attempt(call.method === 'GET' ? 2 : 1);
    });
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
