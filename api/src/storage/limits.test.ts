import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { multipartUpload, pngBytes, putBytes, rawFetch } from './test-helpers.js';

const LIMIT = 2048;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, uploadMaxBytes: LIMIT });
});
afterAll(() => api?.close());

/** A valid PNG header followed by padding, `size` bytes in all. */
const bigPng = (size: number) =>
  Buffer.concat([pngBytes(), Buffer.alloc(size - pngBytes().length, 7)]);

async function signedUrl(fileName: string): Promise<string> {
  const res = await api.call('POST', '/gallery/signed-url', { fileName });
  return (res.body.data as { signedUrl: string }).signedUrl;
}

describe('upload size limit', () => {
  it('accepts a file of exactly the limit', async () => {
    expect((await putBytes(await signedUrl('exact.png'), bigPng(LIMIT), 'image/png')).status).toBe(
      200,
    );
  });

  it('refuses a larger file with 413 / 50011 and stores nothing', async () => {
    const url = await signedUrl('big.png');
    const res = await putBytes(url, bigPng(LIMIT + 1), 'image/png');
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ status: false, statusCode: 50011 });
    expect((await rawFetch(`${api.url}/api/v1/files/gallery/big.png`)).status).toBe(404);
  });

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const url = await signedUrl('stream.png');
    const bytes = bigPng(LIMIT * 4);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000)
          controller.enqueue(bytes.subarray(i, i + 1000));
        controller.close();
      },
    });
    const res = await rawFetch(url, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.json.statusCode).toBe(50011);
  });

  it('refuses an oversize multipart image with 413 / 50011', async () => {
    const res = await multipartUpload(api, '/image/upload', {
      bytes: bigPng(LIMIT + 500),
      name: 'big.png',
      type: 'image/png',
    });
    expect(res.status).toBe(413);
    expect(res.json.statusCode).toBe(50011);
    const ok = await multipartUpload(api, '/image/upload', {
      bytes: pngBytes(),
      name: 'small.png',
      type: 'image/png',
    });
    expect(ok.status).toBe(200);
  });
});
