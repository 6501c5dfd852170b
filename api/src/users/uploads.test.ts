import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, rawFetch, type RawResponse } from '../storage/test-helpers.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

const LIMIT = 4096;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ uploadMaxBytes: LIMIT });
});
afterAll(() => api?.close());

interface User {
  _id: string;
  profilepic: string;
}

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; type: string; name: string },
): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

const send = (
  method: string,
  path: string,
  body: FormData,
  token: string | null = api.token,
): Promise<RawResponse> =>
  rawFetch(`${api.url}/api/v1${path}`, {
    method,
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const png = (seed = 1) => ({ bytes: pngBytes(seed), type: 'image/png', name: 'me.png' });
const aCustomer = async () =>
  (
    await api.db.query<{ id: string }>(
      `SELECT id FROM users WHERE role = 'customer' ORDER BY id LIMIT 1`,
    )
  )[0]!.id;

describe('PATCH /user/file/add', () => {
  it('stores the picture under files/profile, saves its URL path and serves it', async () => {
    const id = await aCustomer();
    const res = await send('PATCH', '/user/file/add', form({ id }, png()));
    expect(res.status).toBe(200);
    const user = res.json.data as User;
    expect(user._id).toBe(id);
    expect(user.profilepic).toMatch(new RegExp(`^/api/v1/files/profile/${id}-[0-9a-f]{12}\\.png$`));
    const name = user.profilepic.slice('/api/v1/files/'.length);
    expect(existsSync(join(api.config.dataDir, 'files', name))).toBe(true);
    const served = await rawFetch(`${api.url}${user.profilepic}`);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(pngBytes(1))).toBe(true);
  });

  it('replaces an earlier picture and removes its file', async () => {
    const id = await aCustomer();
    const first = (await send('PATCH', '/user/file/add', form({ _id: id }, png(2)))).json
      .data as User;
    const second = (
      await send(
        'PATCH',
        '/user/file/add',
        form({ id }, { bytes: jpegBytes(), type: 'image/jpeg', name: 'me.jpg' }),
      )
    ).json.data as User;
    expect(second.profilepic).toMatch(/\.jpg$/);
    expect((await rawFetch(`${api.url}${first.profilepic}`)).status).toBe(404);
    expect((await rawFetch(`${api.url}${second.profilepic}`)).status).toBe(200);
  });

  it('refuses other types (50010), content that is not the declared image (50010) and files over the limit (50011)', async () => {
    const id = await aCustomer();
    const before = ((await api.call('GET', `/admin/get/${id}`)).body.data as User).profilepic;
    const text = await send(
      'PATCH',
      '/user/file/add',
      form({ id }, { bytes: Buffer.from('hello'), type: 'text/plain', name: 'me.txt' }),
    );
    expect(text.status).toBe(415);
    expect(text.json.statusCode).toBe(50010);
    const fake = await send(
      'PATCH',
      '/user/file/add',
      form({ id }, { bytes: Buffer.from('not a png at all'), type: 'image/png', name: 'me.png' }),
    );
    expect(fake.status).toBe(415);
    expect(fake.json.statusCode).toBe(50010);
    const big = Buffer.concat([pngBytes(3), Buffer.alloc(LIMIT)]);
    const large = await send(
      'PATCH',
      '/user/file/add',
      form({ id }, { bytes: big, type: 'image/png', name: 'big.png' }),
    );
    expect(large.status).toBe(413);
    expect(large.json.statusCode).toBe(50011);
    expect(((await api.call('GET', `/admin/get/${id}`)).body.data as User).profilepic).toBe(before);
  });

  it('asks for a user and a file as {property, message}, 404 for an unknown user, 415 without multipart', async () => {
    const noUser = await send('PATCH', '/user/file/add', form({}, png()));
    expect(noUser.status).toBe(400);
    expect(noUser.json.errors).toEqual([{ property: 'id', message: 'Select User' }]);
    const noFile = await send('PATCH', '/user/file/add', form({ id: await aCustomer() }));
    expect(noFile.status).toBe(400);
    expect(noFile.json.errors).toEqual([{ property: 'file', message: 'please select an image' }]);
    expect((await send('PATCH', '/user/file/add', form({ id: 'nope' }, png()))).status).toBe(404);
    const json = await api.call('PATCH', '/user/file/add', { id: 'x' });
    expect(json.status).toBe(415);
  });

  it('answers 401 without a token', async () => {
    expect((await send('PATCH', '/user/file/add', form({ id: 'x' }, png()), null)).status).toBe(
      401,
    );
  });
});

describe('PUT /auth/user/upload', () => {
  it('sets the picture of the signed-in user, seen by /auth/user/me', async () => {
    const res = await send('PUT', '/auth/user/upload', form({}, png(4)));
    expect(res.status).toBe(200);
    const user = res.json.data as User;
    expect(user.profilepic).toMatch(/^\/api\/v1\/files\/profile\/.+\.png$/);
    const me = await api.call('GET', '/auth/user/me');
    expect((me.body.data as { profilePic: string }).profilePic).toBe(user.profilepic);
    expect(JSON.stringify(res.json)).not.toContain('scrypt$');
  });

  it('refuses a non-image with 50010 and answers 401 without a token', async () => {
    const gif = await send(
      'PUT',
      '/auth/user/upload',
      form({}, { bytes: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'x.svg' }),
    );
    expect(gif.json.statusCode).toBe(50010);
    expect((await send('PUT', '/auth/user/upload', form({}, png()), null)).status).toBe(401);
  });
});
