import { Transform, type Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { GRAPHQL_JSON_LIMITS, jsonShapeProblem } from './json-shape.js';
import { requestErrorBody } from './request-errors.js';

export interface GraphqlBodyOptions {
  /** Largest body of a request that is not signed in (GRAPHQL_ANONYMOUS_BODY_LIMIT_BYTES). */
  anonymousBodyLimitBytes: number;
  /** Whether the request carries a live session cookie or a valid bearer token. */
  signedIn(request: FastifyRequest): Promise<boolean>;
}

/** A refusal before the GraphQL pipeline: answered as a GraphQL error with its HTTP status. */
function refusal(statusCode: number, message: string): FastifyError {
  return Object.assign(new Error(message), {
    statusCode,
    code: 'BAD_REQUEST',
    name: 'BadRequest',
  }) as FastifyError;
}

const tooLarge = (limit: number) =>
  refusal(413, `Request body is too large: at most ${limit} bytes before signing in.`);

/** The body stream, failing with 413 once more than `limit` bytes have come (chunked bodies). */
function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
  return payload.pipe(counter);
}

function shapeChecked(text: unknown, what: string): void {
  if (typeof text !== 'string') return;
  const problem = jsonShapeProblem(text, GRAPHQL_JSON_LIMITS);
  if (problem) throw refusal(400, `The request's ${what} are ${problem}.`);
}

/**
 * The /graphql route's body handling, in its own scope: a request that is not signed in may send
 * at most `anonymousBodyLimitBytes` (64 KiB; the route's own limit, 8 MiB, holds for signed-in
 * callers), decided before the body is read; the JSON's depth and size are checked before it is
 * parsed (json-shape.ts), and GET variables before Apollo parses them; every refusal is a
 * GraphQL error with a 4xx status, never a 500.
 */
export function graphqlBody(scope: FastifyInstance, options: GraphqlBodyOptions): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text, GRAPHQL_JSON_LIMITS);
    if (problem) done(refusal(400, `The request's JSON is ${problem}.`), undefined);
    else parse(request, text, done);
  });

  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const limit = options.anonymousBodyLimitBytes;
    const length = Number(request.headers['content-length']);
    if (length <= limit) return payload;
    if (await options.signedIn(request)) return payload;
    if (!Number.isNaN(length)) throw tooLarge(limit);
    return capped(payload, limit);
  });

  scope.addHook('preHandler', async (request) => {
    if (request.method !== 'GET') return;
    const query = request.query as Record<string, unknown>;
    shapeChecked(query.variables, 'variables');
    shapeChecked(query.extensions, 'extensions');
  });

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    // Fastify's own refusals (malformed JSON, 413, 415) and the rate limit's 429 get the GraphQL
    // error shape too, with the request id.
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(requestErrorBody(error, request.id));
  });
}
