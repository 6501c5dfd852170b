import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { getNamedType } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';

/**
 * Most list rows one operation may ask for, counted with each list's `pageSize` (default 10).
 * The web admin's largest is the coupon screen's single page of 10 000; fifteen aliased pages of
 * 10 000 bookings (150 000 rows) are refused.
 */
export const MAX_ROWS = 20_000;
const DEFAULT_PAGE_SIZE = 10;

/**
 * A paged list (`xs(query: XListQuery): XPage`) costs its pageSize times the rows each item asks
 * for in turn (1 without nested lists); every other field costs what its children cost.
 */
const rowsEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const paged =
    field.args.some((a) => a.name === 'query') && getNamedType(field.type).name.endsWith('Page');
  if (!paged) return childComplexity;
  const query = args.query as { pageSize?: unknown } | null | undefined;
  const size = Number(query?.pageSize ?? DEFAULT_PAGE_SIZE);
  return (Number.isFinite(size) && size > 1 ? size : 1) * Math.max(1, childComplexity);
};

const listener: GraphQLRequestListener<GatewayContext> = {
  async didResolveOperation({ schema, document, request, operationName, contextValue }) {
    let rows: number;
    try {
      rows = getComplexity({
        schema,
        query: document,
        variables: request.variables ?? {},
        ...(operationName ? { operationName } : {}),
        estimators: [rowsEstimator],
      });
    } catch {
      // Variables that do not coerce: execution reports them as BAD_USER_INPUT.
      return;
    }
    if (rows <= MAX_ROWS) return;
    throw gatewayError(
      ErrorCode.BAD_USER_INPUT,
      contextValue.requestId,
      `Query cost limit exceeded: the operation asks for ${rows} list rows (pageSize of every list, aliases included); at most ${MAX_ROWS}.`,
      {
        fieldErrors: [{ field: 'pageSize', message: `at most ${MAX_ROWS} rows per operation` }],
        // A client error like the other query limits, never a 500.
        http: { status: 400 },
      },
    );
  },
};

/** The query cost counted in rows: refused before any resolver or REST call runs. */
export const pageCostPlugin: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: async () => listener,
};
