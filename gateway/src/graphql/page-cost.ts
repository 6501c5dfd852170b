import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { getNamedType, type DocumentNode, type GraphQLSchema } from 'graphql';
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

/**
 * Rows counted before, per parsed document (Apollo keeps one DocumentNode per distinct query
 * text) and per operation name and variables. The web repeats a few dozen operations, mostly with
 * the same variables, and counting walks the whole document with type information: in one
 * profile of the season bench it was 6.8% of the gateway's CPU, the largest part the gateway
 * adds. At most `PER_DOCUMENT` variable sets are kept per document; the map is then started over.
 */
const counted = new WeakMap<DocumentNode, Map<string, number | null>>();
const PER_DOCUMENT = 64;

function rowsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
): number | null {
  let known = counted.get(document);
  if (!known) counted.set(document, (known = new Map()));
  const key = `${operationName ?? ''}\n${JSON.stringify(variables)}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  let rows: number | null;
  try {
    rows = getComplexity({
      schema,
      query: document,
      variables,
      ...(operationName ? { operationName } : {}),
      estimators: [rowsEstimator],
    });
  } catch {
    // Variables that do not coerce: execution reports them as BAD_USER_INPUT.
    rows = null;
  }
  if (known.size >= PER_DOCUMENT) known.clear();
  known.set(key, rows);
  return rows;
}

const listener: GraphQLRequestListener<GatewayContext> = {
  async didResolveOperation({ schema, document, request, operationName, contextValue }) {
    const rows = rowsOf(schema, document, request.variables ?? {}, operationName ?? undefined);
    if (rows === null) return;
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
