import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.availability;

/** An availability period's fields in the 履歴, with the availability form's labels. */
export const availabilityHistory: HistorySpec = {
  recordType: 'AVAILABILITY',
  fields: {
    packageId: { label: `${t.package}ID` },
    packageTitle: { label: t.package },
    startDate: { label: t.startDate, kind: 'date' },
    endDate: { label: t.endDate, kind: 'date' },
    inventory: { label: t.inventory, kind: 'count' },
    slots: { label: t.slots },
  },
};
