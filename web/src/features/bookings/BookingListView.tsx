import { Button } from '@blueprintjs/core';
import { DownloadIcon, SearchIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import type { ListPage } from '../../components/list/areaList';
import { LinkButton } from '../../components/LinkButton';
import { DataList } from '../../components/list/DataList';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { bookingColumns } from './bookingColumns';
import type { BookingFilters } from './bookingFilters';
import { CancelBookingButton } from './CancelBookingButton';
import { DateRangeFilter } from '../../components/date/DateRangeFilter';
import { StatusFilter } from './StatusFilter';
import { bookingListKeyOf, bookingPaths } from './paths';
import { canCancel, useCancelBooking } from './useCancelBooking';
import { useBookingExport, type FetchBookingPage } from './useBookingExport';
import './bookings.css';

const t = ja.bookings;

export interface BookingListViewProps {
  title: string;
  filters: BookingFilters;
  page: ListPage<BookingRowFieldsFragment> | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  /** One page of the same list with the same filters (the CSV export pages through it). */
  fetchPage: FetchBookingPage;
  fileStem: string;
  /** Which day the range filters: the visit (default) or the day the booking was made. */
  byBookingDate?: boolean;
  withStatusFilter?: boolean;
}

/** One of the four booking lists: date range, search, sort, paging, cancel and CSV export. */
export function BookingListView(props: BookingListViewProps) {
  const { title, filters, page, loading, error, onRetry } = props;
  const { list, range, status } = filters;
  const { from, to } = filters.filters.values;
  const shownIn = bookingListKeyOf(useLocation().pathname);
  const columns = useMemo(
    () => bookingColumns(Boolean(props.byBookingDate), shownIn),
    [props.byBookingDate, shownIn],
  );
  const cancel = useCancelBooking();
  const exporter = useBookingExport(props.fetchPage, props.fileStem);
  const invalid = range === null;

  const toolbar = (
    <>
      <DateRangeFilter
        from={from}
        to={to}
        invalid={invalid}
        startLabel={props.byBookingDate ? t.bookedFrom : t.visitFrom}
        endLabel={props.byBookingDate ? t.bookedTo : t.visitTo}
        onChange={(patch) => filters.filters.set(patch)}
      />
      {props.withStatusFilter ? (
        <StatusFilter value={status} onChange={(s) => filters.filters.set({ status: s })} />
      ) : null}
      <Button
        icon={<DownloadIcon />}
        text={
          exporter.progress
            ? t.exporting(exporter.progress.done, exporter.progress.total)
            : t.exportCsv
        }
        loading={false}
        disabled={exporter.busy || invalid || !page || page.total === 0}
        onClick={() => void exporter.run()}
        className="app-export-button"
      />
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={<LinkButton to={bookingPaths.lookup} icon={<SearchIcon />} text={t.lookupTitle} />}
      />
      <DataList<BookingRowFieldsFragment>
        label={title}
        columns={columns}
        list={list}
        rows={invalid ? [] : page?.items}
        total={invalid ? 0 : page?.total}
        loading={loading}
        error={error}
        onRetry={onRetry}
        rowTitle={(b) => b.bookingNumber}
        searchPlaceholder={t.searchPlaceholder}
        toolbar={toolbar}
        rowActions={(b) =>
          canCancel(b) ? <CancelBookingButton booking={b} onRequest={cancel.request} /> : null
        }
      />
      {cancel.dialog}
    </>
  );
}
