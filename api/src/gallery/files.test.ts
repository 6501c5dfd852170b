// Issue 34, item 2: a gallery image or cover shows only a gallery upload, and deleting one removes
// its file only when nothing else shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, rawFetch, uploadImage } from '../storage/test-helpers.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

const fileStatus = async (name: string) =>
  (await rawFetch(`${api.url}/api/v1/files/${encodeURI(name)}`)).status;

/** The admin's own profile picture, uploaded through PUT /auth/user/upload; its stored name. */
async function adminPicture(): Promise<string> {
  const data = new FormData();
  data.append('file', new Blob([pngBytes(71)], { type: 'image/png' }), 'me.png');
  const res = await rawFetch(`${api.url}/api/v1/auth/user/upload`, {
    method: 'PUT',
    body: data,
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(res.status).toBe(200);
  const url = (res.json.data as { profilepic: string }).profilepic;
  return decodeURIComponent(url.slice('/api/v1/files/'.length));
}

const fieldErrors = (body: Record<string, unknown>) => JSON.stringify(body);

describe('a gallery image or cover shows only a gallery upload', () => {
  it('refuses a profile picture (or any other folder) as a gallery image or cover', async () => {
    const picture = await adminPicture();
    for (const [path, field] of [
      ['/gallery/add', 'fileName'],
      ['/gallery/cover/add', 'fileName'],
    ] as const) {
      const res = await api.call('POST', path, { title: 'x', [field]: picture });
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toContain('gallery');
    }
    const url = await api.call('POST', '/gallery/add', {
      title: 'x',
      file: `${api.url}/api/v1/files/${picture}`,
    });
    expect(url.status).toBe(400);
    expect(await fileStatus(picture)).toBe(200);
  });

  it('refuses changing an image to another folder’s file', async () => {
    const picture = await adminPicture();
    const own = await uploadImage(api, 'own.png', pngBytes(72));
    const added = await api.call('POST', '/gallery/add', { title: 'x', fileName: own });
    expect(added.status).toBe(200);
    const id = (added.body.data as { _id: string })._id;
    const res = await api.call('PUT', '/gallery/update', { _id: id, file: picture });
    expect(res.status).toBe(400);
    expect(await fileStatus(picture)).toBe(200);
  });
});

describe('a stored file is removed only when nothing shows it', () => {
  it('deleting a gallery image keeps a file a coupon or a news topic still shows', async () => {
    const shared = await uploadImage(api, 'shared.png', pngBytes(73));
    const image = await api.call('POST', '/gallery/add', { title: 'x', fileName: shared });
    expect(image.status).toBe(200);
    // A coupon made before the rule (or by another area) shows the same file.
    await api.db.query(
      `INSERT INTO coupons (id, title, discount_type, discount_amount, image)
       VALUES ('shared-coupon', 'shared', 1, 100, $1)`,
      [shared],
    );
    const id = (image.body.data as { _id: string })._id;
    expect((await api.call('DELETE', `/gallery/delete/${id}`)).status).toBe(200);
    expect(await fileStatus(shared)).toBe(200);
    await api.db.query(`DELETE FROM coupons WHERE id = 'shared-coupon'`);

    // A profile picture shown by a legacy gallery image stays while the image does.
    const picture = await adminPicture();
    await api.db.query(
      `INSERT INTO gallery_images (id, title, file_name, featured) VALUES ('legacy', 'x', $1, 2)`,
      [picture],
    );
    expect((await api.call('DELETE', '/gallery/delete/legacy')).status).toBe(200);
    expect(await fileStatus(picture)).toBe(200);
  });

  it('deleting the last image that shows a file removes it', async () => {
    const only = await uploadImage(api, 'only.png', pngBytes(74));
    const image = await api.call('POST', '/gallery/add', { title: 'x', fileName: only });
    const id = (image.body.data as { _id: string })._id;
    expect((await api.call('DELETE', `/gallery/delete/${id}`)).status).toBe(200);
    expect(await fileStatus(only)).toBe(404);
  });
});
