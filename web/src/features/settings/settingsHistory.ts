import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.settings;

/** The site settings' fields in the 履歴, with the settings form's labels. */
export const settingsHistory: HistorySpec = {
  recordType: 'SITE_SETTINGS',
  fields: {
    picnicPrice: { label: t.picnicPrice, kind: 'yen' },
    minPicnicPeople: { label: t.minPicnicPeople, kind: 'count' },
    maxPicnicPeople: { label: t.maxPicnicPeople, kind: 'count' },
  },
};
