import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import { rootFields } from './auth-guard.js';

const INTROSPECTION = new Set(['__schema', '__type']);

const MESSAGE =
  'GraphQL introspection needs a signed-in caller: a session, or Authorization: Bearer with an API key or a token.';

const listener: GraphQLRequestListener<GatewayContext> = {
  async didResolveOperation({ contextValue, operation, document }) {
    if (!operation) return;
    if (!rootFields(operation.selectionSet, document).some((f) => INTROSPECTION.has(f))) return;
    const refused = () =>
      gatewayError(ErrorCode.UNAUTHENTICATED, contextValue.requestId, MESSAGE, {
        http: { status: 200 },
      });
    if (!contextValue.token) throw refused();
    // A bearer is checked with the REST server (kept 5 s per token): a made-up one is refused too.
    await contextValue.caller().catch(() => {
      throw refused();
    });
  },
};

/**
 * In production, introspection (`__schema`, `__type`) answers signed-in callers only: a session,
 * a bearer token or an API key; anonymous callers get UNAUTHENTICATED before anything runs.
 * Outside production everyone may introspect (Sandbox).
 */
export const signedInIntrospection: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: async () => listener,
};
