import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ApiApp } from '../http/app-types.js';
import { ApiError, notFound } from '../http/errors.js';
import { diskPath, writeStoredBytes } from './disk.js';
import { isValidStoredName } from './names.js';
import { placeholderPng, SEED_PREFIX } from './placeholder.js';
import { findStoredFile } from './repo.js';
import { wildcardParam } from './request-parts.js';

const CACHE_CONTROL = 'public, max-age=3600';

function commonHeaders(reply: FastifyReply, contentType: string, etag: string): void {
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag);
}

async function openStored(dataDir: string, name: string) {
  const path = diskPath(dataDir, name);
  if (!path) return undefined;
  try {
    return await open(path, 'r');
  } catch {
    return undefined;
  }
}

/** Placeholders drawn (18 ms each): the seed has about 60 demo names. */
const MAX_PLACEHOLDERS = 500;

/** GET /files/<name>: stored files, public, with their verified type and cache headers. */
export async function fileRoutes(app: ApiApp): Promise<void> {
  // Each demo image is drawn once, then served from here (and from disk once written there).
  const placeholders = new LRUCache<string, { bytes: Buffer; etag: string }>({
    max: MAX_PLACEHOLDERS,
  });

  function placeholder(name: string): { bytes: Buffer; etag: string } {
    let hit = placeholders.get(name);
    if (!hit) {
      const bytes = placeholderPng(name);
      hit = { bytes, etag: `"${createHash('sha1').update(bytes).digest('hex')}"` };
      placeholders.set(name, hit);
    }
    return hit;
  }

  /** A registered demo image (seed/…) whose bytes are not on disk yet: drawn once, then kept. */
  async function servePlaceholder(name: string, reply: FastifyReply, ifNoneMatch?: string) {
    const { bytes, etag } = placeholder(name);
    await writeStoredBytes(app.config.dataDir, name, bytes).catch(() => undefined);
    commonHeaders(reply, 'image/png', etag);
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.send(bytes);
  }

  app.get(
    '/files/*',
    {
      config: { public: true },
      schema: {
        tags: ['storage'],
        summary: 'A stored file (public); demo names under seed/ get a generated placeholder',
        security: [],
      },
    },
    async (request, reply) => {
      const name = wildcardParam(request.params);
      if (!isValidStoredName(name)) throw new ApiError(400, 400, 'Invalid file path');
      const ifNoneMatch = request.headers['if-none-match'];
      const row = await findStoredFile(app.db, name);
      const handle = row ? await openStored(app.config.dataDir, name) : undefined;
      if (row && handle) {
        const stat = await handle.stat();
        const etag = `"${stat.size.toString(16)}-${new Date(row.createdAt).getTime().toString(16)}"`;
        commonHeaders(reply, row.contentType, etag);
        reply.header('last-modified', new Date(row.createdAt).toUTCString());
        if (ifNoneMatch === etag) {
          await handle.close();
          return reply.status(304).send();
        }
        return reply.header('content-length', stat.size).send(handle.createReadStream());
      }
      // Only demo names the seed registered (a stored_files row) get a placeholder: any other
      // name under seed/ is 404 without drawing anything.
      if (row && name.startsWith(SEED_PREFIX)) return servePlaceholder(name, reply, ifNoneMatch);
      throw notFound('File');
    },
  );
}
