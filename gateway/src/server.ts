import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ApiKeys } from './apiKeys/keys.js';
import { loadSecretKey } from './apiKeys/secret-key.js';
import { Sealing } from './apiKeys/sealing.js';
import { loadConfig, restBase, type GatewayConfig } from './config.js';
import { createSecurityState } from './auth/security-state.js';
import { signedInCheck } from './auth/signed-in.js';
import { createContext } from './context.js';
import { Store } from './store/store.js';
import { callerIdentity } from './auth/caller-identity.js';
import { auditCsvRoute } from './audit/csv-route.js';
import { startRetention } from './audit/retention.js';
import { createApollo } from './graphql/apollo.js';
import { buildSchema } from './graphql/schema.js';
import { corsFor } from './http/cors.js';
import { graphqlBody } from './http/graphql-body.js';
import { healthRoutes } from './http/health.js';
import { logResponse } from './http/log.js';
import { rateLimit } from './http/rate-limit.js';
import { schemaSdlRoute } from './http/schema-sdl.js';
import { fileProxyRoutes } from './http/proxy.js';
import { securityHeaders } from './http/security-headers.js';
import { webRoutes } from './http/web.js';
import { createLogger } from './logger.js';
import { setOddityLogger } from './rest/oddities.js';
import { RestClient } from './rest/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    restClient: RestClient;
    gatewayConfig: GatewayConfig;
  }
}

/**
 * Node's own settings behind requestTimeout: headers within the same limit (at most Node's 60 s),
 * and the check for overdue requests run often enough to cut one close to the limit (Node checks
 * every 30 s by default).
 */
function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestTimeoutMs, 60_000),
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(requestTimeoutMs / 4))),
  };
}

/** A caller's x-request-id is kept when it is a plain token; otherwise a new one is made. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}

function stampRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== 'string' || !payload.includes('"errors"')) return payload;
  try {
    const body = JSON.parse(payload) as { errors?: { extensions?: Record<string, unknown> }[] };
    if (!Array.isArray(body.errors)) return payload;
    for (const error of body.errors) error.extensions = { ...error.extensions, requestId };
    return JSON.stringify(body);
  } catch {
    return payload;
  }
}

/** Builds the gateway: GraphQL at /graphql, health, the file proxy and the web build. */
export async function buildGateway(
  config: GatewayConfig,
  options: {
    logger?: Logger;
    clock?: () => Date;
    openStoreAtStart?: boolean;
    /** false: mutations unrecorded, for the audit bench's baseline only. */
    auditTrail?: boolean;
  } = {},
): Promise<FastifyInstance> {
  if (!config.restBaseUrl) throw new Error('buildGateway needs restBaseUrl');
  const log = options.logger ?? createLogger(config.logLevel);
  setOddityLogger(log);
  const client = new RestClient({
    baseUrl: config.restBaseUrl,
    timeoutMs: config.restTimeoutMs,
    gatewaySecret: config.gatewaySecret,
  });
  const fastifyLog: FastifyBaseLogger = log;
  const app = Fastify({
    loggerInstance: fastifyLog,
    // One log line per request comes from the onResponse hook (http/log.ts), with the GraphQL facts.
    logController: new LogController({ disableRequestLogging: true }),
    // Request logs carry requestId themselves: no per-request child logger.
    childLoggerFactory: (logger) => logger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS: a body sent a byte at a
    // time is cut off with 408 instead of holding its connection open.
    requestTimeout: config.requestTimeoutMs,
    http: requestTimeouts(config.requestTimeoutMs),
  });
  app.decorate('restClient', client);
  app.decorate('gatewayConfig', config);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', logResponse(log));
  const security = await createSecurityState(config, log);
  const store = new Store(config.store);
  const apiKeys = new ApiKeys(store, client, new Sealing(loadSecretKey(config.secretKey)), log);
  // Opened in the background, so the first write does not wait for it (an embedded PGlite takes
  // seconds to open); a store that cannot open is said now, and every write refuses until it can.
  // Until it is open, /readyz says not ready (http/health.ts).
  if (options.openStoreAtStart) {
    store.ready().catch((error: unknown) => {
      log.error({ err: { message: String(error) } }, 'the gateway store could not be opened');
    });
  }
  app.addHook('onClose', async () => client.close());
  app.addHook('onClose', async () => security.close());
  const stopRetention = startRetention(store, config.auditRetentionDays, log);
  app.addHook('onClose', async () => stopRetention());
  app.addHook('onClose', async () => apiKeys.close());
  app.addHook('onClose', async () => store.close());
  await app.register(fastifyCookie);
  securityHeaders(app, config.production);

  const schema = buildSchema({ auditTrail: options.auditTrail !== false });
  const apollo = createApollo({ schema, production: config.production, log, app });
  await apollo.start();
  const deps = {
    client,
    store,
    secureCookies: config.production,
    security,
    sessionLifetimes: config.sessionLifetimes,
    log,
    now: options.clock ?? (() => new Date()),
    apiKeys,
  };
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => createContext(deps, request, reply),
  });
  const signedIn = signedInCheck(client, security, apiKeys);
  await app.register(async (scope) => {
    await corsFor(scope, config.corsOrigins);
    await rateLimit(scope, {
      limits: config.rateLimits,
      identify: callerIdentity(security.sessions),
      redis: security.redis,
    });
    graphqlBody(scope, { anonymousBodyLimitBytes: config.anonymousBodyLimitBytes, signedIn });
    schemaSdlRoute(scope, { schema, signedIn });
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/graphql',
      bodyLimit: config.bodyLimitBytes,
      handler,
      onSend: (request, reply, payload, done) => {
        const context = request.gatewayContext;
        if (context) void reply.header('x-upstream-calls', String(context.rest.calls));
        // Answers carry a signed-in user's data: no browser or proxy keeps them.
        void reply.header('cache-control', 'no-store');
        // Refusals before the GraphQL pipeline (CSRF, bad requests) get the request id too.
        done(null, reply.statusCode >= 400 ? stampRequestId(payload, request.id) : payload);
      },
    });
  });

  await app.register(auditCsvRoute(deps));
  await app.register(
    healthRoutes(options.openStoreAtStart ? { storeOpen: () => store.isOpen } : {}),
  );
  await app.register(fileProxyRoutes);
  await app.register(webRoutes);
  return app;
}

export interface StartGatewayOptions extends Partial<GatewayConfig> {
  /** The REST contract's server (with or without the /api/v1 suffix). */
  restBaseUrl: string;
  logger?: Logger;
  /** The gateway's clock, for tests whose data is seeded around a fixed day. */
  clock?: () => Date;
  /** Open the gateway's store at start rather than on the first write (main.ts does). */
  openStoreAtStart?: boolean;
  /** false: mutations unrecorded, for the audit bench's baseline only (never a setting). */
  auditTrail?: boolean;
}

export interface RunningGateway {
  app: FastifyInstance;
  config: GatewayConfig;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  close(): Promise<void>;
}

/** Builds and listens. Tests and other parts start the gateway this way. */
export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const { logger, clock, openStoreAtStart, auditTrail, ...overrides } = options;
  const config = loadConfig(process.env, {
    ...overrides,
    restBaseUrl: restBase(options.restBaseUrl),
  });
  const app = await buildGateway(config, {
    ...(logger ? { logger } : {}),
    ...(clock ? { clock } : {}),
    ...(openStoreAtStart ? { openStoreAtStart } : {}),
    ...(auditTrail === false ? { auditTrail } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    app,
    config: { ...config, port },
    url: `http://${host}:${port}`,
    close: () => app.close(),
  };
}
