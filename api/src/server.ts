import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from './config.js';
import type { Db } from './db/db.js';
import { AccountStates } from './auth/accounts.js';
import { ApiLoginLimiter } from './auth/login-limit.js';
import { TokenService } from './auth/tokens.js';
import { describeDomainCodes } from './http/codes.js';
import { errorHandler } from './http/error-handler.js';
import { unauthorized } from './http/errors.js';
import type { ApiApp, AuthUser } from './http/app-types.js';
import { areaRoutes } from './routes.js';

/**
 * Node's own settings behind requestTimeout: headers within the same limit (at most Node's 60 s),
 * and the check for overdue requests run often enough to cut one close to the limit (Node checks
 * every 30 s by default).
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestTimeoutMs, 60_000),
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(requestTimeoutMs / 4))),
  };
}

export interface BuildApiOptions {
  config: ApiConfig;
  db: Db;
  logger?: boolean;
}

/** Builds the /api/v1 server: auth, validation, envelopes, every area's routes and the OpenAPI description. */
export async function buildApi({ config, db, logger = true }: BuildApiOptions): Promise<ApiApp> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["x-gateway-secret"]',
          ],
          // Query strings can carry upload signatures: log the path only.
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
              id: req.id,
            }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within API_REQUEST_TIMEOUT_MS: a body sent a byte
    // at a time is cut off with 408 instead of holding its connection open.
    requestTimeout: config.requestTimeoutMs,
    http: requestTimeouts(config.requestTimeoutMs),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given)
        ? given
        : crypto.randomUUID();
    },
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', new TokenService(config.tokenSecret, config.tokenTtlSeconds));
  app.decorate('accounts', new AccountStates(db));
  app.decorate('loginLimiter', new ApiLoginLimiter(config.loginLimits));
  app.decorateRequest('user', null as unknown as AuthUser);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: false,
      statusCode: 404,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    }),
  );

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Dog-friendly booking back office: reference /api/v1',
        version: '1.0.0',
        description:
          'Reference implementation of the REST contract. Every route but POST /admin/login needs `Authorization: Bearer <token>`.\n\n' +
          'Success envelope: `{status: true, statusCode, message, data}`; lists: `{results, meta: {total, pageNo, pageSize}}`.\n\n' +
          'Validation failures: HTTP 400 with `errors: [{param, msg}]`, `errors: [{property, message}]` or `valData: [{param, msg}]`, per route.\n\n' +
          'Domain status codes (envelope `statusCode`):\n' +
          describeDomainCodes(),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await app.tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    // The token's account must still exist, be active and have had no password change since.
    const account = await app.accounts.get(claims.sub);
    if (!account || account.status !== 1 || account.tokenVersion !== claims.tv)
      throw unauthorized('This sign-in has ended; sign in again');
    request.user = { id: claims.sub, role: account.role };
  });

  app.get('/api/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  app.get('/api/v1/health', { config: { public: true }, schema: { hide: true } }, async () => {
    await db.query('SELECT 1');
    return { status: true, statusCode: 200, message: 'ok' };
  });

  await app.register(areaRoutes, { prefix: '/api/v1' });
  return app;
}
