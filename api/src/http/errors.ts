import type { DomainCode } from './codes.js';

/** How a route reports validation failures: the contract's three historical shapes. */
export type ErrorStyle = 'param' | 'property' | 'valData';

export interface FieldError {
  field: string;
  message: string;
}

/** Anything a handler throws on purpose. The error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    /** Envelope statusCode: a DomainCode, or the HTTP status for 401/404. */
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 404, `${what} not found`);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, 401, message);
export const domainError = (code: DomainCode, message: string, httpStatus = 400) =>
  new ApiError(httpStatus, code, message);
export const conflict = (code: DomainCode, message: string) => new ApiError(409, code, message);

/** Validation failure: the first message is the envelope message, all of them are listed. */
export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(400, 400, errors[0]?.message ?? 'Validation failed', errors);
}

/** Throws a validation error when any rule failed. Rules are checked in the order given. */
export function assertValid(errors: (FieldError | null | false | undefined)[]): void {
  const failed = errors.filter((e): e is FieldError => Boolean(e));
  if (failed.length > 0) throw validationError(failed);
}

/** Renders validation errors in the route's style. */
export function formatFieldErrors(
  style: ErrorStyle,
  errors: FieldError[],
): Record<string, unknown> {
  switch (style) {
    case 'param':
      return { errors: errors.map((e) => ({ param: e.field, msg: e.message })) };
    case 'property':
      return { errors: errors.map((e) => ({ property: e.field, message: e.message })) };
    case 'valData':
      return { valData: errors.map((e) => ({ param: e.field, msg: e.message })) };
  }
}
