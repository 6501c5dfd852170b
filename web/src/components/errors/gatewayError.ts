import type { GraphQLFormattedError } from 'graphql';
import type { FieldErrorReason } from '../../__generated__/schema-enums';

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

/** Every FieldErrorReason of the schema (a reason not in it, from a newer gateway, is OTHER). */
const FIELD_ERROR_REASONS: Readonly<Record<FieldErrorReason, true>> = {
  REQUIRED: true,
  DUPLICATE: true,
  TOO_LONG: true,
  TOO_SHORT: true,
  TOO_MANY: true,
  TOO_FEW: true,
  TOO_LARGE: true,
  TOO_SMALL: true,
  NOT_BELOW: true,
  NOT_ABOVE: true,
  NOT_INTEGER: true,
  NOT_NUMBER: true,
  INVALID_EMAIL: true,
  INVALID_DATE: true,
  INVALID_FORMAT: true,
  NOT_A_CHOICE: true,
  INVALID: true,
  OTHER: true,
};

const isFieldErrorReason = (value: unknown): value is FieldErrorReason =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERROR_REASONS, value);

/** One entry of `extensions.fieldErrors`: the field, why (the schema's reason) and the server's words. */
export interface FieldError {
  field: string;
  /** The server's own words, for support only: the web never reads them. */
  message: string;
  reason: FieldErrorReason;
  /** The number the rule names (a length, a count, a bound), when it names one. */
  limit: number | undefined;
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
  /** A refusal's limit (`extensions.limit`, e.g. a dashboard range's 366) and its `unit`. */
  limit: { value: number; unit: 'DAYS' | 'MONTHS' | undefined } | undefined;
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
      ? [
          {
            field: item.field,
            message: item.message,
            reason: isFieldErrorReason(item.reason) ? item.reason : 'OTHER',
            limit: typeof item.limit === 'number' ? item.limit : undefined,
          },
        ]
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
      limit:
        typeof ext.limit === 'number'
          ? {
              value: ext.limit,
              unit: ext.unit === 'DAYS' || ext.unit === 'MONTHS' ? ext.unit : undefined,
            }
          : undefined,
      requestId: typeof ext.requestId === 'string' ? ext.requestId : undefined,
      fieldErrors: errors.flatMap((e) => readFieldErrors(e.extensions?.fieldErrors)),
    };
  }
  const hasNetworkError = isRecord(error) && error.networkError != null;
  return {
    kind: hasNetworkError ? 'NETWORK' : 'UNKNOWN',
    serverMessage: undefined,
    reason: undefined,
    limit: undefined,
    requestId: undefined,
    fieldErrors: [],
  };
}

/** True when any error of the answer says the session is missing or expired. */
export function isUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return (errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
