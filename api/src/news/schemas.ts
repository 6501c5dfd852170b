import { Type, type Static } from '@sinclair/typebox';
import { DateString, Timestamps, UpdatedAt } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';

const Title = Type.Optional(Type.String({ maxLength: 200, default: '' }));
const ImageRef = (description: string) =>
  Type.Optional(Type.String({ maxLength: 1000, description }));

export const NewsCategoryBody = Type.Object({ title: Title });
export type NewsCategoryBody = Static<typeof NewsCategoryBody>;

export const NewsCategoryUpdateBody = Type.Object({ title: Title, updatedAt: UpdatedAt });
export type NewsCategoryUpdateBody = Static<typeof NewsCategoryUpdateBody>;

export const NewsCategory = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  ...Timestamps,
});
export type NewsCategory = Static<typeof NewsCategory>;

const TopicFields = {
  title: Title,
  coverImg: ImageRef('Cover image: URL or stored name'),
  coverImgfile: ImageRef(
    'Cover image stored name (fileNameWithPrefix of /news/singed-url); preferred over coverImg',
  ),
  thumbImg: ImageRef('Thumbnail: URL or stored name'),
  thumbImgFile: ImageRef('Thumbnail stored name; preferred over thumbImg'),
  shortDescription: Type.Optional(Type.String({ maxLength: 2000, default: '' })),
  longDescription: Type.Optional(
    Type.String({ maxLength: 200_000, default: '', description: 'Markdown, stored as written' }),
  ),
  catgoryId: Type.Optional(
    Type.String({
      maxLength: 64,
      default: '',
      description: 'News category id (spelling of the contract)',
    }),
  ),
  date: Type.Optional(DateString('Publication date; today when omitted')),
};

export const NewsTopicBody = Type.Object(TopicFields);
export type NewsTopicBody = Static<typeof NewsTopicBody>;

export const NewsTopicUpdateBody = Type.Object({ ...TopicFields, updatedAt: UpdatedAt });
export type NewsTopicUpdateBody = Static<typeof NewsTopicUpdateBody>;

export const NewsListQuery = Type.Object({
  ...ListQuerySchema.properties,
  catgoryId: Type.Optional(
    Type.String({ maxLength: 64, description: 'Only topics of this category' }),
  ),
});
export type NewsListQuery = Static<typeof NewsListQuery>;

export const NewsTopic = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  coverImg: Type.String({ description: 'Public URL of the cover image, or ""' }),
  coverImgfile: Type.String({ description: 'Stored name of the cover image, or ""' }),
  thumbImg: Type.String({ description: 'Public URL of the thumbnail, or ""' }),
  thumbImgFile: Type.String({ description: 'Stored name of the thumbnail, or ""' }),
  shortDescription: Type.String(),
  longDescription: Type.String({ description: 'Markdown' }),
  catgoryId: Type.String({ description: 'News category id, or ""' }),
  category: Type.String({ description: 'Title of the news category, or ""' }),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  ...Timestamps,
});
export type NewsTopic = Static<typeof NewsTopic>;

export type NewsTopicRow = Omit<NewsTopic, 'coverImg' | 'thumbImg'>;

/** What a topic write stores, after the checks. */
export interface NewsTopicInput {
  title: string;
  coverImg: string;
  thumbImg: string;
  shortDescription: string;
  longDescription: string;
  categoryId: string | null;
  date: string | null;
}
