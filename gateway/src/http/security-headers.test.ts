// Finding 5 of issue 16: browser security headers on `/` and every gateway answer, and a sandbox
// policy on stored files proxied from the real reference api.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf } from '../test-support/expect.js';
import { postGraphql, sharedTestApi, type TestApi } from '../test-support/stack.js';

let api: TestApi;
let dev: RunningGateway;
let prod: RunningGateway;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gw-headers-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">admin</div>');
  // Reads only: this worker's shared api.
  api = sharedTestApi();
  const common = {
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    webDist: dist,
    logger: pino({ level: 'silent' }),
  };
  dev = await startGateway({ ...common, production: false, nodeEnv: 'development' });
  prod = await startGateway({ ...common, production: true, nodeEnv: 'production' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await api?.close();
});

const APP_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
];

function expectAppHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of APP_POLICY) expect(csp).toContain(directive);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('the web app and the gateway answers', () => {
  it.each([
    ['/', 'text/html'],
    ['/packages/list', 'text/html'],
    ['/healthz', '*/*'],
    ['/no-such-route', 'application/json'],
  ])('%s carries the CSP, nosniff, Referrer-Policy and X-Frame-Options', async (path, accept) => {
    const res = await fetch(`${prod.url}${path}`, { headers: { accept } });
    expectAppHeaders(res.headers);
  });

  it('GraphQL answers carry them too, in production', async () => {
    const result = await postGraphql(prod.url, '{ ping }', undefined, {
      authorization: `Bearer ${api.token}`,
    });
    dataOf(result);
    expectAppHeaders(result.headers);
  });

  it('HSTS only in production', async () => {
    const production = await fetch(`${prod.url}/`);
    expect(production.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const development = await fetch(`${dev.url}/`);
    expect(development.headers.get('strict-transport-security')).toBeNull();
    expectAppHeaders(development.headers);
  });
});

describe('Apollo Sandbox in development', () => {
  it('loads: its page brings its own CSP; framing stays forbidden', async () => {
    const res = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('production keeps the full policy on /graphql', async () => {
    const res = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expectAppHeaders(res.headers);
  });
});

describe('proxied files', () => {
  it('answer nosniff and Content-Security-Policy: sandbox', async () => {
    const result = await postGraphql<{ galleryImages: { items: { url: string }[] } }>(
      prod.url,
      '{ galleryImages(query: { pageSize: 1 }) { items { url } } }',
      undefined,
      { authorization: `Bearer ${api.token}` },
    );
    const url = new URL(dataOf(result).galleryImages.items[0]!.url, prod.url);
    const res = await fetch(`${prod.url}${url.pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';sandbox");
  });
});
