// Issue 34, also-list: package photos and add-on images are http(s) URLs or stored file names.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { errorOf } from '../test-support/expect.js';
import { postGraphql } from '../test-support/stack.js';
import { sendJson, stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';
import { isImageRef } from './image-refs.js';

describe('isImageRef', () => {
  it.each([
    '',
    'https://cdn.example.com/a/b.jpg?w=100',
    'http://example.com/x.png',
    'packages/1717-写真.jpg',
    'seed/picnic-1.jpg',
    '/api/v1/files/seed/picnic-1.jpg',
    '/api/v1/files/packages/%E5%86%99%E7%9C%9F.jpg',
  ])('accepts %j', (value) => expect(isImageRef(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'blob:https://example.com/1',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/x.jpg',
    'packages/../profile/admin.jpg',
    'https://',
    'a b.jpg',
  ])('refuses %j', (value) => expect(isImageRef(value)).toBe(false));
});

describe('createPackage and updatePackage refuse other references before REST', () => {
  let upstream: StubUpstream;
  let gateway: RunningGateway;
  beforeAll(async () => {
    upstream = await stubUpstream((_req, res) =>
      sendJson(res, 200, { status: true, statusCode: 200, message: 'ok', data: null }),
    );
    gateway = await startGateway({
      restBaseUrl: upstream.url,
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  const input = {
    title: 'x',
    photos: [
      { fileName: 'seed/ok.jpg', url: '/api/v1/files/seed/ok.jpg' },
      { fileName: 'evil.jpg', url: 'javascript:alert(document.cookie)' },
    ],
    addOns: [{ title: 'a', imageUrl: 'data:text/html,<script>alert(1)</script>' }],
  };

  it.each([
    [
      'createPackage',
      'mutation M($input: PackageInput!) { createPackage(input: $input) { message } }',
    ],
    [
      'updatePackage',
      'mutation M($input: PackagePatch!) { updatePackage(id: "p1", input: $input, force: true) { message } }',
    ],
  ])('%s', async (_, query) => {
    const before = upstream.requests.length;
    const result = await postGraphql(gateway.url, query, { input }, { authorization: 'Bearer t' });
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.extensions.fieldErrors?.map((e) => e.field)).toEqual([
      'photos.1.url',
      'addOns.0.imageUrl',
    ]);
    expect(upstream.requests.length).toBe(before);
  });
});
