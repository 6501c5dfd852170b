import type { DomainErrorReason, FieldErrorReason } from '../__generated__/resolvers-types.js';
import { pino } from 'pino';
import type { GatewayConfig } from '../config.js';
import { inject } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { Store, type StoreLocation } from '../store/store.js';

/** What the gateway's tests use of the api's test support (`@dogstay/api/test-support`). */
export interface TestApi {
  url: string;
  token: string;
  close(): Promise<void>;
}
interface ApiTestSupport {
  /** `config`: the api's own settings (ApiConfig), e.g. gatewaySecret or loginLimits. */
  startTestApi(options?: { config?: Record<string, unknown> }): Promise<TestApi>;
  TEST_ADMIN: { email: string; password: string };
  /** The day the test api's data is seeded around. */
  SEED_TODAY: Date;
}

// Imported by name at run time so the gateway's type check does not compile the api's sources.
const API_TEST_SUPPORT: string = '@dogstay/api/test-support';
export const apiTestSupport = (): Promise<ApiTestSupport> =>
  import(API_TEST_SUPPORT) as Promise<ApiTestSupport>;

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null;
  errors: {
    message: string;
    path?: (string | number)[];
    extensions: {
      code: string;
      requestId?: string;
      /** BAD_USER_INPUT: each field's error, with the schema's FieldErrorReason. */
      fieldErrors?: { field: string; message: string; reason?: FieldErrorReason; limit?: number }[];
      upstreamCode?: number | null;
      /** DOMAIN_ERROR: the schema's DomainErrorReason. */
      reason?: DomainErrorReason;
    };
  }[];
}

export interface GqlOptions {
  /** Bearer token; default the admin's, `null` for none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Stack {
  api: TestApi;
  gateway: RunningGateway;
  /** The admin's upstream token, used as the gateway bearer token. */
  token: string;
  /** The gateway's clock: the day the api's data is seeded around. */
  seedDay: Date;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResult<T>>;
  /**
   * GET on the api's REST contract as the admin, not through the gateway: a list's `results` (at
   * the top or under `data`), else `data`. What a test checks the gateway's answer against.
   */
  rest<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** POSTs one GraphQL operation to a gateway the way the web app does. */
export async function postGraphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> | undefined,
  headers: Record<string, string>,
): Promise<GqlResult<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GqlResult<T>['errors'] };
  return {
    status: res.status,
    headers: res.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}

/**
 * This worker's reference api, seeded, started once for the run by the project's global setup
 * (./shared-api-setup.ts) and shared by the files of this worker that only read its data. Its
 * close() leaves it running.
 */
export function sharedTestApi(): TestApi {
  const apis = inject('sharedApis');
  const api = apis?.[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % Math.max(apis.length, 1)];
  if (!api) throw new Error('no shared api: add ./shared-api-setup.ts to the project globalSetup');
  return { ...api, close: async () => {} };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each worker's reference api (index VITEST_POOL_ID - 1), seeded; read-only by agreement. */
    sharedApis: { url: string; token: string }[];
  }
}

export interface StackOptions {
  restTimeoutMs?: number;
  /** More gateway settings (e.g. trustProxy, gatewaySecret, loginLimits). */
  gateway?: Partial<GatewayConfig>;
  /** Settings of the api (its ApiConfig), e.g. gatewaySecret or loginLimits; with data 'own'. */
  api?: Record<string, unknown>;
  /** Where the gateway keeps its store: in memory unless a test needs one on disk. */
  store?: StoreLocation;
  /**
   * 'own' (default): a new api on a fresh copy of the seeded data, closed with the stack.
   * 'shared': this worker's api (sharedTestApi), for a file that writes nothing.
   */
  data?: 'own' | 'shared';
}

/**
 * The real reference api (seeded, in memory) with the gateway in front, both on free ports. The
 * gateway lives as long as the stack; the api and its data as long as the stack (`data: 'own'`)
 * or the run (`data: 'shared'`).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // Every mutation writes its audit event to the store: a stack that writes opens its in-memory
  // store (one per process) beside the api's start, not inside its first test.
  const storeOpening =
    options.data !== 'shared' && !options.store ? new Store({ kind: 'memory' }).ready() : null;
  const support = await apiTestSupport();
  const api =
    options.data === 'shared'
      ? sharedTestApi()
      : await support.startTestApi(options.api ? { config: options.api } : undefined);
  // "Today" for the gateway is the seed's day, so checks from today find the seeded bookings
  // whatever the date the tests run on.
  const seedDay = support.SEED_TODAY;
  const gateway = await startGateway({
    clock: () => seedDay,
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: process.env.GATEWAY_TEST_LOG ?? 'silent' }),
    // Each stack's gateway keeps its own store, in memory (options.store for one on disk).
    store: options.store ?? { kind: 'memory' },
    ...(options.restTimeoutMs ? { restTimeoutMs: options.restTimeoutMs } : {}),
    ...options.gateway,
  });
  await storeOpening;
  return {
    api,
    gateway,
    token: api.token,
    seedDay,
    gql(query, variables, opts = {}) {
      const token = opts.token === undefined ? api.token : opts.token;
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (token) headers.authorization = `Bearer ${token}`;
      return postGraphql(gateway.url, query, variables, headers);
    },
    async rest<T>(path: string) {
      const res = await fetch(`${api.url}/api/v1${path}`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      const body = (await res.json()) as { results?: unknown; data?: unknown };
      const data = body.data as { results?: unknown } | undefined;
      return (body.results ?? data?.results ?? body.data) as T;
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}
