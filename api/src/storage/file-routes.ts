import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { ApiApp } from '../http/app-types.js';
import { ApiError, notFound } from '../http/errors.js';
import { diskPath, writeStoredBytes } from './disk.js';
import { isValidStoredName } from './names.js';
import { placeholderPng, SEED_PREFIX } from './placeholder.js';
import { findStoredFile, type StoredFile } from './repo.js';
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

/** GET /files/<name>: stored files, public, with their verified type and cache headers. */
export async function fileRoutes(app: ApiApp): Promise<void> {
  async function servePlaceholder(
    name: string,
    row: StoredFile | undefined,
    reply: FastifyReply,
    ifNoneMatch?: string,
  ) {
    const bytes = placeholderPng(name);
    // Only names with a row become real files on disk: unknown names must not fill the disk.
    if (row) await writeStoredBytes(app.config.dataDir, name, bytes).catch(() => undefined);
    const etag = `"${createHash('sha1').update(bytes).digest('hex')}"`;
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
      if (name.startsWith(SEED_PREFIX)) return servePlaceholder(name, row, reply, ifNoneMatch);
      throw notFound('File');
    },
  );
}
