import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { pngBytes, rawFetch, uploadImage } from '../storage/test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Image {
  _id: string;
  title: string;
  file: string;
  fileName: string;
  featured: number;
  updatedAt: string;
}

const fileStatus = async (name: string) =>
  (await rawFetch(`${api.url}/api/v1/files/${encodeURI(name)}`)).status;

describe('gallery images', () => {
  it('lists the seeded images with public URLs, paged, searchable and filtered by featured', async () => {
    const res = await api.call('GET', '/gallery/list?pageNo=1&pageSize=5');
    expect(res.status).toBe(200);
    const results = res.body.results as Image[];
    expect(results).toHaveLength(5);
    expect((res.body.meta as { total: number }).total).toBe(15);
    expect(results[0]!.file).toBe(`${api.url}/api/v1/files/${results[0]!.fileName}`);
    const image = await rawFetch(results[0]!.file);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const featured = await api.call('GET', '/gallery/list?featured=1&pageSize=100');
    const rows = featured.body.results as Image[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.featured === 1)).toBe(true);

    const found = await api.call('GET', `/gallery/list?search=${encodeURIComponent('柴犬')}`);
    expect((found.body.results as Image[]).map((r) => r.title)).toEqual(['芝生広場でくつろぐ柴犬']);
    const sorted = await api.call('GET', '/gallery/list?sortColumn=title&sortDir=asc&pageSize=100');
    const titles = (sorted.body.results as Image[]).map((r) => r.title);
    expect(titles).toEqual([...titles].sort());
    expect((await api.call('GET', '/gallery/list?sortColumn=file_name;drop')).status).toBe(400);
  });

  it('adds, reads, updates (releasing a replaced file) and deletes (removing the file)', async () => {
    const first = await uploadImage(api, 'ポチ.png', pngBytes(31));
    const added = await api.call('POST', '/gallery/add', {
      title: ' ポチ ',
      file: '',
      fileName: first,
      featured: 1,
    });
    expect(added.status).toBe(200);
    const image = added.body.data as Image;
    expect(image).toMatchObject({ title: 'ポチ', fileName: 'gallery/ポチ.png', featured: 1 });
    expect(image.file).toBe(`${api.url}/api/v1/files/gallery/${encodeURIComponent('ポチ')}.png`);

    const got = await api.call('GET', `/gallery/get/${image._id}`);
    expect(got.body.data).toEqual(image);

    const second = await uploadImage(api, 'pochi-2.png', pngBytes(32));
    const secondUrl = `${api.url}/api/v1/files/${second}`;
    const updated = await api.call('PUT', '/gallery/update', {
      _id: image._id,
      title: 'ポチ2',
      file: secondUrl,
      featured: 2,
      updatedAt: image.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'ポチ2',
      fileName: second,
      featured: 2,
      file: secondUrl,
    });
    expect(await fileStatus(first)).toBe(404);

    const stale = await api.call('PUT', '/gallery/update', {
      _id: image._id,
      title: 'stale',
      file: secondUrl,
      updatedAt: image.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    expect(((await api.call('GET', `/gallery/get/${image._id}`)).body.data as Image).title).toBe(
      'ポチ2',
    );

    expect((await api.call('DELETE', `/gallery/delete/${image._id}`)).status).toBe(200);
    expect((await api.call('GET', `/gallery/get/${image._id}`)).status).toBe(404);
    expect(await fileStatus(second)).toBe(404);
    // The name is free again.
    expect(
      (await api.call('POST', '/gallery/signed-url', { fileName: 'pochi-2.png' })).status,
    ).toBe(200);
  });

  it('refuses a missing photo with the docs/product.md §5 message, and a file that was never uploaded', async () => {
    const empty = await api.call('POST', '/gallery/add', { title: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { property: 'file', message: 'please select package photos' },
    ]);

    const ghost = await api.call('POST', '/gallery/add', {
      title: 'x',
      fileName: 'gallery/ghost.png',
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.errors).toEqual([
      { property: 'fileName', message: 'File gallery/ghost.png has not been uploaded' },
    ]);
    const outside = await api.call('POST', '/gallery/add', {
      title: 'x',
      file: 'https://elsewhere.example/a.png',
    });
    expect((outside.body.errors as { property: string }[])[0]!.property).toBe('file');
    const traversal = await api.call('POST', '/gallery/add', {
      title: 'x',
      fileName: '../token-secret',
    });
    expect(traversal.status).toBe(400);

    const [seeded] = (await api.call('GET', '/gallery/list?pageSize=1')).body.results as Image[];
    const noFile = await api.call('PUT', '/gallery/update', {
      _id: seeded!._id,
      title: 'x',
      file: ' ',
      fileName: seeded!.fileName,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('please select package photos');
    expect(noFile.body.errors).toEqual([
      { property: 'file', message: 'please select package photos' },
    ]);
  });

  it('reports schema errors as {property, message}, never a 500', async () => {
    const res = await api.call('POST', '/gallery/add', {
      title: 'x',
      fileName: 'gallery/a.png',
      featured: 5,
    });
    expect(res.status).toBe(400);
    expect((res.body.errors as { property: string }[])[0]!.property).toBe('featured');
    expect((await api.call('PUT', '/gallery/update', { title: 'no id' })).status).toBe(400);
    expect((await api.call('POST', '/gallery/add', '[1,2')).status).toBe(400);
  });

  it('answers 401 without a token and 404 for unknown ids', async () => {
    expect((await api.call('GET', '/gallery/list', undefined, { token: null })).status).toBe(401);
    expect((await api.call('POST', '/gallery/add', {}, { token: null })).status).toBe(401);
    expect(
      (await api.call('DELETE', '/gallery/delete/nope', undefined, { token: null })).status,
    ).toBe(401);
    expect((await api.call('GET', '/gallery/get/nope')).status).toBe(404);
    expect((await api.call('DELETE', '/gallery/delete/nope')).status).toBe(404);
    const [seeded] = (await api.call('GET', '/gallery/list?pageSize=1')).body.results as Image[];
    const missing = await api.call('PUT', '/gallery/update', {
      _id: 'nope',
      title: 'x',
      file: seeded!.file,
    });
    expect(missing.status).toBe(404);
  });
});

interface Cover {
  _id: string;
  title: string;
  coverImg: string;
  fileName: string;
  updatedAt: string;
}

describe('gallery covers (the second image list)', () => {
  it('lists the four seeded covers', async () => {
    const res = await api.call('GET', '/gallery/cover/list');
    expect(res.status).toBe(200);
    expect((res.body.meta as { total: number }).total).toBe(4);
    const first = (res.body.results as Cover[])[0]!;
    expect(first.coverImg).toBe(`${api.url}/api/v1/files/${first.fileName}`);
    expect((await rawFetch(first.coverImg)).status).toBe(200);
  });

  it('adds, reads, updates, refuses stale and deletes with its file', async () => {
    const name = await uploadImage(api, 'cover-a.png', pngBytes(41));
    const added = await api.call('POST', '/gallery/cover/add', { title: '表紙', coverImg: name });
    expect(added.status).toBe(200);
    const cover = added.body.data as Cover;
    expect(cover).toMatchObject({
      title: '表紙',
      fileName: name,
      coverImg: `${api.url}/api/v1/files/${name}`,
    });
    expect((await api.call('GET', `/gallery/cover/get/${cover._id}`)).body.data).toEqual(cover);

    const empty = await api.call('PUT', '/gallery/cover/update', {
      _id: cover._id,
      title: 'x',
      coverImg: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { property: 'coverImg', message: 'please select package photos' },
    ]);

    const updated = await api.call('PUT', '/gallery/cover/update', {
      _id: cover._id,
      title: '表紙2',
      coverImg: cover.coverImg,
      updatedAt: cover.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect((updated.body.data as Cover).title).toBe('表紙2');
    const stale = await api.call('PUT', '/gallery/cover/update', {
      _id: cover._id,
      title: 'old',
      coverImg: name,
      updatedAt: cover.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);

    expect((await api.call('DELETE', `/gallery/cover/delete/${cover._id}`)).status).toBe(200);
    expect(await fileStatus(name)).toBe(404);
  });

  it('validates, needs a token and answers 404 for unknown ids', async () => {
    const ghost = await api.call('POST', '/gallery/cover/add', { coverImg: 'gallery/ghost.png' });
    expect(ghost.body.errors).toEqual([
      { property: 'coverImg', message: 'File gallery/ghost.png has not been uploaded' },
    ]);
    expect((await api.call('POST', '/gallery/cover/add', {})).body.message).toBe(
      'please select package photos',
    );
    expect((await api.call('GET', '/gallery/cover/list', undefined, { token: null })).status).toBe(
      401,
    );
    expect((await api.call('GET', '/gallery/cover/get/nope')).status).toBe(404);
    expect((await api.call('DELETE', '/gallery/cover/delete/nope')).status).toBe(404);
    const [seeded] = (await api.call('GET', '/gallery/cover/list?pageSize=1')).body
      .results as Cover[];
    expect(
      (await api.call('PUT', '/gallery/cover/update', { _id: 'nope', coverImg: seeded!.coverImg }))
        .status,
    ).toBe(404);
  });
});
