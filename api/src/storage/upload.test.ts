import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { uploadSignature } from './signing.js';
import { jpegBytes, pngBytes, putBytes, rawFetch, uploadImage } from './test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function signedUrl(fileName: string) {
  const res = await api.call('POST', '/gallery/signed-url', { fileName });
  expect(res.status).toBe(200);
  return res.body.data as { signedUrl: string; fileNameWithPrefix: string };
}

describe('signed upload URLs', () => {
  it('runs the whole flow: ask a URL, PUT the bytes without a token, GET them back identical', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { signedUrl: url, fileNameWithPrefix } = await signedUrl('flow.png');
    expect(fileNameWithPrefix).toBe('gallery/flow.png');
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(
      `${api.url}/api/v1/storage/upload/gallery/flow.png`,
    );
    const expires = Number(parsed.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(899);
    expect(expires - before).toBeLessThanOrEqual(901);
    expect(parsed.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    const bytes = pngBytes(11);
    const put = await putBytes(url, bytes, 'image/png');
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({
      name: 'gallery/flow.png',
      contentType: 'image/png',
      size: bytes.length,
    });

    const got = await rawFetch(`${api.url}/api/v1/files/gallery/flow.png`);
    expect(got.status).toBe(200);
    expect(Buffer.compare(got.bytes, bytes)).toBe(0);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toContain('max-age=');
    const etag = got.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await rawFetch(`${api.url}/api/v1/files/gallery/flow.png`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('makes user file names safe and keeps Japanese letters', async () => {
    const { signedUrl: url, fileNameWithPrefix } = await signedUrl('C:\\写真\\犬の 写真 (1).PNG');
    expect(fileNameWithPrefix).toBe('gallery/犬の-写真-1.png');
    expect((await putBytes(url, jpegBytes(), 'image/jpeg')).status).toBe(200);
    const got = await rawFetch(`${api.url}/api/v1/files/${encodeURI(fileNameWithPrefix)}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.compare(got.bytes, jpegBytes())).toBe(0);
  });

  it('refuses a tampered signature, another name and a missing signature with 403 / 5301', async () => {
    const { signedUrl: url } = await signedUrl('tamper.png');
    const tampered = new URL(url);
    const sig = tampered.searchParams.get('signature')!;
    tampered.searchParams.set('signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    const res = await putBytes(tampered.toString(), pngBytes(), 'image/png');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ status: false, statusCode: 5301 });

    const otherName = new URL(url.replace('tamper.png', 'other.png'));
    expect((await putBytes(otherName.toString(), pngBytes(), 'image/png')).json.statusCode).toBe(
      5301,
    );

    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(longer.searchParams.get('expires')) + 3600));
    expect((await putBytes(longer.toString(), pngBytes(), 'image/png')).json.statusCode).toBe(5301);

    const bare = url.split('?')[0]!;
    expect((await putBytes(bare, pngBytes(), 'image/png')).status).toBe(403);
    expect((await rawFetch(`${api.url}/api/v1/files/gallery/tamper.png`)).status).toBe(404);
  });

  it('refuses an expired URL with 403 / 5301', async () => {
    const name = 'gallery/expired.png';
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = uploadSignature(api.config.tokenSecret, name, expires);
    const url = `${api.url}/api/v1/storage/upload/${name}?expires=${expires}&signature=${signature}`;
    const res = await putBytes(url, pngBytes(), 'image/png');
    expect(res.status).toBe(403);
    expect(res.json.statusCode).toBe(5301);
    expect(res.json.message).toBe('The upload URL is invalid or has expired');
  });

  it('refuses a type outside the allow-list with 50010, at signed-url time and at upload time', async () => {
    const early = await api.call('POST', '/gallery/signed-url', { fileName: 'notes.txt' });
    expect(early.status).toBe(415);
    expect(early.body.statusCode).toBe(50010);

    const { signedUrl: url } = await signedUrl('typed.png');
    for (const type of ['text/plain', 'image/svg+xml', 'application/octet-stream']) {
      const res = await putBytes(url, pngBytes(), type);
      expect(res.status).toBe(415);
      expect(res.json.statusCode).toBe(50010);
    }
  });

  it('checks the magic bytes against the declared type; a refused upload leaves nothing behind', async () => {
    const { signedUrl: url } = await signedUrl('magic.png');
    const jpegAsPng = await putBytes(url, jpegBytes(), 'image/png');
    expect(jpegAsPng.status).toBe(415);
    expect(jpegAsPng.json.statusCode).toBe(50010);
    const text = await putBytes(url, Buffer.from('<script>alert(1)</script>'), 'image/gif');
    expect(text.json.statusCode).toBe(50010);
    const empty = await putBytes(url, new Uint8Array(0), 'image/png');
    expect(empty.json.statusCode).toBe(50010);
    expect((await rawFetch(`${api.url}/api/v1/files/gallery/magic.png`)).status).toBe(404);
    // The same URL still works for the real thing.
    expect((await putBytes(url, pngBytes(3), 'image/png')).status).toBe(200);
  });

  it('refuses a duplicate name with 5300, when asking the URL and when uploading again', async () => {
    const { signedUrl: first } = await signedUrl('dup.png');
    const { signedUrl: second } = await signedUrl('dup.png');
    expect((await putBytes(first, pngBytes(1), 'image/png')).status).toBe(200);

    const ask = await api.call('POST', '/gallery/signed-url', { fileName: 'dup.png' });
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({
      statusCode: 5300,
      message: 'A file named gallery/dup.png already exists',
    });

    const put = await putBytes(second, pngBytes(2), 'image/png');
    expect(put.status).toBe(409);
    expect(put.json.statusCode).toBe(5300);
    const got = await rawFetch(`${api.url}/api/v1/files/gallery/dup.png`);
    expect(Buffer.compare(got.bytes, pngBytes(1))).toBe(0);
  });

  it('lets a browser on another origin upload (CORS preflight and response headers)', async () => {
    const { signedUrl: url } = await signedUrl('cors.png');
    const preflight = await rawFetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://web.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );

    const put = await rawFetch(url, {
      method: 'PUT',
      body: pngBytes(5),
      headers: { 'content-type': 'image/png', origin: 'http://web.example' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await rawFetch(url, {
      method: 'PUT',
      body: pngBytes(5),
      headers: { 'content-type': 'image/png', origin: 'http://web.example' },
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('validates the signed-url body and needs a bearer token', async () => {
    const empty = await api.call('POST', '/gallery/signed-url', { fileName: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ property: 'fileName', message: 'please select a file' }]);
    const missing = await api.call('POST', '/gallery/signed-url', {});
    expect(missing.status).toBe(400);
    expect((missing.body.errors as { property: string }[])[0]!.property).toBe('fileName');
    expect(
      (await api.call('POST', '/gallery/signed-url', { fileName: 'a.png' }, { token: null }))
        .status,
    ).toBe(401);
  });

  it('uploads through the helper used by other areas', async () => {
    expect(
      await uploadImage(api, 'helper.webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), {
        contentType: 'image/webp',
      }),
    ).toBe('gallery/helper.webp');
  });
});
