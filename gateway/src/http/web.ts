import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(graphql|api\/|healthz|readyz)/;

/** A file's name without the `.br` / `.gz` of its precompressed copy. */
const servedName = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * The built web app at /, when WEB_DIST exists: hashed assets cached for a year, index.html
 * never; any other GET that accepts HTML gets index.html (client-side routes). The build
 * writes a brotli and a gzip copy of each text file (web/vite.config.ts): the one the browser
 * accepts is sent (`Vary: Accept-Encoding`), the plain file otherwise.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const root = app.gatewayConfig.webDist;
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, path) {
        if (servedName(path).endsWith('.html')) void reply.header('cache-control', 'no-cache');
        else if (/[\\/]assets[\\/]/.test(path)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(path);
    if (hasWeb && wantsPage && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      status: false,
      statusCode: 404,
      message: `Route ${request.method} ${path} not found`,
    });
  });
}
