import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
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

/**
 * The headers `helmet(options)` sets, captured once on a response that is never sent: the policies
 * here are static (no nonce, nothing read from the request), so every answer gets the same ones.
 */
function headersOf(options: HelmetOptions): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return response.getHeaders();
}

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
 * mark-compacts, without any headers 155 and 2. Written up in
 * docs/upstream/fastify-helmet-per-request.md.
 *
 * Each policy's headers are then given to fastify's own reply (`reply.headers`), which writes them
 * with its other headers in one `writeHead`, rather than by helmet's middleware calling
 * `setHeader` on the raw response per answer: in one interleaved run of the season bench (5 × 10 s,
 * 50 connections) the middleware per answer cost the gateway about 100 µs of CPU a request (447 vs
 * 350 µs without headers).
 */
export function securityHeaders(app: FastifyInstance, production: boolean): void {
  const common: HelmetOptions = {
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const appHeaders = headersOf({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  });
  const fileHeaders = headersOf({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], sandbox: [] },
    },
  });
  const sandboxHeaders = headersOf({ ...common, contentSecurityPolicy: false });

  const policyOf = (request: FastifyRequest): OutgoingHttpHeaders => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/v1/files/')) return fileHeaders;
    if (!production && url === '/graphql') return sandboxHeaders;
    return appHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(policyOf(request));
    done();
  });
}
