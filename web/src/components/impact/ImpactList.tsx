import { Link } from 'react-router-dom';
import type { ImpactBookingFragment } from '../../__generated__/graphql';
import { crossLinks } from '../../app/crossLinks';
import { ja } from '../../i18n/ja';
import { formatDate } from '../../i18n/format';
import { BookingStatusTag } from '../BookingTags';
import type { TableColumn } from '../table/column';
import { RowsTable } from '../table/RowsTable';

const t = ja.impact;

const slotOf = (b: ImpactBookingFragment) =>
  b.startTime && b.endTime ? `${b.startTime}〜${b.endTime}` : b.timeSlot;
const nameOf = (...parts: string[]) => parts.filter(Boolean).join(' ');

const columns: TableColumn<ImpactBookingFragment>[] = [
  {
    id: 'booking',
    header: t.columns.booking,
    render: (b) => (
      <>
        <Link to={crossLinks.bookingDetails(b.id)} target="_blank" rel="noopener">
          {b.bookingNumber}
        </Link>
        <div className="app-impact-sub">{b.packageTitle}</div>
      </>
    ),
  },
  {
    id: 'date',
    header: t.columns.date,
    cellClassName: 'app-impact-nowrap',
    render: (b) => (
      <>
        {formatDate(b.date)}
        <div className="app-impact-sub">{slotOf(b)}</div>
      </>
    ),
  },
  {
    id: 'name',
    header: t.columns.name,
    render: (b) => (
      <>
        {nameOf(b.lastName, b.firstName)}
        <div className="app-impact-sub">{nameOf(b.englishFirstName, b.englishLastName)}</div>
      </>
    ),
  },
  {
    id: 'party',
    header: t.columns.party,
    cellClassName: 'app-impact-nowrap',
    render: (b) => t.party(b.people, b.children, b.totalDogs),
  },
  {
    id: 'status',
    header: t.columns.status,
    cellClassName: 'app-impact-nowrap',
    render: (b) => <BookingStatusTag status={b.status} />,
  },
];

/**
 * The stranded bookings, each linking to its details (in a new tab, so the form and its unsaved
 * changes stay where they are).
 */
export function ImpactList({ bookings }: { bookings: ImpactBookingFragment[] }) {
  return (
    <div className="app-impact-scroll">
      <RowsTable
        compact
        striped
        className="app-impact-table"
        name={t.listLabel}
        columns={columns}
        rows={bookings}
        rowKey={(b) => b.id}
      />
    </div>
  );
}
