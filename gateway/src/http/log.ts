import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';

const QUIET = /^\/(healthz|readyz)$|^\/(assets\/|favicon)/;

/**
 * One JSON line per request: request id, the signed-in user's id, operation, duration, upstream
 * calls, error codes.
 */
export function logResponse(log: Logger) {
  // A callback hook, not an async one: no promise per request for a synchronous log write.
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const url = request.url;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const context = request.gatewayContext;
    const line: Record<string, unknown> = {
      requestId: request.id,
      method: request.method,
      path,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (context) {
      if (context.trace.userId) line.userId = context.trace.userId;
      line.operationName = context.trace.operationName;
      line.upstreamCalls = context.rest.calls;
      if (context.trace.errorCodes.length > 0) line.errors = context.trace.errorCodes;
    }
    if (QUIET.test(path)) log.debug(line, 'request');
    else log.info(line, 'request');
    done();
  };
}
