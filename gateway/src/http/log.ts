import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const QUIET = /^\/(healthz|readyz)$|^\/(assets\/|favicon)/;

/** One JSON line per request: request id, operation, duration, upstream calls, error codes. */
export function logResponse(log: Logger) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?', 1)[0] ?? '';
    const context = request.gatewayContext;
    const line = {
      requestId: request.id,
      method: request.method,
      path,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(context
        ? {
            operationName: context.trace.operationName,
            upstreamCalls: context.rest.calls,
            ...(context.trace.errorCodes.length > 0 ? { errors: context.trace.errorCodes } : {}),
          }
        : {}),
    };
    if (QUIET.test(path)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}
