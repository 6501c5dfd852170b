import type {
  NewsCategory,
  NewsCategoryInput,
  NewsCategorySortField,
  NewsTopic,
  NewsTopicInput,
  NewsTopicSortField,
} from '../__generated__/resolvers-types.js';
import { blankNull, date, id, mapped, optDateTime, optId, str, text } from '../rest/codecs.js';
import { table } from '../rest/table.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** A file URL of the record: "" (no file) → null, else its path on the gateway's origin. */
const fileUrl = mapped<string | null>((r, k) => fileUrlOrNull(r.optStr(k)));
/** A topic's day; left out of the body when the input has none (REST keeps its own). */
const day = mapped<string>(date.read, (v) => v || undefined);

/** News categories: the REST news category record, field by field. */
export const newsCategoryTable = table<
  NewsCategory,
  NewsCategoryInput,
  NewsCategorySortField,
  'history'
>(
  {
    what: 'newsCategory',
    type: 'NewsCategory',
    input: 'NewsCategoryInput',
    sort: 'NewsCategorySortField',
    answered: ['history'],
  },
  {
    id: { rest: '_id', codec: id },
    title: { rest: 'title', codec: str, required: true, writable: true, sortable: true },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);

/**
 * News topics: the REST news record, field by field. REST writes "" for "none" (no category, no
 * image); the schema says null. The contract spells the category `catgoryId`; `category`
 * resolves from it through the per-request loader, only when asked for.
 */
export const newsTopicTable = table<
  NewsTopic,
  NewsTopicInput,
  NewsTopicSortField,
  'category' | 'history'
>(
  {
    what: 'newsTopic',
    type: 'NewsTopic',
    input: 'NewsTopicInput',
    sort: 'NewsTopicSortField',
    answered: ['category', 'history'],
    alsoSorts: { category: 'category' },
  },
  {
    id: { rest: '_id', codec: id },
    title: { rest: 'title', codec: str, required: true, writable: true, sortable: true },
    categoryId: { rest: 'catgoryId', codec: optId, writable: true },
    date: { rest: 'date', codec: day, required: true, writable: true, sortable: true },
    coverImageUrl: { rest: 'coverImg', codec: fileUrl },
    coverImageFileName: {
      rest: 'coverImgfile',
      codec: blankNull,
      writable: true,
      alsoNamed: ['coverImg'],
    },
    thumbImageUrl: { rest: 'thumbImg', codec: fileUrl },
    thumbImageFileName: {
      rest: 'thumbImgFile',
      codec: blankNull,
      writable: true,
      alsoNamed: ['thumbImg'],
    },
    shortDescription: { rest: 'shortDescription', codec: text, required: true, writable: true },
    longDescription: { rest: 'longDescription', codec: text, required: true, writable: true },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);
