import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const SELF = "'self'";

/**
 * The web app's policy. Blueprint and React set `style` attributes, hence 'unsafe-inline' for
 * styles only; scripts come from the build's own files. Images may be `data:` (Blueprint) and
 * `blob:` (previews of a photo being uploaded).
 */
export const APP_CSP = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  objectSrc: ["'none'"],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
};

type Apply = ReturnType<typeof helmet>;

/**
 * Browser security headers on every answer, set by `helmet`: the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`, `X-Frame-Options: DENY`,
 * HSTS in production only (development runs on plain http). Two routes differ:
 * - stored files (`/api/v1/files/*`, uploaded by staff) get
 *   `Content-Security-Policy: default-src 'none'; sandbox`, so a file opened on its own can load
 *   and run nothing;
 * - in development, Apollo Sandbox at `/graphql` brings its own CSP (a meta tag naming Apollo's
 *   CDN with a nonce), so there the header has none; X-Frame-Options: DENY still forbids framing.
 *
 * `helmet` is called here once per policy, not through @fastify/helmet: that plugin calls
 * `helmet(options)` again on every request (index.js, `buildHelmetOnRoutes`), re-parsing the CSP
 * and building every header's middleware per answer. Measured on the season bench (10 000
 * requests, 20 connections, --trace-gc): with @fastify/helmet 187 scavenges and 10 full
 * mark-compacts, without any headers 155 and 2; the headers set once per policy cost what setting
 * them costs. Written up in docs/upstream/fastify-helmet-per-request.md.
 */
export function securityHeaders(app: FastifyInstance, production: boolean): void {
  const common: HelmetOptions = {
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const appHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  });
  const fileHeaders = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], sandbox: [] },
    },
  });
  const sandboxHeaders = helmet({ ...common, contentSecurityPolicy: false });

  const policyOf = (request: FastifyRequest): Apply => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/v1/files/')) return fileHeaders;
    if (!production && url === '/graphql') return sandboxHeaders;
    return appHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // helmet's callback never receives an error since 8.1 (it throws instead).
    policyOf(request)(request.raw, reply.raw, () => done());
  });
}
