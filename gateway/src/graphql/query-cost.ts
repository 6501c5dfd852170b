import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { getNamedType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError, type FieldError } from '../rest/errors.js';

/**
 * The one cost model of an operation (docs/tools.md, "Limits and the cost formula"):
 *
 *   cost = rows + FIELD_COST × fields
 *
 * - rows: each paged list (`xs(query: …): XPage`) costs its `pageSize` (default 10) times the rows
 *   each of its items asks for in turn (1 without nested lists); a field that reads a whole range
 *   or list whatever it is asked for (SCANS) costs SCAN_COST more than its children;
 * - fields: every field the operation selects, once per selection (fragments expanded, aliases
 *   counted), however many rows it is resolved for.
 *
 * It replaces the two systems before it (graphql-armor's cost of 5 000 and a row limit of
 * 20 000): rows bound what REST reads, fields bound how large a document asks to be resolved.
 */
export const MAX_COST = 25_000;
/** What one selected field weighs against a row. */
export const FIELD_COST = 20;
/**
 * Rows counted for a field that reads every row of a range or a whole list: a quarter of the limit
 * (and room for its fields), so one operation holds at most four of them (the web asks for three,
 * on the dashboard). `bookingImpact` of a package set inactive reads every held booking from today
 * on (about 3 300 at 12 000 bookings seeded), the day board every held booking of its day,
 * `search` four lists searched through at the api, the dashboard's figures every booking of their
 * range at the api, and `coupon` the whole coupon list.
 */
export const SCAN_COST = 6_000;
const DEFAULT_PAGE_SIZE = 10;
const SCANS = new Set([
  'Query.bookingImpact',
  'Query.dayBoard',
  'Query.search',
  'Query.dashboard',
  'Query.dashboardGraph',
  'Query.dashboardMonths',
  'Query.coupon',
]);

const rowsEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (SCANS.has(`${type.name}.${field.name}`)) return SCAN_COST + childComplexity;
  const paged =
    field.args.some((a) => a.name === 'query') && getNamedType(field.type).name.endsWith('Page');
  if (!paged) return childComplexity;
  const query = args.query as { pageSize?: unknown } | null | undefined;
  const size = Number(query?.pageSize ?? DEFAULT_PAGE_SIZE);
  return (Number.isFinite(size) && size > 1 ? size : 1) * Math.max(1, childComplexity);
};

const fieldsEstimator: ComplexityEstimator = ({ childComplexity }) => 1 + childComplexity;

export interface OperationCost {
  rows: number;
  fields: number;
  cost: number;
}

/**
 * Cost counted before, per parsed document (Apollo keeps one DocumentNode per distinct query
 * text) and per operation name and variables. The web repeats a few dozen operations, mostly with
 * the same variables, and counting walks the whole document with type information: in one
 * profile of the season bench it was 6.8% of the gateway's CPU, the largest part the gateway
 * adds. At most `PER_DOCUMENT` variable sets are kept per document; the map is then started over.
 */
const counted = new WeakMap<DocumentNode, Map<string, OperationCost | null>>();
const PER_DOCUMENT = 64;

export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
): OperationCost | null {
  let known = counted.get(document);
  if (!known) counted.set(document, (known = new Map()));
  const key = `${operationName ?? ''}\n${JSON.stringify(variables)}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  let cost: OperationCost | null;
  try {
    const options = {
      schema,
      query: document,
      variables,
      ...(operationName ? { operationName } : {}),
    };
    const rows = getComplexity({ ...options, estimators: [rowsEstimator] });
    const fields = getComplexity({ ...options, estimators: [fieldsEstimator] });
    cost = { rows, fields, cost: rows + FIELD_COST * fields };
  } catch {
    // Variables that do not coerce: execution reports them as BAD_USER_INPUT.
    cost = null;
  }
  if (known.size >= PER_DOCUMENT) known.clear();
  known.set(key, cost);
  return cost;
}

const listener: GraphQLRequestListener<GatewayContext> = {
  async didResolveOperation({ schema, document, request, operationName, contextValue }) {
    const counted = costOf(schema, document, request.variables ?? {}, operationName ?? undefined);
    if (counted === null || counted.cost <= MAX_COST) return;
    const { rows, fields, cost } = counted;
    throw gatewayError(
      ErrorCode.BAD_USER_INPUT,
      contextValue.requestId,
      `Query cost limit exceeded: the operation costs ${cost} (${rows} list rows + ${FIELD_COST} × ${fields} fields); the limit is ${MAX_COST}.`,
      {
        cost,
        limit: MAX_COST,
        fieldErrors: [
          {
            field: 'pageSize',
            message: `at most ${MAX_COST} cost per operation`,
            // The page is too large for the cost limit; no page size is "the" limit.
            reason: 'TOO_LARGE',
          },
        ] satisfies FieldError[],
        // A client error like the other query limits, never a 500.
        http: { status: 400 },
      },
    );
  },
};

/** The operation's cost (rows and fields): refused before any resolver or REST call runs. */
export const queryCostPlugin: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: async () => listener,
};
