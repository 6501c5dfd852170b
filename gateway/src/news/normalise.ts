import type {
  NewsCategory,
  NewsCategoryInput,
  NewsTopic,
  NewsTopicInput,
} from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** REST news category record → NewsCategory. */
export const toNewsCategory = modelOf<NewsCategory>(
  'newsCategory',
  {
    id: (r) => r.id(),
    title: (r) => r.str('title'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title'],
);

/**
 * REST news topic record → NewsTopic without its category object: `NewsTopic.category` resolves
 * it from `categoryId` through the per-request loader, only when asked for. REST writes "" for
 * "none" (no category, no image); the schema says null.
 */
export const toNewsTopic = modelOf<Omit<NewsTopic, 'category'>>(
  'newsTopic',
  {
    id: (r) => r.id(),
    title: (r) => r.str('title'),
    categoryId: (r) => r.optId('catgoryId'),
    date: (r) => r.date('date'),
    coverImageUrl: (r) => fileUrlOrNull(r.optStr('coverImg')),
    coverImageFileName: (r) => r.optStr('coverImgfile') || null,
    thumbImageUrl: (r) => fileUrlOrNull(r.optStr('thumbImg')),
    thumbImageFileName: (r) => r.optStr('thumbImgFile') || null,
    shortDescription: (r) => r.text('shortDescription'),
    longDescription: (r) => r.text('longDescription'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'date', 'shortDescription', 'longDescription'],
);

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
