import { mixed, object, string } from 'yup';
import type { NewsTopicFieldsFragment, NewsTopicInput } from '../../__generated__/graphql';
import type { UploadedImage } from '../../components/upload/useImageUpload';
import { todayInJapan } from '../../components/date/businessDay';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';

export interface NewsTopicValues {
  title: string;
  categoryId: string;
  date: string;
  cover: UploadedImage | null;
  thumb: UploadedImage | null;
  shortDescription: string;
  longDescription: string;
}

const image = mixed<UploadedImage>().nullable();

/** A title ("please enter title"); a date when given must be a real one. */
export const newsTopicSchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  categoryId: string(),
  date: string().test(
    'date',
    ja.validation.invalidDate,
    (v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid()),
  ),
  cover: image,
  thumb: image,
  shortDescription: string().max(500, ja.news.shortTooLong),
  longDescription: string(),
});

const imageOf = (fileName: string | null, url: string | null): UploadedImage | null =>
  fileName && url ? { fileName, url } : null;

export const emptyNewsTopic = (): NewsTopicValues => ({
  title: '',
  categoryId: '',
  date: todayInJapan(),
  cover: null,
  thumb: null,
  shortDescription: '',
  longDescription: '',
});

export const newsTopicToValues = (n: NewsTopicFieldsFragment): NewsTopicValues => ({
  title: n.title,
  categoryId: n.categoryId ?? '',
  date: n.date,
  cover: imageOf(n.coverImageFileName, n.coverImageUrl),
  thumb: imageOf(n.thumbImageFileName, n.thumbImageUrl),
  shortDescription: n.shortDescription,
  longDescription: n.longDescription,
});

/** Every field is sent: an image left out is removed. */
export const valuesToInput = (v: NewsTopicValues): NewsTopicInput => ({
  title: v.title.trim(),
  categoryId: v.categoryId || null,
  ...(v.date ? { date: v.date } : {}),
  coverImageFileName: v.cover?.fileName ?? null,
  thumbImageFileName: v.thumb?.fileName ?? null,
  shortDescription: v.shortDescription.trim(),
  longDescription: v.longDescription,
});
