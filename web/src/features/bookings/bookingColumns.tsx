import { Link } from 'react-router-dom';
import type { BookingRowFieldsFragment, BookingSortField } from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { formatDate, formatDateTime, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { englishName, japaneseName, partyText, slotText } from './bookingFormat';
import { BookingStatusTag, PaymentStatusTag } from '../../components/BookingTags';
import { bookingPaths, type BookingListKey } from './paths';

const t = ja.bookings;
type Row = BookingRowFieldsFragment;

/** The booking number, linking to its detail, which returns to `list`. */
const numberColumn = (list: BookingListKey | undefined): Column<Row, BookingSortField> => ({
  id: 'bookingNumber',
  header: t.bookingNumber,
  sortable: true,
  render: (b) => (
    <Link to={bookingPaths.detail(b.id, list)} className="app-booking-number">
      {b.bookingNumber}
    </Link>
  ),
});

const visit: Column<Row, BookingSortField> = {
  id: 'date',
  header: t.visit,
  sortable: true,
  render: (b) => (
    <span className="app-two-lines">
      <span>{formatDate(b.date)}</span>
      <span className="app-muted">{slotText(b)}</span>
    </span>
  ),
};

const pkg: Column<Row, BookingSortField> = {
  id: 'packageTitle',
  header: t.packageHeader,
  sortable: true,
  render: (b) => b.packageTitle,
};

const customer: Column<Row, BookingSortField> = {
  id: 'customer',
  header: t.customer,
  render: (b) => (
    <span className="app-two-lines">
      <span>{japaneseName(b)}</span>
      <span className="app-muted">{englishName(b)}</span>
    </span>
  ),
};

const party: Column<Row, BookingSortField> = {
  id: 'party',
  header: t.partyHeader,
  render: partyText,
};

const total: Column<Row, BookingSortField> = {
  id: 'totalPrice',
  header: t.total,
  sortable: true,
  align: 'end',
  render: (b) => formatYen(b.totalPrice),
};

const status: Column<Row, BookingSortField> = {
  id: 'status',
  header: t.statusHeader,
  sortable: true,
  render: (b) => <BookingStatusTag status={b.status} />,
};

const payment: Column<Row, BookingSortField> = {
  id: 'paymentStatus',
  header: t.paymentHeader,
  render: (b) => <PaymentStatusTag status={b.paymentStatus} />,
};

const booked: Column<Row, BookingSortField> = {
  id: 'createdAt',
  header: t.bookedAt,
  sortable: true,
  render: (b) => formatDateTime(b.createdAt),
};

/**
 * The desk's columns; the list by booking day also shows when each booking was made. `list` is
 * the booking list they are shown in (a booking's detail links back to it).
 */
export const bookingColumns = (
  withBookedAt: boolean,
  list?: BookingListKey,
): Column<Row, BookingSortField>[] => {
  const number = numberColumn(list);
  return withBookedAt
    ? [number, booked, visit, pkg, customer, party, total, status, payment]
    : [number, visit, pkg, customer, party, total, status, payment];
};
