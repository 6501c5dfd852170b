import type {
  NewsCategory,
  NewsCategoryInput,
  NewsTopic,
  NewsTopicInput,
} from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** REST news category record → NewsCategory. */
export function toNewsCategory(raw: unknown): NewsCategory {
  const r = record(raw, 'newsCategory');
  return {
    id: r.id(),
    title: r.str('title'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/**
 * REST news topic record → NewsTopic without its category object: `NewsTopic.category` resolves
 * it from `categoryId` through the per-request loader, only when asked for. REST writes "" for
 * "none" (no category, no image); the schema says null.
 */
export function toNewsTopic(raw: unknown): NewsTopic {
  const r = record(raw, 'newsTopic');
  return {
    id: r.id(),
    title: r.str('title'),
    categoryId: r.optId('catgoryId'),
    date: r.date('date'),
    coverImageUrl: fileUrlOrNull(r.optStr('coverImg')),
    coverImageFileName: r.optStr('coverImgfile') || null,
    thumbImageUrl: fileUrlOrNull(r.optStr('thumbImg')),
    thumbImageFileName: r.optStr('thumbImgFile') || null,
    shortDescription: r.text('shortDescription'),
    longDescription: r.text('longDescription'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/** NewsTopicInput → the REST create/update body (the contract spells the category `catgoryId`). */
export function newsTopicBody(input: NewsTopicInput) {
  return {
    title: input.title,
    catgoryId: input.categoryId ?? '',
    ...(input.date ? { date: input.date } : {}),
    coverImgfile: input.coverImageFileName ?? '',
    thumbImgFile: input.thumbImageFileName ?? '',
    shortDescription: input.shortDescription ?? '',
    longDescription: input.longDescription ?? '',
  };
}

export function newsCategoryBody(input: NewsCategoryInput) {
  return { title: input.title };
}

/** REST field names of news topics → NewsTopicInput field names. */
export const newsTopicFields: FieldMap = {
  catgoryId: 'categoryId',
  coverImg: 'coverImageFileName',
  coverImgfile: 'coverImageFileName',
  thumbImg: 'thumbImageFileName',
  thumbImgFile: 'thumbImageFileName',
};
