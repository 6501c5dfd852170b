import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { runList, type Page } from '../http/list-query.js';
import { fileUrl } from '../storage/names.js';
import type { NewsListQuery, NewsTopic, NewsTopicInput, NewsTopicRow } from './schemas.js';

const SELECT = `t.id AS "_id", t.title, t.cover_img AS "coverImgfile", t.thumb_img AS "thumbImgFile",
  t.short_description AS "shortDescription", t.long_description AS "longDescription",
  coalesce(t.category_id, '') AS "catgoryId", coalesce(c.title, '') AS category,
  to_char(t.date, 'YYYY-MM-DD') AS date, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;
const FROM = 'news_topics t LEFT JOIN news_categories c ON c.id = t.category_id';

/** Adds the public URLs of the images. */
export const toNewsTopic = (row: NewsTopicRow, publicUrl: string): NewsTopic => ({
  ...row,
  coverImg: fileUrl(publicUrl, row.coverImgfile),
  thumbImg: fileUrl(publicUrl, row.thumbImgFile),
});

const columns = (input: NewsTopicInput) => ({
  title: input.title,
  cover_img: input.coverImg,
  thumb_img: input.thumbImg,
  short_description: input.shortDescription,
  long_description: input.longDescription,
  category_id: input.categoryId,
});

export function listNewsTopics(db: Db, query: NewsListQuery): Promise<Page<NewsTopicRow>> {
  const categoryId = query.catgoryId?.trim();
  return runList<NewsTopicRow>(
    db,
    {
      select: SELECT,
      from: FROM,
      where: categoryId ? [{ sql: 't.category_id = $1', params: [categoryId] }] : [],
      searchColumns: [`(t.title || ' ' || t.short_description)`, 'c.title'],
      sortColumns: {
        title: 't.title',
        date: 't.date',
        category: 'c.title',
        createdAt: 't.created_at',
        updatedAt: 't.updated_at',
      },
      defaultSort: { column: 'date', dir: 'desc' },
      tieBreaker: 't.id',
    },
    query,
  );
}

export async function getNewsTopic(db: Db, id: string): Promise<NewsTopicRow | undefined> {
  const [row] = await db.query<NewsTopicRow>(`SELECT ${SELECT} FROM ${FROM} WHERE t.id = $1`, [id]);
  return row;
}

export async function createNewsTopic(db: Db, input: NewsTopicInput): Promise<NewsTopicRow> {
  const id = newId();
  const set = columns(input);
  const names = Object.keys(set);
  await db.query(
    `INSERT INTO news_topics (id, date, ${names.join(', ')})
     VALUES ($1, coalesce($2::date, CURRENT_DATE), ${names.map((_, i) => `$${i + 3}`).join(', ')})`,
    [id, input.date, ...Object.values(set)],
  );
  return (await getNewsTopic(db, id))!;
}

export async function updateNewsTopic(
  db: Db,
  id: string,
  input: NewsTopicInput,
  updatedAt?: string,
): Promise<void> {
  const set: Record<string, unknown> = columns(input);
  if (input.date) set.date = input.date;
  await updateRow(db, { table: 'news_topics', id, entity: 'News topic', updatedAt, set });
}

export function deleteNewsTopic(db: Db, id: string): Promise<void> {
  return deleteRow(db, 'news_topics', id, 'News topic');
}
