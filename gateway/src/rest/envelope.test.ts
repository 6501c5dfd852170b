import { describe, expect, it } from 'vitest';
import { normalise, retryAfterOf, type Asked, type RawAnswer, type Shape } from './envelope.js';

const json = (status: number, body: unknown): RawAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { status: true, statusCode: 200, message: 'Success', data, ...extra });

describe('envelope normaliser: success shapes', () => {
  const cases: { name: string; raw: RawAnswer; shape: Shape; value: unknown; message?: string }[] =
    [
      { name: 'data', raw: ok({ _id: 'a' }), shape: 'data', value: { _id: 'a' } },
      {
        name: 'data null (delete)',
        raw: ok(null, { message: 'Deleted' }),
        shape: 'message',
        value: null,
        message: 'Deleted',
      },
      {
        name: 'list: results + meta',
        raw: json(200, {
          status: true,
          statusCode: 200,
          message: 'Success',
          results: [{ a: 1 }],
          meta: { total: 7, pageNo: 2, pageSize: 1 },
        }),
        shape: 'list',
        value: { results: [{ a: 1 }], total: 7, pageNo: 2, pageSize: 1 },
      },
      {
        name: 'list without meta counts its results',
        raw: json(200, { status: true, statusCode: 200, message: '', results: [1, 2] }),
        shape: 'list',
        value: { results: [1, 2], total: 2, pageNo: 1, pageSize: 2 },
      },
      {
        name: 'first element of data (package get)',
        raw: ok([{ _id: 'p1' }, { _id: 'p2' }]),
        shape: 'first',
        value: { _id: 'p1' },
      },
      {
        name: 'first accepts a bare object',
        raw: ok({ _id: 'p1' }),
        shape: 'first',
        value: { _id: 'p1' },
      },
      {
        name: 'data.data.data (booking edit look-up)',
        raw: ok({ data: { data: [{ b: 1 }], total: 9, pageNo: 2, pageSize: 1 } }),
        shape: 'nested',
        value: { results: [{ b: 1 }], total: 9, pageNo: 2, pageSize: 1 },
      },
      {
        name: 'status true without statusCode (image upload answer)',
        raw: json(200, {
          status: true,
          data: { name: 'images/a.png' },
          fileName: '/api/v1/files/images/a.png',
          message: 'ok',
        }),
        shape: 'data',
        value: { name: 'images/a.png' },
      },
      {
        name: 'data.Balance + meta.total (wallet)',
        raw: ok({ Balance: 1234 }, { meta: { total: 3 } }),
        shape: 'balance',
        value: { balance: 1234, total: 3, data: { Balance: 1234 } },
      },
      {
        name: 'Balance as a numeric string',
        raw: ok({ Balance: '99.5' }),
        shape: 'balance',
        value: { balance: 99.5, total: null, data: { Balance: '99.5' } },
      },
      {
        name: 'message only, no data key',
        raw: json(200, { status: true, statusCode: 200, message: 'ok' }),
        shape: 'message',
        value: null,
        message: 'ok',
      },
    ];
  it.each(cases)('$name', ({ raw, shape, value, message }) => {
    const result = normalise(raw, shape);
    expect(result).toEqual({ ok: true, message: message ?? expect.any(String), value });
  });
});

