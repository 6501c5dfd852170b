// Issue 34, item 2 through the gateway: a gallery image or cover cannot name another area's file
// (the admin's profile picture), so deleting it cannot delete that file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const UPLOAD = `mutation P($file: ProfilePictureUpload!) { uploadProfilePicture(file: $file) { user { profilePictureUrl } } }`;

describe('a gallery image or cover names only a gallery upload', () => {
  it('refuses the admin’s profile picture on fileName before REST; the picture stays', async () => {
    const url = dataOf(
      await stack.gql<{ uploadProfilePicture: { user: { profilePictureUrl: string } } }>(UPLOAD, {
        file: { fileName: 'admin.png', contentType: 'image/png', base64: PNG },
      }),
    ).uploadProfilePicture.user.profilePictureUrl;
    const fileName = decodeURIComponent(url.slice('/api/v1/files/'.length));
    expect(fileName).toMatch(/^profile\//);
    for (const mutation of ['createGalleryImage', 'createGalleryCover']) {
      const input = mutation === 'createGalleryImage' ? 'GalleryImageInput' : 'GalleryCoverInput';
      const res = await stack.gql(
        `mutation C($input: ${input}!) { ${mutation}(input: $input) { message } }`,
        { input: { title: 'x', fileName } },
      );
      const error = errorOf(res, 'BAD_USER_INPUT');
      expect(error.extensions.fieldErrors).toEqual([
        {
          field: 'fileName',
          message: 'Choose an image uploaded to the gallery',
          reason: 'INVALID',
        },
      ]);
      expect(upstreamCalls(res)).toBe(0);
    }
    expect((await fetch(`${stack.gateway.url}${url}`)).status).toBe(200);
  });
});
