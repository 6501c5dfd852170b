import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { jpegBytes, multipartUpload, pngBytes, rawFetch } from './test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

describe('multipart image uploads', () => {
  it('image upload answers exactly {status, data: {name}, fileName, message} and the file is served', async () => {
    const bytes = pngBytes(21);
    const res = await multipartUpload(api, '/image/upload', {
      bytes,
      name: 'My Dog.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['data', 'fileName', 'message', 'status']);
    expect(res.json.status).toBe(true);
    expect(res.json.data).toEqual({ name: 'images/My-Dog.png' });
    expect(res.json.fileName).toBe(`${api.url}/api/v1/files/images/My-Dog.png`);
    const got = await rawFetch(res.json.fileName as string);
    expect(Buffer.compare(got.bytes, bytes)).toBe(0);
  });

  it('coupon image upload answers data.name under coupons/ and adds a missing extension', async () => {
    const res = await multipartUpload(
      api,
      '/coupon/image/upload',
      { bytes: jpegBytes(), name: 'クーポン画像', type: 'image/jpeg' },
      { field: 'image' },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: true,
      statusCode: 200,
      data: { name: 'coupons/クーポン画像.jpg' },
    });
  });

  it('refuses duplicates (5300), wrong types and fake content (50010)', async () => {
    await multipartUpload(api, '/image/upload', {
      bytes: pngBytes(),
      name: 'twice.png',
      type: 'image/png',
    });
    const dup = await multipartUpload(api, '/image/upload', {
      bytes: pngBytes(),
      name: 'twice.png',
      type: 'image/png',
    });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({
      statusCode: 5300,
      message: 'A file named images/twice.png already exists',
    });

    const pdf = await multipartUpload(api, '/image/upload', {
      bytes: Buffer.from('%PDF-1.4'),
      name: 'doc.pdf',
      type: 'application/pdf',
    });
    expect(pdf.status).toBe(415);
    expect(pdf.json.statusCode).toBe(50010);

    const fake = await multipartUpload(api, '/image/upload', {
      bytes: Buffer.from('not an image'),
      name: 'fake.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(415);
    expect(fake.json.statusCode).toBe(50010);
    expect((await rawFetch(`${api.url}/api/v1/files/images/fake.png`)).status).toBe(404);
  });

  it('needs a token, a multipart body and a file part', async () => {
    const anon = await multipartUpload(
      api,
      '/image/upload',
      { bytes: pngBytes(), name: 'anon.png', type: 'image/png' },
      { token: null },
    );
    expect(anon.status).toBe(401);
    const json = await api.call('POST', '/image/upload', { file: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.statusCode).toBe(1000);
    const form = new FormData();
    form.append('title', 'no file');
    const noFile = await rawFetch(`${api.url}/api/v1/image/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.json.errors).toEqual([{ param: 'file', msg: 'please select an image' }]);
  });
});
