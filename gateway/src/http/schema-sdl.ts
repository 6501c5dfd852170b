import type { FastifyInstance, FastifyRequest } from 'fastify';
import { printSchema, type GraphQLSchema } from 'graphql';
import { ErrorCode } from '../rest/errors.js';

export interface SchemaSdlOptions {
  schema: GraphQLSchema;
  /** A live session cookie, or a bearer the REST server accepts (auth/signed-in.ts). */
  signedIn(request: FastifyRequest): Promise<boolean>;
}

/**
 * GET /schema.graphql: the contract as SDL (descriptions and deprecations included) for signed-in
 * callers, in production too; 401 with a GraphQL-shaped UNAUTHENTICATED error otherwise.
 */
export function schemaSdlRoute(scope: FastifyInstance, { schema, signedIn }: SchemaSdlOptions) {
  const sdl = `${printSchema(schema)}\n`;
  scope.get('/schema.graphql', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!(await signedIn(request))) {
      return reply
        .code(401)
        .type('application/json; charset=utf-8')
        .send({
          errors: [
            {
              message: 'Sign in first: the schema is served to signed-in callers and API keys.',
              extensions: { code: ErrorCode.UNAUTHENTICATED, requestId: request.id },
            },
          ],
        });
    }
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
}
