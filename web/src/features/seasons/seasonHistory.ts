import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.seasons;

/** A season's fields in the 履歴, with the season form's labels. */
export const seasonHistory: HistorySpec = {
  recordType: 'SEASON',
  fields: {
    title: { label: t.title },
    status: { label: t.status, kind: 'status' },
    startDate: { label: t.startDate, kind: 'date' },
    endDate: { label: t.endDate, kind: 'date' },
    timeSlots: { label: t.timeSlots },
  },
};
