import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { englishName, japaneseName, slotText } from './bookingFormat';
import { toCsv, type CsvValue } from '../../components/csv/csv';
import { paymentStatusLabel } from '../../components/paymentLabels';

const t = ja.bookings;
const c = t.csv;

const COLUMNS: [string, (b: BookingRowFieldsFragment) => CsvValue][] = [
  [c.bookingNumber, (b) => b.bookingNumber],
  [c.visitDate, (b) => b.date],
  [c.slot, slotText],
  [c.name, japaneseName],
  [c.englishName, englishName],
  [c.people, (b) => b.people],
  [c.children, (b) => b.children],
  [c.bigAndMediumDogs, (b) => b.bigAndMediumDogs],
  [c.smallDogs, (b) => b.smallDogs],
  [c.dogs, (b) => b.totalDogs],
  [c.total, (b) => b.totalPrice],
  [c.status, (b) => t.status[b.status]],
  [c.paymentStatus, (b) => paymentStatusLabel(b.paymentStatus)],
  [c.paymentProvider, (b) => t.provider[b.paymentProvider]],
  [c.packageTitle, (b) => b.packageTitle],
  [c.email, (b) => b.email],
  [c.phone, (b) => b.mobileNumber],
  [c.bookedAt, (b) => dayjs(b.createdAt).format('YYYY-MM-DD HH:mm')],
];

/** The bookings as a CSV file (header in Japanese, amounts in yen as plain numbers). */
export const bookingsCsv = (bookings: readonly BookingRowFieldsFragment[]) =>
  toCsv(
    COLUMNS.map(([h]) => h),
    bookings.map((b) => COLUMNS.map(([, value]) => value(b))),
  );
