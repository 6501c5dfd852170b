import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { getOnGateway, uploadThroughGateway } from '../uploads/test-upload.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const CATEGORY = 'id title createdAt updatedAt';
interface Category {
  id: string;
  title: string;
  updatedAt: string;
}
const TOPIC = `id title categoryId category { id title } date coverImageUrl coverImageFileName
  thumbImageUrl thumbImageFileName shortDescription longDescription createdAt updatedAt`;
interface Topic {
  id: string;
  title: string;
  categoryId: string | null;
  category: { id: string; title: string } | null;
  date: string;
  coverImageUrl: string | null;
  coverImageFileName: string | null;
  thumbImageUrl: string | null;
  thumbImageFileName: string | null;
  shortDescription: string;
  longDescription: string;
  updatedAt: string;
}
type TopicPage = { newsTopics: { total: number; page: number; pageSize: number; items: Topic[] } };
const TOPICS = `query Topics($query: NewsTopicListQuery, $categoryId: ID) {
  newsTopics(query: $query, categoryId: $categoryId) { total page pageSize items { ${TOPIC} } }
}`;
const TOPIC_GET = `query Topic($id: ID!) { newsTopic(id: $id) { ${TOPIC} } }`;
const TOPIC_CREATE = `mutation Create($input: NewsTopicInput!) {
  createNewsTopic(input: $input) { message newsTopic { ${TOPIC} } }
}`;
const TOPIC_UPDATE = `mutation Update($id: ID!, $input: NewsTopicPatch!, $at: DateTime, $force: Boolean = true) {
  updateNewsTopic(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message newsTopic { ${TOPIC} } }
}`;
const TOPIC_DELETE = 'mutation Delete($id: ID!) { deleteNewsTopic(id: $id) { id message } }';

const CATEGORIES = `query Categories($query: NewsCategoryListQuery) {
  newsCategories(query: $query) { total page pageSize items { ${CATEGORY} } }
}`;
const ALL = `query All { allNewsCategories { ${CATEGORY} } }`;
const CATEGORY_GET = `query Category($id: ID!) { newsCategory(id: $id) { ${CATEGORY} } }`;
const CATEGORY_CREATE = `mutation Create($input: NewsCategoryInput!) {
  createNewsCategory(input: $input) { message newsCategory { ${CATEGORY} } }
}`;
const CATEGORY_UPDATE = `mutation Update($id: ID!, $input: NewsCategoryPatch!, $at: DateTime, $force: Boolean = true) {
  updateNewsCategory(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message newsCategory { ${CATEGORY} } }
}`;
const CATEGORY_DELETE = 'mutation Delete($id: ID!) { deleteNewsCategory(id: $id) { id message } }';

const MARKDOWN =
  '# 見出し\n\n- **太字** と _斜体_\n- [リンク](https://example.com)\n\n```\ncode\n```\n';

