// Issue 16, finding 10c: an upload over the size limit sent chunked (no Content-Length) answers
// 413 through the gateway's proxy, as it does at the api, never 502.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf } from '../test-support/expect.js';
import { apiTestSupport, postGraphql, type TestApi } from '../test-support/stack.js';
import { CREATE_UPLOAD_URL, PNG_BYTES, type UploadUrl } from './test-upload.js';

const LIMIT = 64 * 1024;
let api: TestApi;
let gateway: RunningGateway;

beforeAll(async () => {
  const support = (await apiTestSupport()) as unknown as {
    startTestApi(options: { uploadMaxBytes: number }): Promise<TestApi>;
  };
  api = await support.startTestApi({ uploadMaxBytes: LIMIT });
  gateway = await startGateway({
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    uploadMaxBytes: LIMIT,
    logger: pino({ level: process.env.GATEWAY_TEST_LOG ?? 'silent' }),
  });
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function uploadUrl(fileName: string): Promise<string> {
  const result = await postGraphql<{ createUploadUrl: UploadUrl }>(
    gateway.url,
    CREATE_UPLOAD_URL,
    { kind: 'GALLERY', fileName },
    { authorization: `Bearer ${api.token}` },
  );
  return dataOf(result).createUploadUrl.uploadUrl;
}

/** A PNG header then padding, `size` bytes, sent in 16 KB chunks without Content-Length. */
function chunked(size: number): ReadableStream<Uint8Array> {
  const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 7)]);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

const put = (url: string, body: ReadableStream<Uint8Array>) =>
  fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body,
    duplex: 'half',
  } as RequestInit);

describe('a chunked upload over the limit', () => {
  it.each([
    ['twice the limit', LIMIT * 2],
    ['2 MB', 2 * 1024 * 1024],
  ])('%s: 413 through the gateway, and nothing stored', async (_, size) => {
    const path = await uploadUrl(`big-${size}.png`);
    const res = await put(new URL(path, gateway.url).toString(), chunked(size));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(50011);
    const file = new URL(path, gateway.url).pathname.replace('/storage/upload/', '/files/');
    expect((await fetch(`${gateway.url}${file}`)).status).toBe(404);
  });

  it('with Content-Length over the limit: 413 before the upstream is asked', async () => {
    const path = await uploadUrl('declared.png');
    const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(LIMIT * 3, 7)]);
    const res = await fetch(new URL(path, gateway.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(res.status).toBe(413);
  });

  it('a file of exactly the limit still goes through', async () => {
    const path = await uploadUrl('exact.png');
    const res = await put(new URL(path, gateway.url).toString(), chunked(LIMIT));
    expect(res.status).toBe(200);
  });

  it('2 MB straight at the api: 413', async () => {
    const path = await uploadUrl('big-direct.png');
    const res = await put(`${api.url}${path}`, chunked(2 * 1024 * 1024));
    expect(res.status).toBe(413);
  });
});
