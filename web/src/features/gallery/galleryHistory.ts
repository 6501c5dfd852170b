import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.gallery;

/** A gallery image's fields in the 履歴, with the gallery form's labels. */
export const galleryHistory: HistorySpec = {
  recordType: 'GALLERY_IMAGE',
  fields: {
    title: { label: t.title },
    fileName: { label: t.photo },
    url: { label: t.photo },
    featured: { label: t.featured, kind: 'bool' },
  },
};
