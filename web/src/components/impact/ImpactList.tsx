import { HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ImpactBookingFragment } from '../../__generated__/graphql';
import { crossLinks } from '../../app/crossLinks';
import { ja } from '../../i18n/ja';
import { formatDate } from '../../i18n/format';
import { BookingStatusTag } from '../BookingTags';

const t = ja.impact;

const slotOf = (b: ImpactBookingFragment) =>
  b.startTime && b.endTime ? `${b.startTime}〜${b.endTime}` : b.timeSlot;
const nameOf = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * The stranded bookings, each linking to its details (in a new tab, so the form and its unsaved
 * changes stay where they are).
 */
export function ImpactList({ bookings }: { bookings: ImpactBookingFragment[] }) {
  return (
    <div className="app-impact-scroll">
      <HTMLTable compact striped className="app-impact-table" aria-label={t.listLabel}>
        <thead>
          <tr>
            <th>{t.columns.booking}</th>
            <th>{t.columns.date}</th>
            <th>{t.columns.name}</th>
            <th>{t.columns.party}</th>
            <th>{t.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id}>
              <td>
                <Link to={crossLinks.bookingDetails(b.id)} target="_blank" rel="noopener">
                  {b.bookingNumber}
                </Link>
                <div className="app-impact-sub">{b.packageTitle}</div>
              </td>
              <td className="app-impact-nowrap">
                {formatDate(b.date)}
                <div className="app-impact-sub">{slotOf(b)}</div>
              </td>
              <td>
                {nameOf(b.lastName, b.firstName)}
                <div className="app-impact-sub">
                  {nameOf(b.englishFirstName, b.englishLastName)}
                </div>
              </td>
              <td className="app-impact-nowrap">{t.party(b.people, b.children, b.totalDogs)}</td>
              <td className="app-impact-nowrap">
                <BookingStatusTag status={b.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
