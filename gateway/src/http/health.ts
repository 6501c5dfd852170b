import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  /**
   * Whether the gateway's own store is open, when the gateway opens it at start (main.ts); absent
   * when it opens on first use (tests). An embedded store still being created (seconds of CPU on
   * the gateway's own thread) slows every request meanwhile, and writes wait for it.
   */
  storeOpen?: () => boolean;
}

/**
 * /healthz: the process answers. /readyz: the store that opens at start is open, and the upstream
 * answers HTTP below 500 on /api/v1/health (the reference api's health check; a contract server
 * without that route answers 401 or 404, which still shows it is up and reachable).
 */
export function healthRoutes({ storeOpen }: HealthOptions = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (request, reply) => {
      if (storeOpen && !storeOpen()) return reply.status(503).send({ status: 'store opening' });
      const result = await app.restClient.send({
        method: 'GET',
        path: '/health',
        requestId: request.id,
      });
      const ready = 'answer' in result && result.answer.status < 500;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'upstream unavailable' });
    });
  };
}
