import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { ErrorCode, GatewayError, type FieldError } from '../rest/errors.js';
import { fieldErrorReason } from '../rest/field-error-reason.js';
import { ShapeError } from '../rest/read.js';
import { domainReason } from './domain-reasons.js';
import { leftOutErrors } from './left-out-records.js';

/** Codes whose message is meant for the client: ours and GraphQL's own request errors. */
const CLIENT_CODES = new Set<string>([
  ...Object.values(ErrorCode).filter((c) => c !== ErrorCode.INTERNAL_SERVER_ERROR),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'INTROSPECTION_DISABLED',
]);

/** Extensions a client may see; anything else (stack traces, upstream details) is dropped. */
const PUBLIC_EXTENSIONS = [
  'code',
  'requestId',
  'fieldErrors',
  'reason',
  'upstreamCode',
  'retryAfter',
  // Query cost refusals (query-cost.ts): what the operation costs, and the limit.
  'cost',
  'limit',
  // DASHBOARD_RANGE_TOO_LONG (dashboard/range-limit.ts): the limit's unit, DAYS or MONTHS.
  'unit',
  // CONFLICT STRANDS_BOOKINGS (bookingImpact/guard.ts): the count to accept, and which bookings.
  'strandedCount',
  'strandedBookingIds',
] as const;

/** "Variable "$x" got invalid value <the value>; …": the value may be a password; leave it out. */
export function withoutEchoedValue(message: string): string {
  return message.replace(
    /got invalid value (?:"(?:[^"\\]|\\.)*"|[^;]*?)((?: at "[^"]*")?;)/,
    'got an invalid value$1',
  );
}

/**
 * The input field of a variable coercion error, named like the REST field errors are:
 * `Variable "$input" got invalid value … at "input.timeSlots[0].startTime"` → `timeSlots.0.startTime`.
 */
export function variableField(message: string): string | undefined {
  const m = /^Variable "\$(\w+)" got invalid value[\s\S]*? at "([^"]+)";/.exec(message);
  if (!m) return /^Variable "\$(\w+)"/.exec(message)?.[1];
  const path = m[2]!.replace(/\[(\d+)\]/g, '.$1').split('.');
  return path.length > 1 ? path.slice(1).join('.') : path[0];
}

/**
 * Masks every error, in every mode: only known codes keep their message and public extensions;
 * anything else becomes INTERNAL_SERVER_ERROR. An unreadable upstream field is UPSTREAM_BAD_FIELD.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (original instanceof ShapeError) {
    // One field of an upstream record could not be read: that field alone fails, at its path.
    return {
      ...base,
      message: 'The booking service sent this field in a form the gateway cannot read.',
      extensions: { code: ErrorCode.UPSTREAM_BAD_FIELD },
    };
  }
  const code = String(formatted.extensions?.code ?? '');
  if (original instanceof GatewayError || CLIENT_CODES.has(code)) {
    const extensions: Record<string, unknown> = {};
    for (const key of PUBLIC_EXTENSIONS) {
      if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
    }
    const message = withoutEchoedValue(formatted.message);
    // Why the server refused, as the schema's DomainErrorReason (clients read this, not the code).
    // A CONFLICT the REST server gave (5002) says STALE_UPDATE too; the gateway's own refusals
    // (a front-desk mark of a cancelled booking, a stranding change) say theirs.
    if ((code === ErrorCode.DOMAIN_ERROR || code === ErrorCode.CONFLICT) && !extensions.reason) {
      extensions.reason = domainReason(extensions.upstreamCode);
    }
    if (code === ErrorCode.BAD_USER_INPUT && !extensions.fieldErrors) {
      const field = variableField(formatted.message);
      if (field) {
        const fieldMessage = message.replace(/^[^;]*; /, '');
        extensions.fieldErrors = [
          { field, message: fieldMessage, ...fieldErrorReason(fieldMessage) },
        ] satisfies FieldError[];
      }
    }
    return { ...base, message, extensions };
  }
  return {
    ...base,
    message: 'Internal server error.',
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

function listenerFor(log: Logger): GraphQLRequestListener<GatewayContext> {
  return {
    async didResolveOperation({ contextValue, operationName }) {
      contextValue.trace.operationName = operationName;
    },
    async didEncounterErrors({ contextValue, errors, operationName }) {
      for (const error of errors) {
        const original = unwrapResolverError(error);
        const code =
          original instanceof GatewayError
            ? String(original.extensions.code)
            : String(error.extensions.code ?? '');
        contextValue.trace.errorCodes.push(code || ErrorCode.INTERNAL_SERVER_ERROR);
        if (original instanceof GatewayError) {
          if (original.reason)
            log.warn(
              { requestId: contextValue.requestId, code, reason: original.reason },
              'upstream failure',
            );
        } else if (!CLIENT_CODES.has(code)) {
          const err = original instanceof Error ? original : error;
          log.error(
            {
              requestId: contextValue.requestId,
              operationName,
              err: { type: err.name, message: err.message, stack: err.stack },
            },
            'unexpected error',
          );
        }
      }
    },
    async willSendResponse({ contextValue, response }) {
      if (response.body.kind !== 'single') return;
      const leftOut = contextValue.trace.leftOut;
      if (leftOut.length > 0) {
        const errors = leftOutErrors(leftOut);
        response.body.singleResult.errors = [
          ...(response.body.singleResult.errors ?? []),
          ...errors,
        ];
        contextValue.trace.errorCodes.push(...errors.map(() => ErrorCode.UPSTREAM_BAD_FIELD));
      }
      if (!response.body.singleResult.errors) return;
      const requestId = contextValue.requestId;
      response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({
        ...e,
        extensions: { ...e.extensions, requestId },
      }));
    },
  };
}

/** Records the operation name and error codes for the log line and stamps every error with the request id. */
export function requestInfoPlugin(log: Logger): ApolloServerPlugin<GatewayContext> {
  const listener = listenerFor(log);
  return { requestDidStart: async () => listener };
}
