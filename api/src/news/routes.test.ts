import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { pngBytes, rawFetch, uploadImage } from '../storage/test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Category {
  _id: string;
  title: string;
  updatedAt: string;
}
interface Topic {
  _id: string;
  title: string;
  coverImg: string;
  coverImgfile: string;
  thumbImg: string;
  thumbImgFile: string;
  shortDescription: string;
  longDescription: string;
  catgoryId: string;
  category: string;
  date: string;
  updatedAt: string;
}

const categories = async () =>
  (await api.call('GET', '/news/category/all/list')).body.data as Category[];

describe('news categories', () => {
  it('lists the seeded categories, paged and all at once', async () => {
    const all = await categories();
    expect(all.map((c) => c.title).sort()).toEqual(
      ['イベント', 'お知らせ', 'キャンペーン', '施設情報'].sort(),
    );
    const page = await api.call('GET', '/news/category/list?pageNo=2&pageSize=3&sortColumn=title');
    expect(page.status).toBe(200);
    expect((page.body.results as Category[]).length).toBe(1);
    expect((page.body.meta as { total: number }).total).toBe(4);
  });

  it('creates, reads, updates, refuses stale and deletes a category', async () => {
    const created = await api.call('POST', '/news/category/create', { title: ' 求人情報 ' });
    expect(created.status).toBe(200);
    const category = created.body.data as Category;
    expect(category.title).toBe('求人情報');
    expect((await api.call('GET', `/news/category/get/${category._id}`)).body.data).toEqual(
      category,
    );

    const updated = await api.call('POST', `/news/category/update/${category._id}`, {
      title: '採用情報',
      updatedAt: category.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect((updated.body.data as Category).title).toBe('採用情報');
    const stale = await api.call('POST', `/news/category/update/${category._id}`, {
      title: '古い',
      updatedAt: category.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);

    expect((await api.call('DELETE', `/news/category/delete/${category._id}`)).status).toBe(200);
    expect((await api.call('GET', `/news/category/get/${category._id}`)).status).toBe(404);
  });

  it('needs a title ({param, msg}) and refuses a duplicate title', async () => {
    const empty = await api.call('POST', '/news/category/create', { title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ param: 'title', msg: 'please enter title' }]);
    const [first] = await categories();
    const update = await api.call('POST', `/news/category/update/${first!._id}`, {});
    expect(update.body.errors).toEqual([{ param: 'title', msg: 'please enter title' }]);
    const dup = await api.call('POST', '/news/category/create', { title: 'お知らせ' });
    expect(dup.body.statusCode).toBe(5071);
  });

  it('refuses to delete a category in use (5072)', async () => {
    const used = (await categories()).find((c) => c.title === 'お知らせ')!;
    const res = await api.call('DELETE', `/news/category/delete/${used._id}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(5072);
    expect((await api.call('GET', `/news/category/get/${used._id}`)).status).toBe(200);
  });

  it('answers 401 without a token and 404 for unknown ids', async () => {
    expect(
      (await api.call('GET', '/news/category/all/list', undefined, { token: null })).status,
    ).toBe(401);
    expect((await api.call('GET', '/news/category/get/nope')).status).toBe(404);
    expect((await api.call('POST', '/news/category/update/nope', { title: 'x' })).status).toBe(404);
    expect((await api.call('DELETE', '/news/category/delete/nope')).status).toBe(404);
  });
});

describe('news topics', () => {
  it('lists the seeded topics newest first with the category title and image URLs', async () => {
    const res = await api.call('GET', '/news/list?pageSize=100');
    expect(res.status).toBe(200);
    const rows = res.body.results as Topic[];
    expect(rows).toHaveLength(10);
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = rows[0]!;
    expect(first.category).toBeTruthy();
    expect(first.longDescription).toContain('#');
    expect(first.coverImg).toBe(`${api.url}/api/v1/files/${first.coverImgfile}`);
    expect((await rawFetch(first.thumbImg)).status).toBe(200);

    const notices = (await categories()).find((c) => c.title === 'お知らせ')!;
    const filtered = await api.call('GET', `/news/list?catgoryId=${notices._id}&pageSize=100`);
    expect((filtered.body.results as Topic[]).every((t) => t.category === 'お知らせ')).toBe(true);
    const byCategory = await api.call(
      'GET',
      `/news/list?search=${encodeURIComponent('イベント')}&pageSize=100`,
    );
    expect((byCategory.body.results as Topic[]).length).toBeGreaterThan(0);
    expect((await api.call('GET', '/news/list?sortColumn=category&sortDir=asc')).status).toBe(200);
  });

  it('creates with images from the singed-url flow, keeps Markdown as written, updates and deletes', async () => {
    const signed = await api.call('POST', '/news/singed-url', { fileName: 'cover.png' });
    expect(signed.status).toBe(200);
    expect((signed.body.data as { fileNameWithPrefix: string }).fileNameWithPrefix).toBe(
      'news/cover.png',
    );
    const cover = await uploadImage(api, 'cover-2.png', pngBytes(61), { path: '/news/singed-url' });
    const thumb = await uploadImage(api, 'thumb.png', pngBytes(62), { path: '/news/singed-url' });
    const markdown = '# 見出し\n\n<script>alert(1)</script>\n\n- **太字**\n';
    const [category] = await categories();
    const created = await api.call('POST', '/news/create', {
      title: '新しいお知らせ',
      coverImgfile: cover,
      thumbImg: `${api.url}/api/v1/files/${thumb}`,
      shortDescription: '短い説明',
      longDescription: markdown,
      catgoryId: category!._id,
      date: '2026-12-01',
    });
    expect(created.status).toBe(200);
    const topic = created.body.data as Topic;
    expect(topic).toMatchObject({
      title: '新しいお知らせ',
      coverImgfile: cover,
      thumbImgFile: thumb,
      longDescription: markdown,
      catgoryId: category!._id,
      category: category!.title,
      date: '2026-12-01',
    });
    expect((await api.call('GET', `/news/get/${topic._id}`)).body.data).toEqual(topic);

    const updated = await api.call('POST', `/news/update/${topic._id}`, {
      title: '更新',
      catgoryId: '',
      coverImg: topic.coverImg,
      updatedAt: topic.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: '更新',
      catgoryId: '',
      category: '',
      coverImgfile: cover,
      thumbImgFile: '',
      date: '2026-12-01',
    });
    const stale = await api.call('POST', `/news/update/${topic._id}`, {
      title: '古い',
      updatedAt: topic.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);

    expect((await api.call('DELETE', `/news/delete/${topic._id}`)).status).toBe(200);
    expect((await api.call('GET', `/news/get/${topic._id}`)).status).toBe(404);
  });

  it('dates a topic today when no date is sent', async () => {
    const created = await api.call('POST', '/news/create', { title: '日付なし' });
    expect((created.body.data as Topic).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('needs a title, a known category, real dates and uploaded images', async () => {
    const empty = await api.call('POST', '/news/create', { title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ param: 'title', msg: 'please enter title' }]);
    const unknown = await api.call('POST', '/news/create', { title: 'x', catgoryId: 'nope' });
    expect(unknown.body.statusCode).toBe(5073);
    const date = await api.call('POST', '/news/create', { title: 'x', date: '2026-02-30' });
    expect(date.status).toBe(400);
    expect((date.body.errors as { param: string }[])[0]!.param).toBe('date');
    const ghost = await api.call('POST', '/news/create', {
      title: 'x',
      thumbImgFile: 'news/ghost.png',
    });
    expect(ghost.body.errors).toEqual([
      { param: 'thumbImgFile', msg: 'File news/ghost.png has not been uploaded' },
    ]);
    const [seeded] = (await api.call('GET', '/news/list?pageSize=1')).body.results as Topic[];
    const updateEmpty = await api.call('POST', `/news/update/${seeded!._id}`, { title: ' ' });
    expect(updateEmpty.body.errors).toEqual([{ param: 'title', msg: 'please enter title' }]);
    const wrongType = await api.call('POST', '/news/create', { title: { text: 'x' } });
    expect(wrongType.status).toBe(400);
  });

  it('answers 401 without a token and 404 for unknown ids', async () => {
    expect((await api.call('GET', '/news/list', undefined, { token: null })).status).toBe(401);
    expect(
      (await api.call('POST', '/news/singed-url', { fileName: 'a.png' }, { token: null })).status,
    ).toBe(401);
    expect((await api.call('GET', '/news/get/nope')).status).toBe(404);
    expect((await api.call('POST', '/news/update/nope', { title: 'x' })).status).toBe(404);
    expect((await api.call('DELETE', '/news/delete/nope')).status).toBe(404);
  });
});