describe('envelope normaliser: failures', () => {
  const html = (status: number): RawAnswer => ({
    status,
    contentType: 'text/html',
    body: '<html><body>Bad Gateway</body></html>',
  });
  const cases: { name: string; raw: RawAnswer; shape?: Shape; failure: Record<string, unknown> }[] =
    [
      {
        name: '401 with envelope',
        raw: json(401, { status: false, statusCode: 401, message: 'Unauthorized' }),
        failure: { kind: 'unauthenticated' },
      },
      {
        name: '401 without body',
        raw: { status: 401, contentType: '', body: '' },
        failure: { kind: 'unauthenticated' },
      },
      {
        name: '403',
        raw: json(403, { status: false, statusCode: 403, message: 'Forbidden' }),
        failure: { kind: 'forbidden', message: 'Forbidden' },
      },
      {
        name: '404 with envelope',
        raw: json(404, { status: false, statusCode: 404, message: 'Season not found' }),
        failure: { kind: 'not_found', message: 'Season not found' },
      },
      {
        name: '404 as HTML: the route is missing',
        raw: html(404),
        failure: { kind: 'unavailable', reason: expect.stringMatching(/no route/) },
      },
      {
        name: 'statusCode 404 inside a 200',
        raw: json(200, { status: false, statusCode: 404, message: 'gone' }),
        failure: { kind: 'not_found', message: 'gone' },
      },
      {
        name: 'validation errors [{param,msg}]',
        raw: json(400, {
          status: false,
          statusCode: 400,
          message: 'please enter title',
          errors: [{ param: 'title', msg: 'please enter title' }],
        }),
        failure: {
          kind: 'validation',
          message: 'please enter title',
          fieldErrors: [{ field: 'title', message: 'please enter title' }],
        },
      },
      {
        name: 'validation errors [{property,message}]',
        raw: json(400, {
          status: false,
          statusCode: 400,
          message: 'x',
          errors: [
            { property: 'email', message: 'Please enter username' },
            { property: 'password', message: 'Please enter password' },
          ],
        }),
        failure: {
          kind: 'validation',
          message: 'Please enter username',
          fieldErrors: [
            { field: 'email', message: 'Please enter username' },
            { field: 'password', message: 'Please enter password' },
          ],
        },
      },
      {
        name: 'valData [{param,msg}] (coupons)',
        raw: json(400, {
          status: false,
          statusCode: 400,
          message: 'x',
          valData: [{ param: 'title', msg: 'title is required' }],
        }),
        failure: {
          kind: 'validation',
          fieldErrors: [{ field: 'title', message: 'title is required' }],
        },
      },
      {
        name: 'bare 400 with statusCode 400',
        raw: json(400, { status: false, statusCode: 400, message: 'Validation failed' }),
        failure: { kind: 'validation', fieldErrors: [] },
      },
      {
        name: '409 stale update',
        raw: json(409, { status: false, statusCode: 5002, message: 'changed' }),
        failure: { kind: 'conflict', upstreamCode: 5002, message: 'changed' },
      },
      {
        name: '409 with another domain code is that domain error',
        raw: json(409, {
          status: false,
          statusCode: 5300,
          message: 'A file named x.png already exists',
        }),
        failure: {
          kind: 'domain',
          upstreamCode: 5300,
          message: 'A file named x.png already exists',
        },
      },
      {
        name: 'bare 409 is a conflict',
        raw: json(409, { message: 'conflict' }),
        failure: { kind: 'conflict', upstreamCode: null },
      },
      {
        name: 'statusCode 5002 without 409',
        raw: json(400, { status: false, statusCode: 5002, message: 'changed' }),
        failure: { kind: 'conflict', upstreamCode: 5002 },
      },
      {
        name: 'domain code 5201',
        raw: json(400, { status: false, statusCode: 5201, message: 'Username taken' }),
        failure: { kind: 'domain', upstreamCode: 5201, message: 'Username taken' },
      },
      {
        name: 'domain code 50011',
        raw: json(413, { status: false, statusCode: 50011, message: 'Too large' }),
        failure: { kind: 'domain', upstreamCode: 50011 },
      },
      {
        name: '200 with status:false',
        raw: json(200, { status: false, statusCode: 5100, message: 'Only pending' }),
        failure: { kind: 'domain', upstreamCode: 5100, message: 'Only pending' },
      },
      {
        name: 'bare {message} (dashboard balance)',
        raw: json(200, { message: 'Balance service down' }),
        shape: 'balance',
        failure: { kind: 'domain', upstreamCode: null, message: 'Balance service down' },
      },
      {
        name: 'bare {message} with 503 (the balance refusal)',
        raw: json(503, { message: 'The wallet balance is not available' }),
        shape: 'balance',
        failure: {
          kind: 'domain',
          upstreamCode: null,
          message: 'The wallet balance is not available',
        },
      },
      {
        name: 'bare {message} with 503 elsewhere is an upstream failure',
        raw: json(503, { message: 'Service Unavailable' }),
        failure: { kind: 'unavailable' },
      },
      {
        name: 'lacking status, with a refusal statusCode',
        raw: json(200, { statusCode: 5100, message: 'odd', data: {} }),
        failure: { kind: 'domain', upstreamCode: 5100, message: 'odd' },
      },
      {
        name: 'lacking data for a data shape',
        raw: json(200, { status: true, statusCode: 200, message: 'no data' }),
        failure: { kind: 'domain', message: 'no data' },
      },
      {
        name: '500 with envelope',
        raw: json(500, { status: false, statusCode: 500, message: 'Internal server error' }),
        failure: { kind: 'unavailable' },
      },
      { name: '500 with HTML', raw: html(500), failure: { kind: 'unavailable' } },
      { name: '502 with HTML', raw: html(502), failure: { kind: 'unavailable' } },
      {
        name: 'malformed JSON',
        raw: { status: 200, contentType: 'application/json', body: '{"status": tru' },
        failure: { kind: 'unavailable' },
      },
      {
        name: '204 / empty body',
        raw: { status: 204, contentType: '', body: '' },
        failure: { kind: 'unavailable' },
      },
      {
        name: 'JSON that is not an object',
        raw: json(200, [1, 2]),
        failure: { kind: 'unavailable' },
      },
      {
        name: 'list without results',
        raw: ok({}),
        shape: 'list',
        failure: { kind: 'unavailable' },
      },
      {
        name: 'empty package list → not found',
        raw: ok([]),
        shape: 'first',
        failure: { kind: 'not_found' },
      },
      {
        name: 'nested without data.data.data',
        raw: ok({ data: {} }),
        shape: 'nested',
        failure: { kind: 'unavailable' },
      },
      {
        name: 'balance without Balance',
        raw: ok({}),
        shape: 'balance',
        failure: { kind: 'unavailable' },
      },
    ];
  it.each(cases)('$name', ({ raw, shape, failure }) => {
    const result = normalise(raw, shape ?? 'data');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toMatchObject(failure);
  });
});

