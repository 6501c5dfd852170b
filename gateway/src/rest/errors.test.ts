import { describe, expect, it } from 'vitest';
import { ErrorCode, failureToError, mapFieldName, type FieldMap } from './errors.js';
import type { Failure } from './failure.js';

const requestId = 'req-1';

describe('error mapper: one code per failure', () => {
  const cases: {
    failure: Failure;
    code: ErrorCode;
    extensions?: Record<string, unknown>;
    message?: string;
  }[] = [
    { failure: { kind: 'unauthenticated', message: 'jwt expired at …' }, code: 'UNAUTHENTICATED' },
    {
      failure: { kind: 'forbidden', message: 'Admins only' },
      code: 'FORBIDDEN',
      message: 'Admins only',
    },
    {
      failure: { kind: 'not_found', message: 'Season not found' },
      code: 'NOT_FOUND',
      message: 'Season not found',
    },
    {
      failure: {
        kind: 'validation',
        message: 'x',
        fieldErrors: [{ field: 'isActive', message: 'isActive must be 1 or 2' }],
      },
      code: 'BAD_USER_INPUT',
      extensions: {
        fieldErrors: [{ field: 'status', message: 'status must be 1 or 2', reason: 'OTHER' }],
      },
      message: 'status must be 1 or 2',
    },
    {
      failure: {
        kind: 'validation',
        message: 'x',
        fieldErrors: [
          { field: 'isActive', message: 'please select status' },
          { field: 'title', message: 'title must NOT have more than 200 characters' },
        ],
      },
      code: 'BAD_USER_INPUT',
      // The reason is read from the server's words, the limit with it.
      extensions: {
        fieldErrors: [
          { field: 'status', message: 'please select status', reason: 'REQUIRED' },
          {
            field: 'title',
            message: 'title must NOT have more than 200 characters',
            reason: 'TOO_LONG',
            limit: 200,
          },
        ],
      },
    },
    {
      failure: { kind: 'conflict', message: 'changed', upstreamCode: 5002 },
      code: 'CONFLICT',
      extensions: { upstreamCode: 5002 },
    },
    {
      failure: { kind: 'domain', message: 'Username taken', upstreamCode: 5201 },
      code: 'DOMAIN_ERROR',
      extensions: { upstreamCode: 5201 },
      message: 'Username taken',
    },
    {
      failure: { kind: 'domain', message: 'Balance down', upstreamCode: null },
      code: 'DOMAIN_ERROR',
      extensions: { upstreamCode: null },
    },
    {
      failure: { kind: 'unavailable', reason: 'HTTP 500 at http://10.0.0.1/api/v1/x' },
      code: 'UPSTREAM_UNAVAILABLE',
    },
    { failure: { kind: 'timeout', reason: 'no answer within 10 ms' }, code: 'UPSTREAM_TIMEOUT' },
  ];
  it.each(cases)('$failure.kind → $code', ({ failure, code, extensions, message }) => {
    const error = failureToError(failure, requestId, { isActive: 'status' });
    expect(error.extensions).toMatchObject({ code, requestId, ...extensions });
    if (message) expect(error.message).toBe(message);
    // Internal reasons (upstream URLs, tokens in messages) never reach the client's message.
    expect(error.message).not.toMatch(/http:|jwt/);
  });
});

describe('field names: REST → GraphQL input', () => {
  const map: FieldMap = {
    timeSlot: 'timeSlots',
    'seasonPrice.*.weekDayPrice': 'seasonPrices.*.weekdayPrice',
    roomCategory: 'dogCategoryId',
  };
  const cases: [string, string][] = [
    ['title', 'title'],
    ['timeSlot', 'timeSlots'],
    ['timeSlot.0.startTime', 'timeSlots.0.startTime'],
    ['seasonPrice.2.weekDayPrice', 'seasonPrices.2.weekdayPrice'],
    ['roomCategory', 'dogCategoryId'],
    ['_id', 'id'],
    ['updatedAt', 'expectedUpdatedAt'],
    ['sortColumn', 'sortBy'],
    ['pageNo', 'page'],
    ['', 'input'],
  ];
  it.each(cases)('%s → %s', (rest, graphql) => expect(mapFieldName(rest, map)).toBe(graphql));
});
