import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainCode } from './codes.js';
import { ApiError, formatFieldErrors, type ErrorStyle, type FieldError } from './errors.js';

interface AjvIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** "/timeSlot/0/startTime" → "timeSlot.0.startTime"; a missing property names itself. */
function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path || 'body';
}

function validationIssues(issues: AjvIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field = fieldOf(issue);
    return { field, message: `${field} ${issue.message ?? 'is invalid'}` };
  });
}

function send(
  reply: FastifyReply,
  httpStatus: number,
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return reply.status(httpStatus).send({ status: false, statusCode, message, ...extra });
}

/** The one place that turns anything thrown into the contract's error envelope. Never leaks internals. */
export function errorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const style: ErrorStyle = request.routeOptions.config?.errorStyle ?? 'param';
  if (error instanceof ApiError) {
    const extra = error.fieldErrors.length > 0 ? formatFieldErrors(style, error.fieldErrors) : {};
    return send(reply, error.httpStatus, error.statusCode, error.message, extra);
  }
  const fe = error as FastifyError & { validation?: AjvIssue[] };
  if (fe.validation) {
    const issues = validationIssues(fe.validation);
    return send(
      reply,
      400,
      400,
      issues[0]?.message ?? 'Validation failed',
      formatFieldErrors(style, issues),
    );
  }
  if (fe.statusCode === 413)
    return send(reply, 413, DomainCode.BAD_REQUEST_BODY, 'Request body is too large');
  if (fe.statusCode === 415)
    return send(reply, 415, DomainCode.BAD_REQUEST_BODY, 'Unsupported content type');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const message =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code?.startsWith('FST_ERR_CTP')
        ? 'Request body is not valid JSON'
        : 'Bad request';
    return send(reply, fe.statusCode, DomainCode.BAD_REQUEST_BODY, message);
  }
  const pgCode = (error as { code?: unknown }).code;
  if (typeof pgCode === 'string' && /^2[23][0-9A-Z]{3}$/.test(pgCode)) {
    // Database-level refusals of bad input (invalid date, out-of-range number, broken constraint)
    // are the client's fault: 4xx, never a 500, and nothing was written.
    request.log.warn({ pgCode }, 'database refused the input');
    if (pgCode === '23505')
      return send(
        reply,
        409,
        DomainCode.BAD_REQUEST_BODY,
        'A record with the same unique value already exists',
      );
    if (pgCode === '23503')
      return send(
        reply,
        400,
        DomainCode.BAD_REQUEST_BODY,
        'The request refers to a record that does not exist or is still in use',
      );
    return send(
      reply,
      400,
      DomainCode.BAD_REQUEST_BODY,
      'A value in the request is out of range or not a valid date or number',
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 500, 'Internal server error');
}
