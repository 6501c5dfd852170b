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
 * Rows counted for a field that reads every row of a range or a whole list whatever it is asked
 * for: a quarter of the limit, so one operation holds at most four of them (the web asks for one
 * at a time). `bookingImpact` of a package set inactive reads every held booking from today on
 * (about 3 300 at 12 000 bookings seeded: fifteen aliases read about 50 000), the day board every
 * held booking of its day, `search` four lists searched through at the api, the dashboard's
 * figures every booking of their range at the api, and `coupon` the whole coupon list.
 */
export const SCAN_ROWS = 5_000;
const SCANS = new Set([
  'Query.bookingImpact',
  'Query.dayBoard',
  'Query.search',
  'Query.dashboard',
  'Query.dashboardGraph',
  'Query.dashboardMonths',
  'Query.coupon',
]);

/**
 * A paged list (`xs(query: XListQuery): XPage`) costs its pageSize times the rows each item asks
 * for in turn (1 without nested lists); a scan (above) costs SCAN_ROWS more than its children;
 * every other field costs what its children cost.
 */
const rowsEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (SCANS.has(`${type.name}.${field.name}`)) return SCAN_ROWS + childComplexity;
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
      `Query cost limit exceeded: the operation asks for ${rows} list rows (pageSize of every list, ${SCAN_ROWS} for each field that reads a whole range, aliases included); at most ${MAX_ROWS}.`,
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
