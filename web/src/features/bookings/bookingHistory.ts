import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.bookings;

/**
 * A booking's fields in the activity list: its status (a cancel) and the front desk's changes
 * (受付: 到着予定 → 到着済み, a メモ added), with the booking page's labels.
 */
export const bookingHistory: HistorySpec = {
  recordType: 'BOOKING',
  fields: {
    status: { label: t.statusHeader, kind: { labels: t.status } },
    arrival: { label: ja.arrival.header, kind: { labels: ja.arrival.states } },
    notes: { label: t.notes.section },
  },
};
