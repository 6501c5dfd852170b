import type { GraphQLFormattedError } from 'graphql';

/** The codes the gateway puts in `extensions.code`. */
export const GATEWAY_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'DOMAIN_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_FIELD',
  'INTERNAL_SERVER_ERROR',
  'TOO_MANY_REQUESTS',
] as const;

export type GatewayCode = (typeof GATEWAY_CODES)[number];
/** Gateway codes plus the two failures that never reach the gateway's error format. */
export type ErrorKind = GatewayCode | 'NETWORK' | 'UNKNOWN';

export interface FieldError {
  field: string;
  message: string;
}

/** What the admin needs to know about a failed call. */
export interface GatewayFailure {
  kind: ErrorKind;
  /** The server's own message (DOMAIN_ERROR, BAD_USER_INPUT, sign-in refusals). */
  serverMessage: string | undefined;
  /**
   * Why a DOMAIN_ERROR was refused (`extensions.reason`, a DomainErrorReason value, e.g.
   * SEASON_IN_USE) as sent; the web never reads the REST server's numeric code.
   */
  reason: string | undefined;
  requestId: string | undefined;
  fieldErrors: FieldError[];
}

const isCode = (value: unknown): value is GatewayCode =>
  typeof value === 'string' && (GATEWAY_CODES as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/** GraphQL errors of an ApolloError, including those of a non-2xx HTTP answer. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (!isRecord(error)) return [];
  const direct = error.graphQLErrors;
  if (Array.isArray(direct) && direct.length > 0) return direct as GraphQLFormattedError[];
  const network = error.networkError;
  if (isRecord(network) && isRecord(network.result) && Array.isArray(network.result.errors)) {
    return network.result.errors as GraphQLFormattedError[];
  }
  return [];
}

/** Reads a failure from an ApolloError (or anything thrown) without assuming its shape. */
export function readFailure(error: unknown): GatewayFailure {
  const errors = graphQLErrorsOf(error);
  const first = errors.find((e) => isCode(e.extensions?.code)) ?? errors[0];
  if (first) {
    const ext = first.extensions ?? {};
    const code = ext.code;
    return {
      kind: isCode(code) ? code : 'UNKNOWN',
      serverMessage: first.message || undefined,
      reason: typeof ext.reason === 'string' ? ext.reason : undefined,
      requestId: typeof ext.requestId === 'string' ? ext.requestId : undefined,
      fieldErrors: errors.flatMap((e) => readFieldErrors(e.extensions?.fieldErrors)),
    };
  }
  const hasNetworkError = isRecord(error) && error.networkError != null;
  return {
    kind: hasNetworkError ? 'NETWORK' : 'UNKNOWN',
    serverMessage: undefined,
    reason: undefined,
    requestId: undefined,
    fieldErrors: [],
  };
}

/** True when any error of the answer says the session is missing or expired. */
export function isUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return (errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
