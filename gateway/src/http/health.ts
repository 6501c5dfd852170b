import type { FastifyInstance } from 'fastify';

/**
 * /healthz: the process answers. /readyz: the upstream answers HTTP below 500 on /api/v1/health
 * (the reference api's health check; a contract server without that route answers 401 or 404,
 * which still shows it is up and reachable).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
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
}
