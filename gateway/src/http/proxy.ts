import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMethod } from '../rest/client.js';
import { limitUpload, refuseTooLarge } from './upload-limit.js';

/** Request headers passed to the upstream for file downloads and uploads. */
const FORWARD_REQUEST = [
  'content-type',
  'content-length',
  'range',
  'if-none-match',
  'if-modified-since',
];
/** Response headers passed back to the browser. */
const FORWARD_RESPONSE = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
];

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, statusCode: status, message });
}

/**
 * Same-origin access to stored images and signed-URL uploads: GET /api/v1/files/* and
 * PUT /api/v1/storage/upload/* are streamed to the upstream and back, never buffered.
 */
export async function fileProxyRoutes(app: FastifyInstance): Promise<void> {
  const { restClient, gatewayConfig } = app;
  const upstreamBase = new URL(restClient.basePath || '/', restClient.origin).pathname.replace(
    /\/+$/,
    '',
  );

  async function forward(request: FastifyRequest, reply: FastifyReply, method: HttpMethod) {
    const headers: Record<string, string> = { 'x-request-id': request.id };
    for (const name of FORWARD_REQUEST) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The public path is /api/v1/…; the upstream's base may differ (e.g. /v1 behind a proxy).
    const path = `${upstreamBase}${request.url.slice('/api/v1'.length)}`;
    const maxBytes = gatewayConfig.uploadMaxBytes;
    if (method === 'PUT' && Number(request.headers['content-length'] ?? 0) > maxBytes)
      return refuseTooLarge(reply, maxBytes);
    const upload = method === 'PUT' ? limitUpload(request.raw, maxBytes) : undefined;
    try {
      const res = await restClient.stream({
        method,
        path,
        headers,
        body: upload?.body ?? null,
        timeoutMs: gatewayConfig.proxyTimeoutMs,
      });
      void reply.status(res.statusCode);
      for (const name of FORWARD_RESPONSE) {
        const value = res.headers[name];
        if (typeof value === 'string') void reply.header(name, value);
      }
      return reply.send(res.body);
    } catch (error) {
      if (upload?.tooLarge()) return refuseTooLarge(reply, maxBytes);
      const code =
        typeof error === 'object' && error !== null
          ? (error as { code?: unknown }).code
          : undefined;
      const timeout = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
      request.log.warn({ requestId: request.id, code }, 'file proxy failed');
      return timeout
        ? refuse(reply, 504, 'The file service did not answer in time')
        : refuse(reply, 502, 'The file service is unavailable');
    }
  }

  app.get('/api/v1/files/*', (request, reply) => forward(request, reply, 'GET'));

  await app.register(async (uploads) => {
    // Upload bodies stay unread streams: piped to the upstream as they arrive.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    uploads.put('/api/v1/storage/upload/*', (request, reply) => forward(request, reply, 'PUT'));
  });
}
