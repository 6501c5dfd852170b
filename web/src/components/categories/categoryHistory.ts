import type { HistoryFields } from '../history/historyFormat';
import { ja } from '../../i18n/ja';

/** A category's fields in the 履歴, with the category form's labels. */
export const categoryHistoryFields = (strings: {
  title: string;
  status?: string;
}): HistoryFields => ({
  title: { label: strings.title },
  status: { label: strings.status ?? ja.form.statusActive, kind: 'status' },
});