describe('envelope normaliser: the variants a loosely written server sends', () => {
  const GET_ONE = { method: 'GET', path: '/season/get/s1' };
  const LIST = { method: 'GET', path: '/season/list', page: 3, pageSize: 5 };
  const WRITE = { method: 'POST', path: '/season/add' };
  const row = { _id: 'a' };
  const cases: {
    name: string;
    raw: RawAnswer;
    shape: Shape;
    asked?: Asked;
    value?: unknown;
    failure?: Record<string, unknown>;
  }[] = [
    {
      name: 'results + meta inside data',
      raw: ok({ results: [row], meta: { total: 9, pageNo: 3, pageSize: 5 } }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 9, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'results inside data, meta at the top',
      raw: ok({ results: [row] }, { meta: { total: '9' } }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 9, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'data as the list, meta beside it',
      raw: ok([row], { meta: { total: 12, pageNo: 3, pageSize: 5 } }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 12, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'results: null is an empty page',
      raw: json(200, { status: true, statusCode: 200, results: null, meta: { total: 0 } }),
      shape: 'list',
      asked: LIST,
      value: { results: [], total: 0, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'meta numbers as strings',
      raw: json(200, {
        status: true,
        results: [row],
        meta: { total: '41', pageNo: '3', pageSize: '5' },
      }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 41, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'meta without pageNo/pageSize takes them from the request',
      raw: json(200, { status: true, results: [row], meta: { total: 41 } }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 41, pageNo: 3, pageSize: 5 },
    },
    {
      name: 'mongoose-paginate docs',
      raw: ok({ docs: [row], totalDocs: 30, page: 3, limit: 5 }),
      shape: 'list',
      asked: LIST,
      value: { results: [row], total: 30, pageNo: 3, pageSize: 5 },
    },
    { name: 'get: data as an object', raw: ok(row), shape: 'data', asked: GET_ONE, value: row },
    {
      name: 'get: data as a one-element list',
      raw: ok([row]),
      shape: 'data',
      asked: GET_ONE,
      value: row,
    },
    {
      name: 'get: data as an empty list is NOT_FOUND, not the server\'s "ok"',
      raw: ok([], { message: 'ok' }),
      shape: 'data',
      asked: GET_ONE,
      failure: { kind: 'not_found', message: 'Not found.' },
    },
    {
      name: 'get: data null is NOT_FOUND',
      raw: ok(null, { message: 'Success' }),
      shape: 'data',
      asked: GET_ONE,
      failure: { kind: 'not_found', message: 'Not found.' },
    },
    {
      name: 'a list endpoint with shape data keeps its one-element list',
      raw: ok([row]),
      shape: 'data',
      asked: { method: 'GET', path: '/admin/package/all/list' },
      value: [row],
    },
    ...(['success', 'ok', 'OK', 'true', true] as const).map((status) => ({
      name: `status ${JSON.stringify(status)}`,
      raw: json(200, { status, message: 'done', data: row }),
      shape: 'data' as Shape,
      value: row,
    })),
    {
      name: 'statusCode as a string, no status',
      raw: json(200, { statusCode: '200', message: 'done', data: row }),
      shape: 'data',
      value: row,
    },
    {
      name: 'HTTP 201 created',
      raw: json(201, { status: true, statusCode: 201, message: 'Created', data: row }),
      shape: 'data',
      asked: WRITE,
      value: row,
    },
    {
      name: '204 No Content on a write is a success',
      raw: { status: 204, contentType: '', body: '' },
      shape: 'message',
      asked: { method: 'DELETE', path: '/season/delete/a' },
      value: null,
    },
    {
      name: '204 on a GET is an upstream failure',
      raw: { status: 204, contentType: '', body: '' },
      shape: 'data',
      asked: GET_ONE,
      failure: { kind: 'unavailable' },
    },
    {
      name: 'a UTF-8 BOM before the JSON',
      raw: {
        status: 200,
        contentType: 'application/json',
        body: `\uFEFF${JSON.stringify({ status: true, data: row })}`,
      },
      shape: 'data',
      value: row,
    },
    {
      name: 'a domain code as a string',
      raw: json(400, { status: false, statusCode: '5201', message: 'Username taken' }),
      shape: 'data',
      failure: { kind: 'domain', upstreamCode: 5201, message: 'Username taken' },
    },
    {
      name: 'status "error" in a 200',
      raw: json(200, { status: 'error', statusCode: 5100, message: 'Only pending' }),
      shape: 'message',
      failure: { kind: 'domain', upstreamCode: 5100 },
    },
    {
      name: '429 with Retry-After seconds',
      raw: { ...json(429, { message: 'Slow down' }), headers: { 'retry-after': '30' } },
      shape: 'data',
      failure: { kind: 'rate_limited', retryAfter: 30, message: 'Slow down' },
    },
    {
      name: '429 without a body',
      raw: { status: 429, contentType: '', body: '', headers: { 'retry-after': '7' } },
      shape: 'data',
      failure: { kind: 'rate_limited', retryAfter: 7 },
    },
    {
      name: 'Express "Cannot GET" page: the route is missing',
      raw: {
        status: 404,
        contentType: 'text/html; charset=utf-8',
        body: '<pre>Cannot GET /api/v1/season/list</pre>',
      },
      shape: 'list',
      asked: LIST,
      failure: { kind: 'unavailable', reason: expect.stringContaining('/season/list') },
    },
    {
      name: 'a JSON 404 on a list call: the route is missing',
      raw: json(404, { status: false, statusCode: 404, message: 'Not found' }),
      shape: 'list',
      asked: LIST,
      failure: { kind: 'unavailable' },
    },
    {
      name: 'NestJS message list',
      raw: json(400, {
        statusCode: 400,
        message: ['title should not be empty', 'startDate must be a date'],
        error: 'Bad Request',
      }),
      shape: 'data',
      failure: {
        kind: 'validation',
        fieldErrors: [
          { field: 'title', message: 'title should not be empty' },
          { field: 'startDate', message: 'startDate must be a date' },
        ],
      },
    },
  ];
  it.each(cases)('$name', ({ raw, shape, asked, value, failure }) => {
    const result = normalise(raw, shape, asked);
    if (failure) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.failure).toMatchObject(failure);
    } else {
      expect(result).toMatchObject({ ok: true, value });
    }
  });
});

describe('retryAfterOf', () => {
  const at = (v: string) => ({
    status: 429,
    contentType: '',
    body: '',
    headers: { 'retry-after': v },
  });
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterOf(at('120'))).toBe(120);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterOf(at('Mon, 23 Nov 2026 10:01:00 GMT'), now)).toBe(60);
    expect(retryAfterOf(at('soon'))).toBeNull();
  });
});
