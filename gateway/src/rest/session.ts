import type { FormData } from 'undici';
import type { HttpMethod, QueryValue, RestClient } from './client.js';
import { normalise, type ListValue, type Shape, type ShapeValues } from './envelope.js';
import { noteOrigin } from './oddities.js';
import { failureToError, type FieldMap } from './errors.js';
import type { Failure } from './failure.js';

export interface CallOptions<S extends Shape> {
  shape: S;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** A multipart body (file uploads) instead of JSON. */
  form?: FormData;
  /** REST → GraphQL input field names for validation errors. */
  fields?: FieldMap;
  /** The page asked for: the paging of a list answer whose meta lacks it. */
  page?: { pageNo?: number; pageSize?: number };
}

export interface Answer<S extends Shape> {
  message: string;
  value: ShapeValues[S];
}

/** The upstream account of an API key (apiKeys/keys.ts): its token now, and after a 401. */
export interface UpstreamAccount {
  token(): Promise<string>;
  renew(stale: string): Promise<string>;
}

type Outcome<S extends Shape> = { ok: true; answer: Answer<S> } | { ok: false; failure: Failure };

/**
 * The REST client bound to one GraphQL request: its token and request id, and the count of
 * upstream calls. Resolvers call REST only through this; a failure throws the typed error.
 */
export class RestSession {
  /** HTTP requests made upstream for this GraphQL request (retries included). */
  calls = 0;
  private readonly countCall = () => {
    this.calls++;
  };

  constructor(
    private readonly client: RestClient,
    readonly requestId: string,
    private token: string | null,
    /** The GraphQL client's address (TRUST_PROXY-aware), passed on to REST. */
    private readonly clientIp?: string,
    /**
     * An API key's service account (apiKeys/upstream.ts): its token, signed in on the first REST
     * call (a request refused before REST signs in nobody); when REST refuses it (401, or an
     * envelope saying so, e.g. it expired), the token after signing in again, and the call is made
     * once more.
     */
    private readonly upstream?: UpstreamAccount,
  ) {}

  /** Login: later calls of this request carry the new token (e.g. fetching the viewer). */
  useToken(token: string): void {
    this.token = token;
  }

  async call<S extends Shape>(
    method: HttpMethod,
    path: string,
    options: CallOptions<S>,
  ): Promise<Answer<S>> {
    if (this.upstream && !this.token) this.token = await this.upstream.token();
    let outcome = await this.attempt(method, path, options);
    if (!outcome.ok && outcome.failure.kind === 'unauthenticated' && this.upstream && this.token) {
      // Refused as unauthenticated, the call was not carried out: making it again is safe.
      this.token = await this.upstream.renew(this.token);
      outcome = await this.attempt(method, path, options);
    }
    if (!outcome.ok) throw failureToError(outcome.failure, this.requestId, options.fields);
    return outcome.answer;
  }

  private async attempt<S extends Shape>(
    method: HttpMethod,
    path: string,
    options: CallOptions<S>,
  ): Promise<Outcome<S>> {
    const result = await this.client.send(
      {
        method,
        path,
        query: options.query,
        body: options.body,
        form: options.form,
        token: this.token,
        requestId: this.requestId,
        clientIp: this.clientIp,
      },
      this.countCall,
    );
    if ('failure' in result) return { ok: false, failure: result.failure };
    const paging = options.page ?? pagingOf(options.query);
    const normalised = normalise(result.answer, options.shape, {
      method,
      path,
      page: paging.pageNo,
      pageSize: paging.pageSize,
    });
    if (!normalised.ok) return { ok: false, failure: normalised.failure };
    const value: unknown = normalised.value;
    const records =
      options.shape === 'list' || options.shape === 'nested' ? (value as ListValue).results : value;
    if (records) noteOrigin(records, method, path);
    return { ok: true, answer: { message: normalised.message, value: normalised.value } };
  }

  get<S extends Shape>(path: string, options: CallOptions<S>): Promise<Answer<S>> {
    return this.call('GET', path, options);
  }
  post<S extends Shape>(path: string, options: CallOptions<S>): Promise<Answer<S>> {
    return this.call('POST', path, options);
  }
  put<S extends Shape>(path: string, options: CallOptions<S>): Promise<Answer<S>> {
    return this.call('PUT', path, options);
  }
  patch<S extends Shape>(path: string, options: CallOptions<S>): Promise<Answer<S>> {
    return this.call('PATCH', path, options);
  }
  delete<S extends Shape>(path: string, options: CallOptions<S>): Promise<Answer<S>> {
    return this.call('DELETE', path, options);
  }
}

/** The requested page of a REST list query (`pageNo`, `pageSize`). */
function pagingOf(query: Readonly<Record<string, QueryValue>> | undefined): {
  pageNo?: number;
  pageSize?: number;
} {
  if (!query) return {};
  const pageNo = typeof query.pageNo === 'number' ? query.pageNo : undefined;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : undefined;
  return { pageNo, pageSize };
}

/**
 * A path segment from an id: encoded so an id can never change the path. encodeURIComponent keeps
 * dots, and "." or ".." are dot-segments a server or proxy on the way may resolve ("/get/.." would
 * become the parent path, RFC 3986 5.2.4); WHATWG URL parsers resolve "%2E%2E" as well. So their
 * dots are encoded twice ("%252E%252E"): no parser resolves that, and the api, decoding once, looks
 * up an id that cannot exist (404).
 */
export const seg = (id: string): string =>
  /^\.{1,2}$/.test(id) ? id.replace(/\./g, '%252E') : encodeURIComponent(id);
