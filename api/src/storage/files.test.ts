import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { diskPath } from './disk.js';
import { placeholderPng } from './placeholder.js';
import { seedStoredFiles } from './seed.js';
import { rawFetch, rawGet, uploadImage } from './test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await uploadImage(api, 'known.png');
  // Demo images as the seed registers them.
  await seedStoredFiles(api.db, ['seed/子犬.png', 'seed/other.png']);
});
afterAll(() => api?.close());

describe('GET /files/*', () => {
  it('is public and serves stored files (HEAD too)', async () => {
    const res = await rawFetch(`${api.url}/api/v1/files/gallery/known.png`);
    expect(res.status).toBe(200);
    const head = await rawFetch(`${api.url}/api/v1/files/gallery/known.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(Number(head.headers.get('content-length'))).toBe(res.bytes.length);
  });

  it('refuses path traversal however it is spelled', async () => {
    for (const path of [
      '/api/v1/files/..%2F..%2Ftoken-secret',
      '/api/v1/files/gallery%2F..%2F..%2Fpglite',
      '/api/v1/files/gallery/..%2fknown.png',
      '/api/v1/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/v1/files/gallery%5c..%5c..%5cx.png',
      '/api/v1/files/%2Fetc%2Fpasswd',
      '/api/v1/files/gallery/.hidden.png',
      '/api/v1/files/.incoming/x',
      '/api/v1/files/a%00b.png',
      '/api/v1/files/%252e%252e/x',
    ]) {
      const res = await rawGet(api.url, path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ status: false, message: 'Invalid file path' });
    }
    // A literal "../" is resolved by the router and never reaches the files route.
    const dotted = await rawGet(api.url, '/api/v1/files/../../../etc/passwd');
    expect([400, 404]).toContain(dotted.status);
    expect(dotted.body).not.toContain('root:');
  });

  it('answers 404 for a name that is not stored', async () => {
    const res = await rawFetch(`${api.url}/api/v1/files/gallery/missing.png`);
    expect(res.status).toBe(404);
    expect(res.json.statusCode).toBe(404);
  });

  it('serves a generated, valid and stable PNG placeholder for a seeded seed/ image', async () => {
    const first = await rawFetch(`${api.url}/api/v1/files/seed/${encodeURIComponent('子犬')}.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const png = first.bytes;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(240);
    expect(png.readUInt32BE(20)).toBe(160);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((240 * 3 + 1) * 160);
    const second = await rawFetch(`${api.url}/api/v1/files/seed/${encodeURIComponent('子犬')}.png`);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    const other = await rawFetch(`${api.url}/api/v1/files/seed/other.png`);
    expect(Buffer.compare(first.bytes, other.bytes)).not.toBe(0);
  });

  it('answers 404 for a seed/ name the seed did not register, drawing nothing', async () => {
    // A drawn placeholder is kept in the data folder (file-routes.ts, servePlaceholder): a
    // registered name gets its file there, an unregistered one none. (Drawings cost about 18 ms
    // each, refusals a few: that figure is a row of tests/bench/timed-tests.bench.ts, issue 35.)
    const onDisk = (name: string) => existsSync(diskPath(api.config.dataDir, name)!);
    await seedStoredFiles(api.db, ['seed/registered-beside.png']);
    const drawn = await rawFetch(`${api.url}/api/v1/files/seed/registered-beside.png`);
    expect(drawn.status).toBe(200);
    expect(onDisk('seed/registered-beside.png')).toBe(true);
    for (let i = 0; i < 20; i += 1) {
      const name = `seed/not-seeded-${i}.png`;
      const res = await rawFetch(`${api.url}/api/v1/files/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toBe('image/png');
      expect(onDisk(name), name).toBe(false);
    }
  });

  it('draws a seeded placeholder once, then serves it from its cache', async () => {
    const name = 'seed/cached-once.png';
    await seedStoredFiles(api.db, [name]);
    const url = `${api.url}/api/v1/files/${name}`;
    const first = await rawFetch(url);
    expect(first.status).toBe(200);
    expect(Buffer.compare(first.bytes, placeholderPng(name))).toBe(0);
    const again = await rawFetch(url);
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0);
  });
});
