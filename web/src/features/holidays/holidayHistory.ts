import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.holidays;

/** A holiday's fields in the 履歴, with the holiday form's labels. */
export const holidayHistory: HistorySpec = {
  recordType: 'HOLIDAY',
  fields: {
    title: { label: t.title },
    packageId: { label: `${t.package}ID` },
    packageTitle: { label: t.package },
    date: { label: t.date, kind: 'date' },
  },
};