describe('news categories', () => {
  let created: Category;

  it('lists every category for pickers, by title, and a sorted page', async () => {
    const all = dataOf(await stack.gql<{ allNewsCategories: Category[] }>(ALL)).allNewsCategories;
    expect(all.map((c) => c.title).sort()).toEqual(
      ['お知らせ', 'イベント', 'キャンペーン', '施設情報'].sort(),
    );
    expect(all.map((c) => c.title)).toEqual([...all.map((c) => c.title)].sort());
    type Page = { newsCategories: { total: number; pageSize: number; items: Category[] } };
    const page = dataOf(
      await stack.gql<Page>(CATEGORIES, {
        query: { pageSize: 2, sortBy: 'title', sortDirection: 'DESC' },
      }),
    ).newsCategories;
    expect(page).toMatchObject({ total: 4, pageSize: 2 });
    expect(page.items[0]!.title >= page.items[1]!.title).toBe(true);
    const found = dataOf(
      await stack.gql<Page>(CATEGORIES, { query: { search: 'イベント' } }),
    ).newsCategories;
    expect(found.items.map((c) => c.title)).toEqual(['イベント']);
  });

  it('creates, gets and updates a category', async () => {
    const result = dataOf(
      await stack.gql<{ createNewsCategory: { message: string; newsCategory: Category } }>(
        CATEGORY_CREATE,
        { input: { title: 'ゲートウェイ便り' } },
      ),
    ).createNewsCategory;
    expect(result.message).toBeTruthy();
    created = result.newsCategory;
    expect(created.title).toBe('ゲートウェイ便り');
    const got = dataOf(
      await stack.gql<{ newsCategory: Category }>(CATEGORY_GET, { id: created.id }),
    );
    expect(got.newsCategory).toEqual(created);

    const updated = dataOf(
      await stack.gql<{ updateNewsCategory: { newsCategory: Category } }>(CATEGORY_UPDATE, {
        id: created.id,
        input: { title: 'ゲートウェイ通信' },
        at: created.updatedAt,
      }),
    ).updateNewsCategory.newsCategory;
    expect(updated).toMatchObject({ id: created.id, title: 'ゲートウェイ通信' });
    const stale = errorOf(
      await stack.gql(CATEGORY_UPDATE, {
        id: created.id,
        input: { title: 'x' },
        at: created.updatedAt,
      }),
      'CONFLICT',
    );
    expect(stale.extensions.reason).toBe('STALE_UPDATE');
    created = updated;
  });

  it('refuses an empty title on the title field and a duplicate title as DOMAIN_ERROR', async () => {
    const empty = errorOf(
      await stack.gql(CATEGORY_CREATE, { input: { title: ' ' } }),
      'BAD_USER_INPUT',
    );
    expect(empty.extensions.fieldErrors).toEqual([
      { field: 'title', message: 'please enter title', reason: 'REQUIRED' },
    ]);
    const dup = errorOf(
      await stack.gql(CATEGORY_CREATE, { input: { title: 'お知らせ' } }),
      'DOMAIN_ERROR',
    );
    expect(dup.extensions.upstreamCode).toBe(5071);
  });

  it('refuses to delete a category in use (5072); deletes an unused one; then NOT_FOUND', async () => {
    const all = dataOf(await stack.gql<{ allNewsCategories: Category[] }>(ALL)).allNewsCategories;
    const used = all.find((c) => c.title === 'お知らせ')!;
    const inUse = errorOf(await stack.gql(CATEGORY_DELETE, { id: used.id }), 'DOMAIN_ERROR');
    expect(inUse.extensions.upstreamCode).toBe(5072);
    expect(inUse.message).toMatch(/cannot be deleted/);

    const deleted = dataOf(
      await stack.gql<{ deleteNewsCategory: { id: string; message: string } }>(CATEGORY_DELETE, {
        id: created.id,
      }),
    ).deleteNewsCategory;
    expect(deleted).toEqual({ id: created.id, message: expect.any(String) });
    errorOf(await stack.gql(CATEGORY_GET, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(CATEGORY_DELETE, { id: created.id }), 'NOT_FOUND');
    errorOf(
      await stack.gql(CATEGORY_UPDATE, { id: created.id, input: { title: 'gone' } }),
      'NOT_FOUND',
    );
  });
});

describe('news topics', () => {
  let created: Topic;
  let category: Category;

  it('lists a page, latest first, with gateway-origin image URLs', async () => {
    const page = dataOf(await stack.gql<TopicPage>(TOPICS, { query: { pageSize: 10 } })).newsTopics;
    expect(page).toMatchObject({ total: 10, page: 1, pageSize: 10 });
    const dates = page.items.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const withCover = page.items.find((t) => t.coverImageUrl)!;
    expect(withCover.coverImageUrl).toBe(`/api/v1/files/${withCover.coverImageFileName}`);
    expect((await getOnGateway(stack, withCover.coverImageUrl!)).status).toBe(200);
    expect(page.items.every((t) => t.longDescription.length > 0)).toBe(true);
  });

  it('resolves the categories of a page in one REST call for all of them', async () => {
    const result = await stack.gql<TopicPage>(TOPICS, { query: { pageSize: 10 } });
    const items = dataOf(result).newsTopics.items;
    expect(new Set(items.map((t) => t.categoryId)).size).toBe(4);
    for (const t of items) expect(t.category?.id).toBe(t.categoryId);
    expect(upstreamCalls(result)).toBe(2);

    const bare = await stack.gql(
      `query { newsTopics(query: { pageSize: 10 }) { items { id title } } }`,
    );
    expect(upstreamCalls(bare)).toBe(1);
  });

  it('filters by category, searches and sorts', async () => {
    const all = dataOf(await stack.gql<{ allNewsCategories: Category[] }>(ALL)).allNewsCategories;
    category = all.find((c) => c.title === 'イベント')!;
    const byCategory = dataOf(await stack.gql<TopicPage>(TOPICS, { categoryId: category.id }))
      .newsTopics.items;
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((t) => t.category?.title === 'イベント')).toBe(true);
    const found = dataOf(await stack.gql<TopicPage>(TOPICS, { query: { search: '運動会' } }))
      .newsTopics.items;
    expect(found.map((t) => t.title)).toEqual(['ワンちゃん運動会を開催します']);
    const titles = dataOf(
      await stack.gql<TopicPage>(TOPICS, { query: { sortBy: 'title', pageSize: 100 } }),
    ).newsTopics.items.map((t) => t.title);
    expect(titles).toEqual([...titles].sort());
  });

  it('creates a topic with uploaded images, a category and a Markdown body', async () => {
    const cover = await uploadThroughGateway(stack, 'NEWS', 'gw-news-cover.png');
    const thumb = await uploadThroughGateway(stack, 'NEWS', 'gw-news-thumb.png');
    const result = dataOf(
      await stack.gql<{ createNewsTopic: { message: string; newsTopic: Topic } }>(TOPIC_CREATE, {
        input: {
          title: 'ゲートウェイ開通',
          categoryId: category.id,
          date: '2026-12-01',
          coverImageFileName: cover,
          thumbImageFileName: thumb,
          shortDescription: '短い説明',
          longDescription: MARKDOWN,
        },
      }),
    ).createNewsTopic;
    expect(result.message).toBeTruthy();
    created = result.newsTopic;
    expect(created).toMatchObject({
      title: 'ゲートウェイ開通',
      categoryId: category.id,
      category: { id: category.id, title: 'イベント' },
      date: '2026-12-01',
      coverImageFileName: 'news/gw-news-cover.png',
      coverImageUrl: '/api/v1/files/news/gw-news-cover.png',
      thumbImageFileName: 'news/gw-news-thumb.png',
      thumbImageUrl: '/api/v1/files/news/gw-news-thumb.png',
      shortDescription: '短い説明',
      longDescription: MARKDOWN,
    });
    expect((await getOnGateway(stack, created.thumbImageUrl!)).status).toBe(200);
  });

  it('gets it with its category', async () => {
    const result = await stack.gql<{ newsTopic: Topic }>(TOPIC_GET, { id: created.id });
    expect(dataOf(result).newsTopic).toEqual(created);
    expect(upstreamCalls(result)).toBe(2);
  });

  it('refuses bad input: empty title, unknown category, images never uploaded', async () => {
    const empty = errorOf(
      await stack.gql(TOPIC_CREATE, { input: { title: '' } }),
      'BAD_USER_INPUT',
    );
    expect(empty.extensions.fieldErrors).toEqual([
      { field: 'title', message: 'please enter title', reason: 'REQUIRED' },
    ]);
    const unknown = errorOf(
      await stack.gql(TOPIC_CREATE, { input: { title: 'x', categoryId: 'no-such-category' } }),
      'DOMAIN_ERROR',
    );
    expect(unknown.extensions.upstreamCode).toBe(5073);
    const ghost = errorOf(
      await stack.gql(TOPIC_CREATE, {
        input: { title: 'x', thumbImageFileName: 'news/ghost.png' },
      }),
      'BAD_USER_INPUT',
    );
    expect(ghost.extensions.fieldErrors).toEqual([
      {
        field: 'thumbImageFileName',
        message: 'File news/ghost.png has not been uploaded',
        reason: 'INVALID',
      },
    ]);
  });

  it('updates it: category and thumbnail cleared with null, date kept; a stale update is a CONFLICT', async () => {
    const updated = dataOf(
      await stack.gql<{ updateNewsTopic: { newsTopic: Topic } }>(TOPIC_UPDATE, {
        id: created.id,
        // A patch: null clears the category and the thumbnail; the date is not sent and kept.
        input: {
          title: 'ゲートウェイ開通（改）',
          categoryId: null,
          thumbImageFileName: null,
          shortDescription: '',
          longDescription: '**更新**',
        },
        at: created.updatedAt,
      }),
    ).updateNewsTopic.newsTopic;
    expect(updated).toMatchObject({
      id: created.id,
      title: 'ゲートウェイ開通（改）',
      categoryId: null,
      category: null,
      date: '2026-12-01',
      coverImageFileName: created.coverImageFileName,
      thumbImageFileName: null,
      thumbImageUrl: null,
      shortDescription: '',
      longDescription: '**更新**',
    });
    const stale = errorOf(
      await stack.gql(TOPIC_UPDATE, {
        id: created.id,
        input: { title: 'stale' },
        at: created.updatedAt,
      }),
      'CONFLICT',
    );
    expect(stale.extensions.reason).toBe('STALE_UPDATE');
  });

  it('deletes it; afterwards it is NOT_FOUND', async () => {
    const deleted = dataOf(
      await stack.gql<{ deleteNewsTopic: { id: string; message: string } }>(TOPIC_DELETE, {
        id: created.id,
      }),
    ).deleteNewsTopic;
    expect(deleted).toEqual({ id: created.id, message: expect.any(String) });
    errorOf(await stack.gql(TOPIC_GET, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(TOPIC_DELETE, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(TOPIC_UPDATE, { id: created.id, input: { title: 'x' } }), 'NOT_FOUND');
  });
});
