import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';
import {
  CREATE_UPLOAD_URL,
  getOnGateway,
  PNG_BYTES,
  putOnGateway,
  type UploadUrl,
} from './test-upload.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const CREATE_IMAGE = `mutation Create($input: GalleryImageInput!) {
  createGalleryImage(input: $input) { message galleryImage { id title url fileName featured } }
}`;

const signedUrl = async (kind: string, fileName: string) =>
  stack.gql<{ createUploadUrl: UploadUrl }>(CREATE_UPLOAD_URL, { kind, fileName });

describe('createUploadUrl and the upload flow through the gateway', () => {
  it('uploads a gallery photo on the gateway origin, creates the image and serves it back', async () => {
    const signed = dataOf(await signedUrl('GALLERY', 'My Dog (1).PNG')).createUploadUrl;
    expect(signed.fileName).toBe('gallery/My-Dog-1.png');
    expect(signed.uploadUrl).toMatch(
      /^\/api\/v1\/storage\/upload\/gallery\/My-Dog-1\.png\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const expiresIn = Date.parse(signed.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const put = await putOnGateway(stack, signed.uploadUrl);
    expect(put.status).toBe(200);

    const created = dataOf(
      await stack.gql<{
        createGalleryImage: {
          message: string;
          galleryImage: { id: string; title: string; url: string; fileName: string };
        };
      }>(CREATE_IMAGE, {
        input: { title: '散歩中のポチ', fileName: signed.fileName, featured: true },
      }),
    ).createGalleryImage;
    expect(created.message).toBeTruthy();
    expect(created.galleryImage).toMatchObject({
      title: '散歩中のポチ',
      fileName: 'gallery/My-Dog-1.png',
      featured: true,
      url: '/api/v1/files/gallery/My-Dog-1.png',
    });

    const image = await getOnGateway(stack, created.galleryImage.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses a file name already stored with a clear DOMAIN_ERROR, before any upload', async () => {
    const result = await signedUrl('GALLERY', 'My Dog (1).PNG');
    const error = errorOf(result, 'DOMAIN_ERROR');
    expect(error.extensions.upstreamCode).toBe(5300);
    expect(error.message).toContain('gallery/My-Dog-1.png');
    expect(error.message).toMatch(/already exists/);
    expect(upstreamCalls(result)).toBe(1);
  });

  it('refuses a second PUT of the same name on the gateway origin with 409', async () => {
    const signed = dataOf(await signedUrl('NEWS', 'twice.png')).createUploadUrl;
    expect(signed.fileName).toBe('news/twice.png');
    expect(signed.uploadUrl.startsWith('/api/v1/storage/upload/news/twice.png?')).toBe(true);
    expect((await putOnGateway(stack, signed.uploadUrl)).status).toBe(200);
    const again = await putOnGateway(stack, signed.uploadUrl);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { statusCode: number }).statusCode).toBe(5300);
  });

  it('refuses a name that is not an image as DOMAIN_ERROR and an empty one as BAD_USER_INPUT', async () => {
    const notImage = errorOf(await signedUrl('NEWS', 'notes.txt'), 'DOMAIN_ERROR');
    expect(notImage.extensions.upstreamCode).toBe(50010);
    const empty = errorOf(await signedUrl('GALLERY', '***'), 'BAD_USER_INPUT');
    expect(empty.extensions.fieldErrors).toEqual([
      { field: 'fileName', message: 'please select a file', reason: 'REQUIRED' },
    ]);
  });

  it('refuses an unknown kind before any REST call', async () => {
    const result = await signedUrl('COUPON', 'a.png');
    expect(result.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstreamCalls(result)).toBe(0);
  });
});
