import { useState } from 'react';
import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import type { ListPage } from '../../components/list/areaList';
import { useShowError } from '../../components/feedback/useShowError';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { bookingsCsv } from './bookingCsv';
import { downloadFile } from '../../components/csv/csv';

/** Rows asked for per request while exporting. */
export const EXPORT_PAGE_SIZE = 2000;

export type FetchBookingPage = (
  page: number,
  pageSize: number,
) => Promise<ListPage<BookingRowFieldsFragment>>;

/**
 * CSV export of EVERY booking matching the list's current filters, search and sort: pages through
 * the gateway (not just the page on screen), then offers the file.
 */
export function useBookingExport(fetchPage: FetchBookingPage, fileStem: string) {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows = new Map<string, BookingRowFieldsFragment>();
      let total = 0;
      for (let page = 1; ; page += 1) {
        const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
        total = answer.total;
        for (const b of answer.items) rows.set(b.id, b);
        setProgress({ done: rows.size, total });
        if (answer.items.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= total) break;
      }
      const name = `${fileStem}-${dayjs().format('YYYYMMDD-HHmm')}.csv`;
      downloadFile(bookingsCsv([...rows.values()]), name);
      snackbar.show({ message: ja.bookings.exported(rows.size) });
    } catch (e) {
      showError(e);
    } finally {
      setProgress(null);
    }
  };

  return { run, progress, busy: progress !== null };
}
