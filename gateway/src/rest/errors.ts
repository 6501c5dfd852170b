import { GraphQLError } from 'graphql';
import type { FieldErrorReason } from '../__generated__/resolvers-types.js';
import type { Failure } from './failure.js';
import { fieldErrorReason } from './field-error-reason.js';

/** The error codes clients see in `extensions.code` (ARCHITECTURE.md, typed errors). */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  DOMAIN_ERROR: 'DOMAIN_ERROR',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  /** One field of an upstream record is missing or unreadable: only that field fails. */
  UPSTREAM_BAD_FIELD: 'UPSTREAM_BAD_FIELD',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A field error as clients see it: named by the GraphQL input field path, with its reason (the
 * schema's FieldErrorReason) and the limit its rule names, beside the server's own message.
 */
export interface FieldError {
  field: string;
  message: string;
  reason: FieldErrorReason;
  limit?: number;
}

/** A field error of the gateway's own checks: the reason, when not given, is read from the message. */
export type FieldErrorInput = Omit<FieldError, 'reason'> & { reason?: FieldErrorReason };

/**
 * REST field name → GraphQL input field name, per area. Keys and values are dot paths; `*`
 * stands for a list index (`seasonPrice.*.weekDayPrice` → `seasonPrices.*.weekdayPrice`).
 * The longest matching prefix wins and the rest of the path is kept.
 */
export type FieldMap = Readonly<Record<string, string>>;

/** The list query's REST names, shared by every list. */
export const listQueryFields: FieldMap = {
  pageNo: 'page',
  pageSize: 'pageSize',
  search: 'search',
  sortColumn: 'sortBy',
  sortDir: 'sortDirection',
};

/** Names the REST contract uses in every area. */
const commonFields: FieldMap = { _id: 'id', updatedAt: 'expectedUpdatedAt', body: 'input' };

export function mapFieldName(field: string, map: FieldMap): string {
  if (!field) return 'input';
  const segments = field.split('.');
  const pattern = segments.map((s) => (/^\d+$/.test(s) ? '*' : s));
  for (let n = segments.length; n > 0; n--) {
    const key = pattern.slice(0, n).join('.');
    const mapped = map[key] ?? listQueryFields[key] ?? commonFields[key];
    if (mapped === undefined) continue;
    const indices = segments.slice(0, n).filter((s) => /^\d+$/.test(s));
    const head = mapped.replace(/\*/g, () => indices.shift() ?? '*');
    return [head, ...segments.slice(n)].join('.');
  }
  return field;
}

/** A GraphQL error of the gateway. `reason` is for the logs only and never sent to clients. */
export class GatewayError extends GraphQLError {
  constructor(
    code: ErrorCode,
    message: string,
    extensions: Record<string, unknown> = {},
    readonly reason?: string,
  ) {
    super(message, { extensions: { code, ...extensions } });
  }
}

const defaults: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Sign in first: the session is missing or has expired.',
  FORBIDDEN: 'This action is not allowed.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'Some fields are invalid.',
  CONFLICT: 'Someone else changed this record; reload it and try again.',
  DOMAIN_ERROR: 'The request was refused.',
  UPSTREAM_UNAVAILABLE: 'The booking service is unavailable. Try again shortly.',
  UPSTREAM_TIMEOUT: 'The booking service did not answer in time. Try again shortly.',
  UPSTREAM_BAD_FIELD: 'The booking service sent this field in a form the gateway cannot read.',
  TOO_MANY_REQUESTS: 'Too many failed sign-ins. Try again later.',
  INTERNAL_SERVER_ERROR: 'Internal server error.',
};

export function gatewayError(
  code: ErrorCode,
  requestId: string,
  message?: string,
  extensions: Record<string, unknown> = {},
  reason?: string,
): GatewayError {
  return new GatewayError(code, message || defaults[code], { requestId, ...extensions }, reason);
}

/** Renames REST field names at the start of a server message too ("timeSlot.0.startTime must…"). */
function renameInMessage(message: string, from: string, to: string): string {
  return from && from !== to && message.startsWith(`${from} `)
    ? `${to}${message.slice(from.length)}`
    : message;
}

/** The one error mapper: a classified REST failure → the typed GraphQL error clients see. */
export function failureToError(
  failure: Failure,
  requestId: string,
  fields: FieldMap = {},
): GatewayError {
  switch (failure.kind) {
    case 'unauthenticated':
      return gatewayError(ErrorCode.UNAUTHENTICATED, requestId);
    case 'forbidden':
      return gatewayError(ErrorCode.FORBIDDEN, requestId, failure.message);
    case 'not_found':
      return gatewayError(ErrorCode.NOT_FOUND, requestId, failure.message);
    case 'validation': {
      const fieldErrors: FieldError[] = failure.fieldErrors.map((e) => {
        const field = mapFieldName(e.field, fields);
        const message = renameInMessage(e.message, e.field, field);
        return { field, message, ...fieldErrorReason(e.message) };
      });
      const message = fieldErrors[0]?.message ?? failure.message;
      return gatewayError(ErrorCode.BAD_USER_INPUT, requestId, message, { fieldErrors });
    }
    case 'conflict':
      return gatewayError(ErrorCode.CONFLICT, requestId, failure.message, {
        upstreamCode: failure.upstreamCode,
      });
    case 'domain':
      return gatewayError(ErrorCode.DOMAIN_ERROR, requestId, failure.message, {
        upstreamCode: failure.upstreamCode,
      });
    case 'rate_limited':
      return gatewayError(ErrorCode.TOO_MANY_REQUESTS, requestId, failure.message, {
        retryAfter: failure.retryAfter,
      });
    case 'unavailable':
      return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, requestId, undefined, {}, failure.reason);
    case 'timeout':
      return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, requestId, undefined, {}, failure.reason);
  }
}

/** BAD_USER_INPUT raised by the gateway itself, before any REST call. */
export function badInput(requestId: string, errors: FieldErrorInput[]): GatewayError {
  const fieldErrors: FieldError[] = errors.map((e) =>
    e.reason ? { ...e, reason: e.reason } : { ...e, ...fieldErrorReason(e.message) },
  );
  return gatewayError(ErrorCode.BAD_USER_INPUT, requestId, fieldErrors[0]?.message, {
    fieldErrors,
  });
}
