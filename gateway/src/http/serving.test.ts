import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';

let upstream: StubUpstream;
let gateway: RunningGateway;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gw-web-'));
  mkdirSync(join(dist, 'assets'));
  const html = '<!doctype html><div id="root">admin</div>';
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  upstream = await stubUpstream((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/v1/files/')) {
      if (req.url.includes('missing'))
        return res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"status":false,"statusCode":404,"message":"File not found"}');
      return res
        .writeHead(200, {
          'content-type': 'image/png',
          etag: '"e1"',
          'cache-control': 'public, max-age=60',
        })
        .end(png);
    }
    if (req.method === 'PUT' && req.url.startsWith('/api/v1/storage/upload/')) {
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status: true,
          statusCode: 200,
          message: 'Uploaded',
          data: { bytes: req.body.length, type: req.headers['content-type'], url: req.url },
        }),
      );
    }
    res.writeHead(500).end();
  });
  gateway = await startGateway({
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    webDist: dist,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('the web build', () => {
  it('serves index.html at / without caching', async () => {
    const res = await fetch(`${gateway.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('admin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${gateway.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });
  it("sends the build's brotli or gzip copy as the browser accepts, with the same caching", async () => {
    // undici's request, unlike fetch, hands over the bytes as sent
    const get = (path: string, encoding: string) =>
      request(`${gateway.url}${path}`, { headers: { 'accept-encoding': encoding } });
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const brBytes = Buffer.from(await br.body.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe('console.log(1)');
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.body.arrayBuffer())).toString()).toBe('console.log(1)');
    const page = await get('/', 'br');
    await page.body.dump();
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await plain.body.text()).toBe('console.log(1)');
  });
  it('falls back to index.html for client routes', async () => {
    const res = await fetch(`${gateway.url}/season/add-season/123`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('admin');
  });
  it('never for API paths or missing assets', async () => {
    expect(
      (await fetch(`${gateway.url}/api/v1/nothing`, { headers: { accept: 'text/html' } })).status,
    ).toBe(404);
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('the file proxy', () => {
  it('streams a stored file with its status and headers', async () => {
    const res = await fetch(`${gateway.url}/api/v1/files/gallery/dog.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('etag')).toBe('"e1"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    expect((await fetch(`${gateway.url}/api/v1/files/missing.png`)).status).toBe(404);
  });
  it('streams a signed-URL upload larger than the GraphQL body limit, query string kept', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const res = await fetch(
      `${gateway.url}/api/v1/storage/upload/gallery/big.jpg?expires=1&sig=abc`,
      { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const json = (await res.json()) as { data: { bytes: number; type: string; url: string } };
    expect(json.data).toEqual({
      bytes: body.length,
      type: 'image/jpeg',
      url: '/api/v1/storage/upload/gallery/big.jpg?expires=1&sig=abc',
    });
  });
});
