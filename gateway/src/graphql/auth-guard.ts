import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { keyRefusal } from '../apiKeys/key-guard.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';

/** Root fields answered without a token: signing in, and schema introspection. */
const PUBLIC_ROOT_FIELDS = new Set(['login', '__typename', '__schema', '__type']);

/** The root fields an operation selects, through fragments. */
export function rootFields(
  selectionSet: SelectionSetNode,
  document: DocumentNode,
  out: string[] = [],
): string[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      rootFields(selection.selectionSet, document, out);
    else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        rootFields(fragment.selectionSet, document, out);
    }
  }
  return out;
}

const listener: GraphQLRequestListener<GatewayContext> = {
  async didResolveOperation({ contextValue, operation, document }) {
    if (!operation) return;
    const roots = rootFields(operation.selectionSet, document);
    // An API key that did not check out, or a mutation its scope does not allow (apiKeys/).
    const refusal = keyRefusal(contextValue, operation, roots);
    if (refusal) throw refusal;
    if (contextValue.token || contextValue.credential.via === 'KEY') return;
    if (roots.every((f) => PUBLIC_ROOT_FIELDS.has(f))) return;
    // 200 like every other GraphQL error, so clients read one error shape.
    throw gatewayError(ErrorCode.UNAUTHENTICATED, contextValue.requestId, undefined, {
      http: { status: 200 },
    });
  },
};

/** Every operation but `login` (and introspection) needs a token: refused before any REST call. */
export const authGuardPlugin: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: async () => listener,
};
