import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.news;

/** A news topic's fields in the 履歴, with the news form's labels. */
export const newsTopicHistory: HistorySpec = {
  recordType: 'NEWS_TOPIC',
  fields: {
    title: { label: t.title },
    categoryId: { label: `${t.category}ID` },
    date: { label: t.date, kind: 'date' },
    coverImageFileName: { label: t.cover },
    coverImageUrl: { label: t.cover },
    thumbImageFileName: { label: t.thumb },
    thumbImageUrl: { label: t.thumb },
    shortDescription: { label: t.shortDescription },
    longDescription: { label: t.longDescription },
  },
};
