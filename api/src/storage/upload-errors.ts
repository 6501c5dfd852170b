import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainCode } from '../http/codes.js';
import { errorHandler } from '../http/error-handler.js';
import { domainError, type ApiError } from '../http/errors.js';
import { ALLOWED_TYPES_TEXT } from './image-types.js';

/** The refusals of the upload flow, each with its domain code. */
export const uploadErrors = {
  duplicateName: (name: string) =>
    domainError(DomainCode.UPLOAD_DUPLICATE_NAME, `A file named ${name} already exists`, 409),
  badUrl: () =>
    domainError(DomainCode.UPLOAD_URL_INVALID, 'The upload URL is invalid or has expired', 403),
  typeNotAllowed: () =>
    domainError(
      DomainCode.UPLOAD_TYPE_NOT_ALLOWED,
      `Only ${ALLOWED_TYPES_TEXT} images can be uploaded`,
      415,
    ),
  contentMismatch: (declared: string) =>
    domainError(
      DomainCode.UPLOAD_TYPE_NOT_ALLOWED,
      `The file content is not a valid ${declared} image`,
      415,
    ),
  tooLarge: (maxBytes: number) =>
    domainError(
      DomainCode.UPLOAD_TOO_LARGE,
      `The file is larger than the upload limit of ${maxBytes} bytes`,
      413,
    ),
};

const TOO_LARGE_CODES = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE']);

/**
 * Error handler for upload routes: a body or file over the limit becomes 50011 instead of the
 * generic 413; everything else goes to the api's one error handler.
 */
export function uploadErrorHandler(maxBytes: number) {
  return (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const code = 'code' in error ? error.code : undefined;
    const mapped = code && TOO_LARGE_CODES.has(code) ? uploadErrors.tooLarge(maxBytes) : error;
    return errorHandler(mapped, request, reply);
  };
}
