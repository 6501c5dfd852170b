import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: the upstream REST contract answers its health check. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const result = await app.restClient.send({
      method: 'GET',
      path: '/health',
      requestId: request.id,
    });
    const ready = 'answer' in result && result.answer.status === 200;
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'upstream unavailable' });
  });
}
