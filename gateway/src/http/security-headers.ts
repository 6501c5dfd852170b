import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Browser security headers on every answer through @fastify/helmet: the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`, `X-Frame-Options: DENY`,
 * HSTS in production only (development runs on plain http). Two routes differ:
 * - stored files (`/api/v1/files/*`, uploaded by staff) get
 *   `Content-Security-Policy: default-src 'none'; sandbox`, so a file opened on its own can load
 *   and run nothing;
 * - in development, Apollo Sandbox at `/graphql` brings its own CSP (a meta tag naming Apollo's
 *   CDN with a nonce), so there the header has none; X-Frame-Options: DENY still forbids framing.
 * Register before the routes: the per-route policies are set as routes are added.
 */
export async function securityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1/files/')) {
      route.helmet = {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], sandbox: [] },
        },
      };
    } else if (!production && route.url === '/graphql') {
      route.helmet = { contentSecurityPolicy: false };
    }
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
