import type { DayBoardQuery } from '../../__generated__/graphql';
import { toCsv, type CsvValue } from '../../components/csv/csv';
import { ja } from '../../i18n/ja';
import { addOnsText, deskText } from './arrivalText';

const t = ja.dayBoard;
type Board = NonNullable<DayBoardQuery['dayBoard']>;

/** The board's arrivals as CSV rows, in the order shown: package, slot, arrival time. */
export function dayBoardRows(board: Board): CsvValue[][] {
  return board.packages.flatMap((p) =>
    p.slots.flatMap((s) =>
      s.arrivals.map((b) => [
        board.date,
        p.packageTitle,
        s.label ?? t.wholeDay,
        b.bookingNumber,
        b.status === 'PENDING' ? t.pending : t.booked,
        b.paymentStatus === 'paid' ? t.paid : t.unpaid,
        b.lastName,
        b.firstName,
        b.englishLastName,
        b.englishFirstName,
        b.people,
        b.children,
        b.bigAndMediumDogs,
        b.smallDogs,
        addOnsText(b.addOns, ' / '),
        b.bbq ? t.yes : t.no,
        b.picnic ? t.yes : t.no,
        b.arrivalTime,
        b.mobileNumber,
        ...deskText(b.arrival),
      ]),
    ),
  );
}

export const dayBoardCsv = (board: Board): string => toCsv(t.csvHeader, dayBoardRows(board));
