import type { Db } from '../db/db.js';
import { DomainCode } from '../http/codes.js';
import { assertValid, domainError } from '../http/errors.js';
import { optionalStoredFile } from '../storage/references.js';
import type { NewsTopicBody, NewsTopicInput } from './schemas.js';

/** docs/product.md §5: news category add and update need a title. */
export function checkCategoryTitle(title: string | undefined): string {
  const trimmed = (title ?? '').trim();
  assertValid([!trimmed && { field: 'title', message: 'please enter title' }]);
  return trimmed;
}

/** "2026-02-30" matches the pattern but is no day. */
function isRealDate(ymd: string): boolean {
  const parsed = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === ymd;
}

/** The stored name of an image sent as a stored-name field or a URL field ("" for none). */
function imageOf(
  db: Db,
  nameField: string,
  name: string | undefined,
  urlField: string,
  url: string | undefined,
) {
  return name?.trim()
    ? optionalStoredFile(db, nameField, name)
    : optionalStoredFile(db, urlField, url);
}

/**
 * A topic needs a title; its category, when given, must exist (5073); its images, when given,
 * must be stored files. Returns what to store.
 */
export async function checkTopic(db: Db, body: NewsTopicBody): Promise<NewsTopicInput> {
  const title = (body.title ?? '').trim();
  const date = body.date ? body.date.slice(0, 10) : null;
  assertValid([
    !title && { field: 'title', message: 'please enter title' },
    date !== null &&
      !isRealDate(date) && { field: 'date', message: 'date must be a real date (YYYY-MM-DD)' },
  ]);
  const categoryId = body.catgoryId?.trim() || null;
  if (categoryId) {
    const found = await db.query('SELECT 1 FROM news_categories WHERE id = $1', [categoryId]);
    if (found.length === 0)
      throw domainError(DomainCode.NEWS_CATEGORY_UNKNOWN, 'The news category does not exist');
  }
  return {
    title,
    coverImg: await imageOf(db, 'coverImgfile', body.coverImgfile, 'coverImg', body.coverImg),
    thumbImg: await imageOf(db, 'thumbImgFile', body.thumbImgFile, 'thumbImg', body.thumbImg),
    shortDescription: (body.shortDescription ?? '').trim(),
    longDescription: body.longDescription ?? '',
    categoryId,
    date,
  };
}
