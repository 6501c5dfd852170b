import { GalleryCoverHistoryDocument } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';
import type { GalleryList } from './paths';

const t = ja.gallery;

/** A gallery image's fields in the 履歴, with the gallery form's labels. */
const fields: HistorySpec['fields'] = {
  title: { label: t.title },
  fileName: { label: t.photo },
  url: { label: t.photo },
  featured: { label: t.featured, kind: 'bool' },
};

/** The 履歴 of a photo, or of a cover image (its own query: a cover is not a gallery image). */
export function galleryHistory(list: GalleryList): HistorySpec {
  return list === 'covers'
    ? { recordType: 'GALLERY_IMAGE', fields, query: GalleryCoverHistoryDocument }
    : { recordType: 'GALLERY_IMAGE', fields };
}
